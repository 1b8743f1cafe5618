import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitSchedule } from '../../../../shared/api/visits/schedule';
import {
  expectDayCell,
  expectFrozenFilteredHeader,
  expectNumberCell,
  readExport,
} from '../../../lib/workbook-test-kit';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { aeTestFixture } from '../../safety/ae/ae-test-support';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  await aeTestFixture(t);
});
afterAll(async () => t.close());

// The demo's visits lie around the test clock's day, 2026-01-05.
const RANGE = 'from=2025-12-10&to=2026-02-05';

async function schedule(query: string): Promise<VisitSchedule> {
  const response = await t.get(`/api/trial/subject/visit/schedule?${query}`, 'coordinator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VisitSchedule }>().data;
}

describe('visit schedule export', () => {
  it("has the schedule's rows for the same range and filters, in its order, typed", async () => {
    const all = await schedule(RANGE);
    const done = await schedule(`${RANGE}&status=done`);
    expect(done.rows.length).toBeGreaterThan(0);
    expect(done.rows.length).toBeLessThan(all.rows.length);
    const sheet = await readExport(
      await t.get(`/api/trial/subject/visit/schedule.xlsx?${RANGE}&status=done`, 'coordinator'),
    );
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '受试者编号').value)).toEqual(
      done.rows.map((row) => row.subjectNumber),
    );
    const [first] = done.rows;
    if (!first) throw new Error('no row');
    expectDayCell(sheet.cell(0, '日期'), first.day);
    expectDayCell(sheet.cell(0, '计划日期'), first.plannedDate);
    expectNumberCell(sheet.cell(0, '周期'), first.cycle);
    expect(sheet.cell(0, '状态').value).toBe('已完成');
    const [exported] = await auditRows(t.db, 'visit.export');
    expect(exported).toMatchObject({ entity: 'visit', actorName: 'coordinator' });
    expect(exported?.after).toMatchObject({ filters: { status: 'done' }, rows: done.rows.length });
  });

  it('refuses a range the schedule refuses, and a role without the schedule', async () => {
    const tooLong = await t.get('/api/trial/subject/visit/schedule.xlsx?from=2026-01-01&to=2026-06-01', 'coordinator');
    expect(tooLong.statusCode).toBe(400);
    expect((await t.get(`/api/trial/subject/visit/schedule.xlsx?${RANGE}`, 'monitor')).statusCode).toBe(403);
  });
});
