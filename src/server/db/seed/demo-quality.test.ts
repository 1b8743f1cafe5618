import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadQualityDemo } from './demo-quality';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
});
afterAll(async () => t.close());

describe('demo quality control', () => {
  it('publishes a plan on the six demo projects with tasks in every verify task status and findings in every verify status', async () => {
    const plans = await t.db.selectFrom('qualityPlan').select(['projectId', 'status']).execute();
    expect(plans).toHaveLength(6);
    expect(plans.every((plan) => plan.status === 'published')).toBe(true);
    const projectId = plans[0]?.projectId ?? 0;
    const statuses = new Set<number>();
    for (const { projectId: id } of plans) {
      const response = await t.get(`/api/quality/checkTask/list/${id}?limit=100`, 'qa');
      expect(response.statusCode, response.body).toBe(200);
      for (const row of response.json().rows as { status: number }[]) statuses.add(row.status);
    }
    expect([...statuses].sort()).toEqual([10, 20, 30, 40, 50, 60]);
    const findings = await t.db.selectFrom('qualityFinding').select(['status', 'taskId']).execute();
    expect(new Set(findings.map((row) => row.status))).toEqual(new Set([2, 3, 4, 5]));
    const levels = await t.db
      .selectFrom('qualityFinding as f')
      .innerJoin('qualityCheckTask as k', 'k.id', 'f.taskId')
      .select('k.level')
      .distinct()
      .execute();
    expect(levels.map((row) => row.level).sort()).toEqual([1, 2, 3]);
    const mine = await t.get(`/api/quality/finding/list/${projectId}?mine=true`, 'coordinator');
    expect(mine.json().total).toBeGreaterThan(0);
    expect(await loadQualityDemo(t.db, t.clock())).toBe(false);
  });
});
