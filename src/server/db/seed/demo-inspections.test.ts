import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadInspectionDemo } from './demo-inspections';
import { loadRecruitmentDemo } from './demo-recruitment';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
});
afterAll(async () => t.close());

describe('demo inspections and self-checks', () => {
  it('has an NMPA inspection with one of its two findings rectified, and a self-check with a level-1 finding', async () => {
    const [inspection] = await t.db.selectFrom('qualityInspection').select(['id', 'projectId']).execute();
    const projectId = inspection?.projectId ?? 0;
    const detail = await t.get(`/api/quality/inspection/${projectId}/${inspection?.id}`, 'qa');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.inspection).toMatchObject({
      inspectionType: 'nmpa',
      findingCount: 2,
      openFindingCount: 1,
    });
    expect(detail.json().data.findings.map((row: { status: number }) => row.status)).toEqual([3, 4]);
    const runs = (await t.get(`/api/quality/self-check/list/${projectId}`, 'coordinator')).json();
    expect(runs).toMatchObject({ total: 1, rows: [{ noCount: 1, openFindingCount: 1 }] });
    expect(await loadInspectionDemo(t.db, t.clock())).toBe(false);
  });
});
