import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadMonitoringDemo } from './demo-monitoring';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
});
afterAll(async () => t.close());

describe('demo monitoring data', () => {
  it('loads once: a closed visit with its report two weeks back and a booked one next week, per project', async () => {
    expect(await loadMonitoringDemo(t.db, t.clock())).toBe(false);
    const visits = await t.db
      .selectFrom('monitoringVisit')
      .select(['status', 'visitDate', 'reportSummary', 'workMinutes'])
      .orderBy('id')
      .execute();
    // The seed's clock is Monday 2026-01-05: two weeks back is a Monday, ten days on a Thursday.
    expect(visits).toMatchObject([
      { status: 'closed', visitDate: '2025-12-22', workMinutes: 390 },
      { status: 'booked', visitDate: '2026-01-15', reportSummary: null },
      { status: 'closed', visitDate: '2025-12-22' },
      { status: 'booked', visitDate: '2026-01-15' },
    ]);
    expect(visits[0]?.reportSummary).toBeTruthy();
    expect(await auditRows(t.db, 'monitoring.demoLoad')).toHaveLength(2);
  });

  it('has open, answered and closed queries, and SDV on part of the records shown in the coverage', async () => {
    const statuses = await t.db.selectFrom('qualityQuery').select('status').execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['open', 'answered', 'closed']));
    const project = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
    const coverage = (await t.get(`/api/bus/rsdv/sdv/coverage/${project.id}`, 'monitor')).json().data;
    expect(coverage.project.verified).toBeGreaterThan(0);
    expect(coverage.project.verified).toBeLessThan(coverage.project.total);
    expect(coverage.project.unsettledQueries).toBe(2);
  });
});
