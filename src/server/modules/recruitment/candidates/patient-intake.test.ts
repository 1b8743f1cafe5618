import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';
import { type HisPatient, createMemoryHisAdapter } from './his-adapter';
import { runHisSyncOnce } from './his-schedule';
import { NO_PUBLISHED_RULES } from './his-sync';

const his = (mrn: string, name: string, code: string, text: string): HisPatient => ({
  mrn,
  name,
  sex: 'female',
  birthDate: '1970-05-01',
  phone: null,
  idNumber: null,
  diagnoses: [{ code, text }],
  labs: [],
  priorDrugs: null,
});
const HIS_PATIENTS = [
  his('HIS-1', '王丽华', 'C34.9', '肺腺癌'),
  his('HIS-2', '刘芳', 'C16.0', '胃癌'),
  his('HIS-3', '陈静', 'C50.4', '乳腺癌'),
];

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp({ hisAdapter: createMemoryHisAdapter(HIS_PATIENTS, 'test-his') });
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());
const project = (position: number) => projects[position] ?? 0;

const HEADER = '姓名,性别(男/女),出生日期,手机号,身份证号,病历号,诊断,ICD-10,化验,既往用药';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'), 'utf8').toString('base64');
const importFile = (position: number, content: string, apply: boolean) =>
  t.post(
    '/api/trial/recruit/patient/import',
    { projectId: project(position), fileName: 'patients.csv', content, apply },
    'coordinator',
  );
const countIn = async (position: number) =>
  (await t.db.selectFrom('recruitPatient').select('id').where('projectId', '=', project(position)).execute()).length;

async function publishRule(position: number, criteria: unknown[]) {
  const now = new Date(t.clock()).toISOString();
  await t.db
    .insertInto('recruitRule')
    .values({
      projectId: project(position),
      ruleVersion: 1,
      status: 'published',
      name: '肺癌规则',
      criteria: JSON.stringify(criteria),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .execute();
}

describe('patient import', () => {
  it('offers a template with the documented columns', async () => {
    const response = await t.get(`/api/trial/recruit/patient/${project(0)}/template?format=csv`, 'coordinator');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(HEADER);
  });

  it('reports every bad row on a dry run and takes nothing in when one row is bad', async () => {
    const content = csv(
      '赵一,男,1965-01-02,13800000001,,R-1,肺腺癌,C34.1,ALT=30@2025-12-01,无',
      '钱二,未知,1965-13-02,138000,,R-2,胃癌,XX,ALT=abc,',
      '孙三,女,1970-01-01,,,,乳腺癌,C50,,',
    );
    const dry = (await importFile(0, content, false)).json().data;
    expect(dry).toMatchObject({ rows: 3, applied: false });
    const reasons = dry.problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(reasons).toEqual(
      expect.arrayContaining(['3:性别(男/女)', '3:出生日期', '3:手机号', '3:ICD-10', '3:化验', '4:病历号']),
    );
    const before = await countIn(0);
    const applied = (await importFile(0, content, true)).json().data;
    expect(applied.applied).toBe(false);
    expect(await countIn(0)).toBe(before);
  });

  it('takes every row in, merging duplicates in the file and in the project, with history and audit', async () => {
    await importFile(0, csv('周五,女,1958-07-07,13800000005,,E-1,肺鳞癌,C34.3,,'), true);
    const before = await countIn(0);
    const content = csv(
      '吴六,男,1961-02-03,13800000006,,N-1,肺腺癌,C34.1,ALT=30@2025-12-01; 中性粒细胞计数=2.1@2025-12-02,顺铂；培美曲塞',
      '吴六,男,1961-02-03,,,n-1,,,,',
      '周五,女,1958-07-07,,,E-1,,,AST=22@2025-12-03,',
    );
    const dry = (await importFile(0, content, false)).json().data;
    expect(dry).toMatchObject({ rows: 3, problems: [], applied: false, created: 1, merged: 2 });
    expect(await countIn(0)).toBe(before);
    const applied = (await importFile(0, content, true)).json().data;
    expect(applied).toMatchObject({ applied: true, created: 1, merged: 2 });
    expect(await countIn(0)).toBe(before + 1);
    const history = (await t.get(`/api/trial/recruit/patient/${project(0)}/imports`, 'coordinator')).json();
    expect(history.rows[0]).toMatchObject({ kind: 'import', fileName: 'patients.csv', totalRows: 3, createdCount: 1 });
    const [audit] = await auditRows(t.db, 'patient.import');
    expect(audit?.after).toMatchObject({ rows: 3, created: 1, merged: 2 });
    expect(JSON.stringify(audit)).not.toMatch(/吴六|13800000006/);
    const newRow = await t.db
      .selectFrom('recruitPatient')
      .select(['source', 'labs', 'priorDrugs'])
      .where('projectId', '=', project(0))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newRow.source).toBe(1);
    expect(JSON.parse(newRow.labs)).toHaveLength(2);
    expect(JSON.parse(newRow.priorDrugs ?? 'null')).toEqual(['顺铂', '培美曲塞']);
  });
});

describe('HIS sync', () => {
  it('refuses with a clear message while the project has no published rules', async () => {
    const response = await t.post('/api/trial/recruit/patient/his-sync', { projectId: project(1) }, 'coordinator');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(NO_PUBLISHED_RULES);
  });

  it('takes only the patients whose diagnoses fit the published rules, as source 2, then matches them', async () => {
    await publishRule(1, [
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C34'], keywords: ['肺癌'] },
      { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
    ]);
    const post = () => t.post('/api/trial/recruit/patient/his-sync', { projectId: project(1) }, 'coordinator');
    expect((await post()).json().data).toEqual({ fetched: 3, taken: 1, created: 1, merged: 0 });
    expect((await post()).json().data).toEqual({ fetched: 3, taken: 1, created: 0, merged: 1 });
    const rows = await t.db
      .selectFrom('recruitPatient')
      .select(['source', 'matchStatus'])
      .where('projectId', '=', project(1))
      .execute();
    expect(rows).toEqual([{ source: 2, matchStatus: 'recruitDone' }]);
    const [audit] = await auditRows(t.db, 'patient.hisSync');
    expect(audit?.after).toMatchObject({ fetched: 3, taken: 1 });
  });

  it('runs on a schedule in one instance at a time (job lease), again after the lease expires', async () => {
    const options = {
      db: t.db,
      adapter: createMemoryHisAdapter(HIS_PATIENTS),
      cipher: createFieldCipher(testKeys().patientKeys),
      intervalMinutes: 10,
      clock: t.clock,
    };
    const [first, second] = await Promise.all([
      runHisSyncOnce({ ...options, holder: 'instance-a' }),
      runHisSyncOnce({ ...options, holder: 'instance-b' }),
    ]);
    expect([first, second].sort()).toEqual(['busy', 'ran']);
    expect(await runHisSyncOnce({ ...options, holder: 'instance-b' })).toBe('busy');
    t.clock.advance(10 * 60_000);
    expect(await runHisSyncOnce({ ...options, holder: 'instance-b' })).toBe('ran');
    const lease = await t.db.selectFrom('jobLease').selectAll().executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ name: 'his-sync', holder: 'instance-b', lastError: null });
    const failing = {
      ...options,
      adapter: { name: 'down', fetchPatients: () => Promise.reject(new Error('HIS down')) },
    };
    t.clock.advance(10 * 60_000);
    expect(await runHisSyncOnce({ ...failing, holder: 'instance-a' })).toBe('failed');
    expect((await t.db.selectFrom('jobLease').select('lastError').executeTakeFirstOrThrow()).lastError).toBe(
      'HIS down',
    );
  });
});

