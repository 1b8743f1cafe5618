import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { nextDsurYear } from './dsur-service';

let t: StaffTestApp;
let projects: number[];
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
const BASE = '/api/trial/gcpDsurRecord';

beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const save = (body: Record<string, unknown>, as = 'investigator') => t.post(`${BASE}/save`, body, as);
const summary = '本年度共报告SAE 3例，未发现新的安全性信号';

async function created(position: number, dibd: string, reportYear: number): Promise<{ id: number; version: number }> {
  const response = await save({ projectId: project(position), dibd, reportYear, summary });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function get(position: number, id: number, as = 'investigator') {
  const response = await t.get(`${BASE}/get/${project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('DSUR drafts', () => {
  it('works out the period, data lock point and due day from a leap-day DIBD', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(0, '2024-02-29', 2025);
    expect(await get(0, id)).toMatchObject({
      status: 'draft',
      pvStatus: 'new',
      periodStart: '2024-03-01',
      dataLockPoint: '2025-02-28',
      dueLabel: '2025-04-29',
      dueState: 'overdue',
      reportNo: null,
    });
    const [audit] = await auditRows(t.db, 'dsur.create');
    expect(audit).toMatchObject({ entity: 'safety_dsur', entityId: String(id) });
    expect(audit?.after).toMatchObject({ reportYear: 2025, dataLockPoint: '2025-02-28' });
  });

  it('refuses a second DSUR of the same year, a future DIBD and a year not after it, naming the field', async () => {
    t.clock.set(SEEDED_AT);
    await created(1, '2023-06-15', 2025);
    const duplicate = await save({ projectId: project(1), dibd: '2023-06-15', reportYear: 2025, summary });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().msg).toContain('字段「reportYear」');
    const other = await created(1, '2023-06-15', 2024);
    const moved = await save({
      projectId: project(1),
      id: other.id,
      version: other.version,
      dibd: '2023-06-15',
      reportYear: 2025,
      summary,
    });
    expect(moved.json().msg).toContain('字段「reportYear」');
    const future = await save({ projectId: project(1), dibd: '2026-01-06', reportYear: 2027, summary });
    expect(future.json().msg).toContain('字段「dibd」');
    const early = await save({ projectId: project(1), dibd: '2023-06-15', reportYear: 2023, summary });
    expect(early.json().msg).toContain('字段「reportYear」');
    expect((await save({ projectId: project(1), dibd: '2023-06-15', reportYear: 2101, summary })).statusCode).toBe(400);
  });

  it('tells the next DSUR to write: the first missing year whose data lock point has passed', async () => {
    t.clock.set(SEEDED_AT);
    expect((await t.get(`${BASE}/next/${project(2)}`, 'coordinator')).json().data).toBeNull();
    await created(2, '2022-03-10', 2023);
    const next = await t.get(`${BASE}/next/${project(2)}`, 'coordinator');
    expect(next.json().data).toMatchObject({
      reportYear: 2024,
      periodStart: '2023-03-11',
      dataLockPoint: '2024-03-10',
      dueLabel: '2024-05-09',
      dueState: 'overdue',
    });
    expect(
      nextDsurYear(
        [
          { reportYear: 2024, dibd: '2022-03-10' },
          { reportYear: 2025, dibd: '2022-03-10' },
        ],
        '2026-01-05',
      ),
    ).toBeNull();
    expect(nextDsurYear([{ reportYear: 2025, dibd: '2022-03-10' }], '2026-03-10')).toEqual({
      dibd: '2022-03-10',
      reportYear: 2026,
    });
  });
});

describe('DSUR submit, due and PV status', () => {
  it('numbers it at submit, judges it in time against the due day, and moves the PV status', async () => {
    // DLP 2025-11-30: due by the end of 2026-01-29 in Beijing (16:00 UTC).
    t.clock.set(Date.UTC(2026, 0, 29, 15, 0));
    const { id, version } = await created(4, '2020-11-30', 2025);
    expect(await get(4, id)).toMatchObject({ dueLabel: '2026-01-29', dueState: 'dueSoon' });
    expect(
      (
        await t.post(
          `${BASE}/submit`,
          { projectId: project(4), id, version, signature: await signatureOf(t, 'coordinator') },
          'coordinator',
        )
      ).statusCode,
    ).toBe(403);
    const submitted = await t.post(
      `${BASE}/submit`,
      { projectId: project(4), id, version, signature: await signatureOf(t, 'investigator') },
      'investigator',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.reportNo).toMatch(/^DSUR-.+-2026-001$/);
    t.clock.set(Date.UTC(2026, 0, 29, 16, 0));
    expect(await get(4, id)).toMatchObject({ status: 'submitted', pvStatus: 'waiting', dueState: 'inTime' });
    const v = submitted.json().data.version;
    const pv = (action: string, at: number, as = 'investigator') =>
      t.post(`${BASE}/pv`, { projectId: project(4), id, version: at, action }, as);
    expect((await pv('audit', v, 'coordinator')).statusCode).toBe(403);
    expect((await pv('sendBack', v)).statusCode).toBe(400);
    expect((await pv('audit', v)).statusCode).toBe(200);
    expect((await pv('accept', v + 1)).statusCode).toBe(200);
    expect((await pv('audit', v + 2)).statusCode).toBe(400);
    expect((await get(4, id)).pvStatus).toBe('accepted');
    expect((await auditRows(t.db, 'dsur.pv')).map((row) => row.after?.pvStatus).slice(0, 2)).toEqual([
      'accepted',
      'auditing',
    ]);
    const revised = await t.post(
      `${BASE}/revise`,
      { projectId: project(4), id, version: v + 2, reason: '更正数据锁定点后的SAE数' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await get(4, id)).toMatchObject({ status: 'draft', pvStatus: 'new', revision: 2, dueState: 'inTime' });
    t.clock.set(SEEDED_AT);
  });
});

describe('DSUR access', () => {
  it('lets a monitor read only and keeps outsiders and other projects out', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(3, '2021-05-01', 2025);
    expect(
      (await t.get(`${BASE}/list/${project(3)}?limit=100`, 'monitor')).json().rows.map((r: { id: number }) => r.id),
    ).toContain(id);
    expect(
      (await save({ projectId: project(3), dibd: '2021-05-01', reportYear: 2024, summary }, 'monitor')).statusCode,
    ).toBe(403);
    expect((await t.get(`${BASE}/list/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(0)}`, 'sysadmin')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/get/${project(0)}/${id}`, 'investigator')).statusCode).toBe(404);
    const overdue = await t.get(`${BASE}/list/${project(3)}?dueState=overdue`, 'investigator');
    expect(overdue.json()).toMatchObject({ total: 1, rows: [{ id, reportYear: 2025 }] });
    expect((await t.get(`${BASE}/list/${project(3)}?dueState=inTime`, 'investigator')).json().total).toBe(0);
  });
});
