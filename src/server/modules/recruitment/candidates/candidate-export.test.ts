import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientRow } from '../../../../shared/api/recruitment/candidates';
import { expectFrozenFilteredHeader, expectNumberCell, readExport } from '../../../lib/workbook-test-kit';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { type AeTestFixture, aeTestFixture } from '../../safety/ae/ae-test-support';

let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
});
afterAll(async () => t.close());

async function list(projectId: number, query: string): Promise<PatientRow[]> {
  const response = await t.get(`/api/trial/recruit/patient/${projectId}/list?limit=100${query}`, 'coordinator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: PatientRow[] }>().rows;
}

describe('candidate export', () => {
  it('has the filtered list rows masked as the list shows them, never the sealed values', async () => {
    const projectId = f.projects[0] ?? 0;
    const all = await list(projectId, '');
    const status = all.find((row) => row.matchStatus !== null)?.matchStatus;
    if (!status) throw new Error('no matched candidate in the demo');
    const listed = await list(projectId, `&status=${status}`);
    expect(listed.length).toBeLessThan(all.length);
    const response = await t.get(`/api/trial/recruit/patient/${projectId}/export?status=${status}`, 'coordinator');
    const sheet = await readExport(response);
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '姓名').value)).toEqual(listed.map((row) => row.maskedName));
    expect(sheet.rows.map((_, i) => sheet.cell(i, '手机号').value ?? '')).toEqual(listed.map((row) => row.maskedPhone));
    for (const [i] of sheet.rows.entries()) {
      expect(sheet.cell(i, '姓名').text).toContain('*');
      expect(sheet.cell(i, '手机号').text).toMatch(/^$|^\d{3}\*{4}\d{4}$/);
    }
    const aged = listed.findIndex((row) => row.age !== null);
    if (aged >= 0) expectNumberCell(sheet.cell(aged, '年龄'), listed[aged]?.age ?? undefined);
    expectNumberCell(sheet.cell(0, '联系次数'), listed[0]?.contactCount);
    const [audit] = await auditRows(t.db, 'patient.export');
    expect(audit).toMatchObject({ entity: 'recruitPatient', entityId: String(projectId), actorName: 'coordinator' });
    expect(audit?.after).toMatchObject({ projectId, filters: { status }, rows: listed.length });
  });

  it('is refused to a role without the candidate list', async () => {
    expect((await t.get(`/api/trial/recruit/patient/${f.projects[0]}/export`, 'monitor')).statusCode).toBe(403);
  });
});