describe('the portal consented lead', () => {
  let address = 0;
  const lead = (position: number, body: Record<string, unknown>, remoteAddress = `10.9.0.${(address += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/projects/${project(position)}/recruit-lead`,
      remoteAddress,
      headers: { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
      payload: JSON.stringify(body),
    });
  const GOOD = {
    name: '李明',
    phone: '13611112222',
    consent: true,
    consentVersion: 'v1',
    answers: [{ questionId: 'age', answer: 'yes' }],
  };

  beforeAll(async () => {
    await t.db.updateTable('project').set({ published: 1 }).where('id', '=', project(2)).execute();
    await t.db.updateTable('project').set({ published: 0 }).where('id', '=', project(4)).execute();
  });

  it('refuses without consent, with a bad phone, and for an unpublished project', async () => {
    expect((await lead(2, { ...GOOD, consent: false })).statusCode).toBe(400);
    const { consent: _, ...noConsent } = GOOD;
    expect((await lead(2, noConsent)).statusCode).toBe(400);
    expect((await lead(2, { ...GOOD, phone: '1361111222' })).statusCode).toBe(400);
    expect((await lead(4, GOOD)).statusCode).toBe(404);
  });

  it('creates a source-3 candidate with consent and answers, merges the same phone, says nothing more', async () => {
    const first = await lead(2, GOOD);
    expect(first.json()).toEqual({ isOk: true, code: '200' });
    const again = await lead(2, { ...GOOD, answers: [{ questionId: 'age', answer: 'notSure' }] });
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .selectFrom('recruitPatient')
      .select(['id', 'source', 'consent', 'selfCheck'])
      .where('projectId', '=', project(2))
      .where('source', '=', 3)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.consent ?? '{}')).toMatchObject({ version: 'v1', retentionDays: 180 });
    expect(JSON.parse(rows[0]?.selfCheck ?? '[]')).toEqual([{ questionId: 'age', answer: 'notSure' }]);
    const [audit] = await auditRows(t.db, 'patient.lead');
    expect(audit).toMatchObject({ actorName: 'portal', entityId: String(rows[0]?.id) });
    expect(JSON.stringify(audit)).not.toMatch(/李明|13611112222/);
  });

  it('allows five leads an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await lead(2, { ...GOOD, phone: `1351111000${i}` }, '10.8.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
