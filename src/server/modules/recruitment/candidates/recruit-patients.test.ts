import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testDialect } from '../../../test-support';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const save = (body: Record<string, unknown>, as = 'coordinator') => t.post('/api/trial/recruit/patient/save', body, as);

const ZHANG = {
  name: '张建明',
  sex: 'male',
  birthDate: '1960-03-14',
  phone: '13912345678',
  idNumber: '11010519491231002X',
  mrn: 'H20260001',
  diagnoses: [{ code: 'C34.1', text: '右肺上叶腺癌' }],
  labs: [{ test: 'ALT', value: 38, date: '2025-12-20' }],
  priorDrugs: ['顺铂'],
};

async function created(position: number, patient: Record<string, unknown>) {
  const response = await save({ projectId: project(position), ...patient });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number; merged: boolean };
}

describe('candidate patients: hand entry, list and record', () => {
  it('adds a patient, lists it masked and shows the full record with an audited view', async () => {
    const { id, version, merged } = await created(0, ZHANG);
    expect({ version, merged }).toEqual({ version: 1, merged: false });
    const list = await t.get(`/api/trial/recruit/patient/${project(0)}/list`, 'coordinator');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ maskedName: '张*明', maskedPhone: '139****5678', sex: 'male', age: 65, source: 0 });
    expect(list.body).not.toContain('张建明');
    expect(list.body).not.toContain('13912345678');

    const detail = await t.get(`/api/trial/recruit/patient/${project(0)}/${id}`, 'coordinator');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.json().data).toMatchObject({ name: '张建明', phone: '13912345678', mrn: 'H20260001', match: null });
    const [view] = await auditRows(t.db, 'patient.view');
    expect(view).toMatchObject({ entity: 'recruitPatient', entityId: String(id), actorName: 'coordinator' });
    expect(JSON.stringify(view)).not.toMatch(/张建明|13912345678|H20260001|11010519491231002X/);
    const [create] = await auditRows(t.db, 'patient.create');
    expect(create?.after).toMatchObject({ projectId: project(0), fields: expect.arrayContaining(['name', 'phone']) });
    expect(JSON.stringify(create)).not.toMatch(/张建明|13912345678|H20260001/);
  });

  it('gives match reasons as codes, and a sentence stored before codes as stored', async () => {
    const { id } = await created(2, { ...ZHANG, mrn: 'R-23' });
    const outcomes = [
      { id: 'age', result: 'notMet', evidence: { code: 'age-out-of-range', params: { age: 71 } }, mayChange: false },
      { id: 'dx', result: 'met', evidence: 'C34.1 右肺上叶腺癌', mayChange: false },
    ];
    await t.db
      .updateTable('recruitPatient')
      .set({
        matchStatus: 'recruitOut',
        matchOutcomes: JSON.stringify(outcomes),
        matchedAt: '2026-01-05T02:00:00.000Z',
      })
      .where('id', '=', id)
      .execute();
    const record = (await t.get(`/api/trial/recruit/patient/${project(2)}/${id}`, 'coordinator')).json().data;
    expect(record.match.outcomes).toEqual([
      {
        id: 'age',
        role: null,
        text: { 'zh-CN': 'age', en: 'age' },
        result: 'notMet',
        reason: { code: 'age-out-of-range', params: { age: 71 } },
        evidence: null,
        mayChange: false,
      },
      {
        id: 'dx',
        role: null,
        text: { 'zh-CN': 'dx', en: 'dx' },
        result: 'met',
        reason: null,
        evidence: 'C34.1 右肺上叶腺癌',
        mayChange: false,
      },
    ]);
  });

  it('finds a patient by exact medical-record number or phone, never by a fragment', async () => {
    const url = (keyword: string) => `/api/trial/recruit/patient/${project(0)}/list?keyword=${keyword}`;
    expect((await t.get(url('h20260001'), 'coordinator')).json().total).toBe(1);
    expect((await t.get(url('13912345678'), 'coordinator')).json().total).toBe(1);
    expect((await t.get(url('H2026'), 'coordinator')).json().total).toBe(0);
  });

  it('merges a second patient with the same MRN instead of doubling it', async () => {
    const first = await created(1, { ...ZHANG, mrn: 'M-77' });
    const again = await created(1, {
      name: '张建明',
      mrn: ' m-77 ',
      labs: [{ test: 'ALT', value: 41, date: '2026-01-02' }],
    });
    expect(again).toMatchObject({ id: first.id, merged: true, version: 2 });
    const rows = await t.db.selectFrom('recruitPatient').select('id').where('projectId', '=', project(1)).execute();
    expect(rows).toHaveLength(1);
    const record = (await t.get(`/api/trial/recruit/patient/${project(1)}/${first.id}`, 'coordinator')).json().data;
    expect(record.labs).toHaveLength(2);
    expect(record.phone).toBe('13912345678');
    const [merge] = await auditRows(t.db, 'patient.merge');
    expect(merge?.after).toEqual({ projectId: project(1), fields: ['labs'] });
  });

  it('updates with the version, refuses a stale one and audits the changed field names only', async () => {
    const { id } = await created(2, { ...ZHANG, mrn: 'U-1' });
    const update = await save({ projectId: project(2), id, version: 1, ...ZHANG, mrn: 'U-1', phone: '13700001111' });
    expect(update.json().data).toEqual({ id, version: 2, merged: false });
    const stale = await save({ projectId: project(2), id, version: 1, ...ZHANG, mrn: 'U-1', name: '张三' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const [audit] = await auditRows(t.db, 'patient.update');
    expect(audit?.after).toEqual({ projectId: project(2), fields: ['phone'] });
    expect(JSON.stringify(audit)).not.toContain('13700001111');
  });

  it('refuses bad data with the field named and changes nothing', async () => {
    const before = await t.db.selectFrom('recruitPatient').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ birthDate: '2027-01-01' }, 'birthDate'],
      [{ birthDate: '2025-02-30' }, 'birthDate'],
      [{ idNumber: '110105194912310021' }, 'idNumber'],
    ];
    for (const [change, field] of cases) {
      const response = await save({ projectId: project(0), ...ZHANG, mrn: 'BAD-1', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: '100', msg: expect.stringContaining(field) });
    }
    const phone = await save({ projectId: project(0), ...ZHANG, mrn: 'BAD-1', phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(await t.db.selectFrom('recruitPatient').select('id').execute()).toHaveLength(before.length);
  });
});

