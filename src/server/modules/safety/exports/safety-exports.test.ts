import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDayCell,
  expectFrozenFilteredHeader,
  expectNumberCell,
  readExport,
} from '../../../lib/workbook-test-kit';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { type AeTestFixture, aeTestFixture } from '../ae/ae-test-support';

let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
});
afterAll(async () => t.close());

type ListRow = Record<string, unknown>;

/** Every row the list answers for the query (one page of 100 is enough for the demo). */
async function list(path: string, query: string): Promise<ListRow[]> {
  const response = await t.get(`${path}?limit=100${query}`, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ rows: ListRow[]; total: number }>();
  expect(body.total).toBeLessThanOrEqual(100);
  return body.rows;
}

/** A demo project whose list has rows matching the query, and rows that do not. */
async function projectWith(listBase: string, query: string): Promise<number> {
  for (const projectId of f.projects) {
    const all = await list(`${listBase}/${projectId}`, '');
    const some = await list(`${listBase}/${projectId}`, query);
    if (some.length > 0 && some.length < all.length) return projectId;
  }
  throw new Error(`no demo project where ${query} filters ${listBase}`);
}

describe('AE export', () => {
  it('has the rows of the filtered list, days as Excel dates and counts as numbers, header frozen and filtered', async () => {
    const projectId = await projectWith('/api/trial/gcpAeRecord/list', '&serious=1');
    const listed = await list(`/api/trial/gcpAeRecord/list/${projectId}`, '&serious=1');
    const sheet = await readExport(await t.get(`/api/trial/gcpAeRecord/export/${projectId}?serious=1`, 'monitor'));
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows).toHaveLength(listed.length);
    for (const [index, row] of listed.entries()) {
      expect(sheet.cell(index, '不良事件名称').value).toBe(row.term);
      expect(sheet.cell(index, '受试者编号').value).toBe(row.subjectNumber);
      expect(sheet.cell(index, '是否严重').value).toBe('是');
      expectDayCell(sheet.cell(index, '开始日期'), String(row.onsetDate));
      expectNumberCell(sheet.cell(index, 'SAE 报告数'), Number(row.saeCount));
    }
    const learned = sheet.cell(0, '获知严重时间');
    if (listed[0]?.seriousLearnedAt) expect(learned.value).toBeInstanceOf(Date);
  });

  it('is refused to a role without the AE list', async () => {
    expect((await t.get(`/api/trial/gcpAeRecord/export/${f.projects[0]}`, 'finance')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/gcpAeRecord/export/${f.projects[0]}`)).statusCode).toBe(401);
  });

  it('refuses a querystring the list refuses', async () => {
    const response = await t.get(`/api/trial/gcpAeRecord/export/${f.projects[0]}?serious=maybe`, 'investigator');
    expect(response.statusCode).toBe(400);
  });
});

describe('SAE export', () => {
  it('has the rows of the filtered list with the learned time as a date and counts as numbers', async () => {
    const projectId = await projectWith('/api/trial/gcpSaeRecord/list', '&status=submitted');
    const listed = await list(`/api/trial/gcpSaeRecord/list/${projectId}`, '&status=submitted');
    const sheet = await readExport(
      await t.get(`/api/trial/gcpSaeRecord/export/${projectId}?status=submitted`, 'investigator'),
    );
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '报告编号').value)).toEqual(listed.map((row) => row.reportNo));
    expect(sheet.rows.every((_, i) => sheet.cell(i, '状态').value === '已提交')).toBe(true);
    expect(sheet.cell(0, '获知时间').value).toBeInstanceOf(Date);
    expectNumberCell(sheet.cell(0, '附件数'), Number(listed[0]?.attachmentCount));
    expect((await t.get(`/api/trial/gcpSaeRecord/export/${projectId}`, 'drugmanager')).statusCode).toBe(403);
  });
});

describe('Con-med export', () => {
  it('has the rows of the filtered list with days as Excel dates', async () => {
    const projectId = await projectWith('/api/trial/combine/list', '&status=checked');
    const listed = await list(`/api/trial/combine/list/${projectId}`, '&status=checked');
    const sheet = await readExport(await t.get(`/api/trial/combine/export/${projectId}?status=checked`, 'coordinator'));
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '药物').value)).toEqual(listed.map((row) => row.drug));
    expectDayCell(sheet.cell(0, '开始日期'), String(listed[0]?.startDate));
    // Route and frequency by their dictionary names, not their keys.
    expect(listed[0]?.route).toBe('oral');
    expect(sheet.cell(0, '给药途径').value).toBe('口服');
    const frequencies = { qd: '每日一次', prn: '必要时' } as Record<string, string>;
    expect(sheet.cell(0, '频次').value).toBe(frequencies[String(listed[0]?.frequency)]);
    expect((await t.get(`/api/trial/combine/export/${projectId}`, 'ethics')).statusCode).toBe(403);
  });
});

describe('Protocol deviation export', () => {
  it('has the rows of the filtered list with the day as an Excel date', async () => {
    const projectId = await projectWith('/api/trial/violation/list', '&status=open');
    const listed = await list(`/api/trial/violation/list/${projectId}`, '&status=open');
    const sheet = await readExport(await t.get(`/api/trial/violation/export/${projectId}?status=open`, 'monitor'));
    expectFrozenFilteredHeader(sheet);
    expect(sheet.rows.map((_, i) => sheet.cell(i, '描述').value)).toEqual(listed.map((row) => row.description));
    expectDayCell(sheet.cell(0, '发生日期'), String(listed[0]?.occurredDate));
    expect((await t.get(`/api/trial/violation/export/${projectId}`, 'finance')).statusCode).toBe(403);
  });
});

describe('export audit row', () => {
  it('records who exported which list, with its filters and row count', async () => {
    const projectId = await projectWith('/api/trial/gcpAeRecord/list', '&serious=1');
    const listed = await list(`/api/trial/gcpAeRecord/list/${projectId}`, '&serious=1');
    const exports = [
      ['ae.export', 'safety_ae', 'gcpAeRecord'],
      ['sae.export', 'safety_sae', 'gcpSaeRecord'],
      ['conMed.export', 'safety_con_med', 'combine'],
      ['violation.export', 'safety_violation', 'violation'],
    ] as const;
    for (const [action, entity, path] of exports) {
      const before = (await auditRows(t.db, action)).length;
      const query = path === 'gcpAeRecord' ? '?serious=1' : '';
      const response = await t.get(`/api/trial/${path}/export/${projectId}${query}`, 'investigator');
      expect(response.statusCode, response.body).toBe(200);
      const rows = await auditRows(t.db, action);
      expect(rows, action).toHaveLength(before + 1);
      const sheetRows = (await readExport(response)).rows.length;
      expect(rows[0]).toMatchObject({ entity, entityId: String(projectId), actorName: 'investigator' });
      expect(rows[0]?.after).toMatchObject({ projectId, rows: sheetRows });
    }
    const [ae] = await auditRows(t.db, 'ae.export');
    expect(ae?.after).toEqual({ projectId, filters: { serious: '1' }, rows: listed.length });
  });

  it('writes no row for an export it refuses', async () => {
    const before = (await auditRows(t.db, 'ae.export')).length;
    await t.get(`/api/trial/gcpAeRecord/export/${f.projects[0]}?serious=maybe`, 'investigator');
    await t.get(`/api/trial/gcpAeRecord/export/${f.projects[0]}`, 'finance');
    expect(await auditRows(t.db, 'ae.export')).toHaveLength(before);
  });
});
