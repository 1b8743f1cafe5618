import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../../shared/api/access/audit';
import { formatHospitalTime } from '../../../../shared/domain/hospital-time';
import { expectFrozenFilteredHeader, expectNumberCell, readExport } from '../../../lib/workbook-test-kit';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { aeTestFixture } from '../../safety/ae/ae-test-support';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  await aeTestFixture(t);
});
afterAll(async () => t.close());

describe('audit trail export', () => {
  it("has the filtered trail's rows, times on the hospital's clock as Excel dates, ids as numbers", async () => {
    const query = 'action=safety.&to=2030-01-01';
    const response = await t.get(`/api/gbs/audit/list?limit=100&${query}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const { rows, total } = response.json<{ rows: AuditRow[]; total: number }>();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(100);
    const sheet = await readExport(await t.get(`/api/gbs/audit/export?${query}`, 'admin'));
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '操作').value)).toEqual(rows.map((row) => row.action));
    const [first] = rows;
    if (!first) throw new Error('no row');
    expectNumberCell(sheet.cell(0, '编号'), first.id);
    const at = sheet.cell(0, '时间');
    expect(at.value).toBeInstanceOf(Date);
    // The cell's fields read the hospital's wall clock, whatever the machine's zone.
    const wall = formatHospitalTime(Date.parse(first.at), 'YYYY-MM-DDTHH:mm:ss');
    expect((at.value as Date).toISOString()).toBe(`${wall}.000Z`);

    // Taking the trail out is itself in the trail, with the filters and the count.
    const after = await t.get('/api/gbs/audit/list?limit=10&action=audit.export', 'admin');
    const [exported] = after.json<{ rows: AuditRow[] }>().rows;
    expect(exported).toMatchObject({ actorName: 'admin', entity: 'audit_log' });
    expect(exported?.after).toEqual({ projectId: null, filters: { action: 'safety.', to: '2030-01-01' }, rows: total });
  });

  it('is refused to a role without the audit trail', async () => {
    expect((await t.get('/api/gbs/audit/export', 'coordinator')).statusCode).toBe(403);
  });
});