describe('candidate patients: who may see them', () => {
  it("keeps a project's candidates from other projects' coordinators and from monitors", async () => {
    const { id } = await created(0, { ...ZHANG, mrn: 'P-A' });
    // The coordinator works on positions 0-2 only; position 3 is someone else's project.
    const theirs = await t.db
      .insertInto('recruitPatient')
      .values({
        ...(await t.db.selectFrom('recruitPatient').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
        id: undefined,
        projectId: project(3),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.get(`/api/trial/recruit/patient/${project(3)}/list`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/recruit/patient/${project(3)}/${theirs.id}`, 'coordinator')).statusCode).toBe(403);
    // Naming their own project with another project's patient: not found, and nothing shown.
    const smuggled = await t.get(`/api/trial/recruit/patient/${project(0)}/${theirs.id}`, 'coordinator');
    expect(smuggled.statusCode).toBe(404);
    expect(smuggled.body).not.toContain('张建明');
    const smuggledSave = await save({ projectId: project(0), id: theirs.id, version: 1, ...ZHANG, mrn: 'P-A' });
    expect(smuggledSave.statusCode).toBe(404);
    // Monitors read rules, subjects and the funnel, never candidates.
    expect((await t.get(`/api/trial/recruit/patient/${project(0)}/list`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/recruit/patient/${project(0)}/${id}`, 'monitor')).statusCode).toBe(403);
    expect((await save({ projectId: project(0), ...ZHANG, mrn: 'MON' }, 'monitor')).statusCode).toBe(403);
  });
});

describe('candidate patients at rest', () => {
  it('stores no name, phone, ID or MRN in clear: not in the raw columns, not in a copy of the database', async () => {
    const secrets = ['张建明', '13912345678', 'H20260001', '11010519491231002X'];
    const raw = await sql<Record<string, unknown>>`select * from recruit_patient`.execute(t.db);
    expect(raw.rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(raw.rows);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('右肺上叶腺癌');
    if (testDialect() === 'sqlite') {
      const file = join(tmpdir(), `patients-${process.pid}-${Date.now()}.sqlite`);
      await sql.raw(`vacuum into '${file}'`).execute(t.db);
      const bytes = readFileSync(file);
      rmSync(file);
      for (const secret of secrets) expect(bytes.includes(Buffer.from(secret, 'utf8'))).toBe(false);
      // The copy is a real database holding the health data, so the search above means something.
      expect(bytes.includes(Buffer.from('右肺上叶腺癌', 'utf8'))).toBe(true);
    }
  });
});
