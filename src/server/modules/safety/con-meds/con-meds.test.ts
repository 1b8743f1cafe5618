import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { loadDemoProjects, publishTestRules } from '../rules/safety-rules-test-support';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = await loadDemoProjects(t);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const BASE = '/api/trial/combine';

interface Row {
  id: number;
  subjectId: number;
  subjectNumber: string;
  drug: string;
  ruleFlag: string | null;
  status: string;
  checkedBy: string | null;
  version: number;
}

async function list(position: number, query = '', as = 'investigator'): Promise<{ rows: Row[]; total: number }> {
  const response = await t.get(`${BASE}/list/${project(position)}?limit=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function subjectsOf(position: number) {
  return t.db
    .selectFrom('trialSubject')
    .select(['id', 'subjectNumber'])
    .where('projectId', '=', project(position))
    .where('invalid', '=', 0)
    .orderBy('id')
    .execute();
}

/** Publishes rules with these drug lists, retiring the project's published version. */
const publishDrugLists = (position: number, prohibited: string[], cautioned: string[]) =>
  publishTestRules(t, project(position), { conMed: { prohibited, cautioned } });

const medication = (subjectId: number, drug: string) => ({
  subjectId,
  drug,
  dose: '200 mg',
  route: 'oral',
  frequency: 'qd',
  startDate: '2026-01-02',
  endDate: null,
  indication: '真菌感染',
});
const save = (body: Record<string, unknown>, as = 'coordinator') => t.post(`${BASE}/save`, body, as);
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}`, 'utf8').toString('base64');
const HEADER = '受试者编号,药物名称,剂量,给药途径,频次,开始日期,结束日期,适应症';

describe('concomitant medication records', () => {
  it('flags prohibited and cautioned drugs from the published rules, edits, checks and deletes with audit rows', async () => {
    await publishDrugLists(2, ['酮康唑'], ['华法林']);
    const [subject] = await subjectsOf(2);
    const subjectId = subject?.id ?? 0;
    const prohibited = await save({ projectId: project(2), ...medication(subjectId, ' 酮康唑片 ') });
    expect(prohibited.statusCode, prohibited.body).toBe(200);
    expect(prohibited.json().data).toMatchObject({ version: 1, ruleFlag: 'prohibited' });
    const { id } = prohibited.json().data;
    const cautioned = await save({ projectId: project(2), ...medication(subjectId, '华法林钠片') });
    expect(cautioned.json().data.ruleFlag).toBe('cautioned');
    const plain = await save({ projectId: project(2), ...medication(subjectId, '对乙酰氨基酚') });
    expect(plain.json().data.ruleFlag).toBeNull();
    expect((await list(2, '&ruleFlag=prohibited')).rows.map((r) => r.id)).toContain(id);
    expect((await list(2, '&ruleFlag=none')).rows.map((r) => r.id)).toContain(plain.json().data.id);

    const edited = await save({ projectId: project(2), id, version: 1, ...medication(subjectId, '氟康唑') });
    expect(edited.json().data).toEqual({ id, version: 2, ruleFlag: null });
    const stale = await save({ projectId: project(2), id, version: 1, ...medication(subjectId, '酮康唑') });
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });

    expect((await t.post(`${BASE}/check`, { projectId: project(2), id, version: 2 }, 'coordinator')).statusCode).toBe(
      403,
    );
    const checked = await t.post(`${BASE}/check`, { projectId: project(2), id, version: 2 }, 'investigator');
    expect(checked.json().data).toEqual({ id, version: 3 });
    expect((await list(2, '&status=checked')).rows.find((r) => r.id === id)).toMatchObject({
      checkedBy: 'investigator',
    });
    expect((await t.post(`${BASE}/check`, { projectId: project(2), id, version: 3 }, 'investigator')).statusCode).toBe(
      400,
    );
    expect((await save({ projectId: project(2), id, version: 3, ...medication(subjectId, 'x') })).statusCode).toBe(400);
    expect((await t.post(`${BASE}/delete`, { projectId: project(2), id, version: 3 }, 'coordinator')).statusCode).toBe(
      400,
    );
    const other = plain.json().data;
    const removed = await t.post(`${BASE}/delete`, { projectId: project(2), id: other.id, version: 1 }, 'coordinator');
    expect(removed.statusCode, removed.body).toBe(200);

    const [created] = await auditRows(t.db, 'conMed.create');
    expect(created).toMatchObject({ entity: 'safety_con_med', actorName: 'coordinator' });
    for (const [action, entityId] of [
      ['update', id],
      ['check', id],
      ['delete', other.id],
    ] as const) {
      expect((await auditRows(t.db, `conMed.${action}`))[0], action).toMatchObject({ entityId: String(entityId) });
    }
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const [subject] = await subjectsOf(2);
    const body = { projectId: project(2), ...medication(subject?.id ?? 0, '布洛芬') };
    const total = (await list(2)).total;
    const [outsider] = await subjectsOf(3);
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-01-06' }, 'startDate'],
      [{ endDate: '2026-01-01' }, 'endDate'],
      [{ subjectId: outsider?.id }, 'subjectId'],
      [{ drug: 'x'.repeat(101) }, 'drug'],
      [{ dose: ' ' }, 'dose'],
      [{ indication: 'x'.repeat(201) }, 'indication'],
      // Coded from their dictionaries: free text is refused.
      [{ route: '静脉推注' }, 'route'],
      [{ frequency: '每日一次' }, 'frequency'],
    ];
    for (const [change, field] of cases) {
      const refused = await save({ ...body, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().code).toBe('100');
      expect(refused.body).toContain(field);
    }
    expect((await list(2)).total).toBe(total);
  });

  it('saves a batch all or none', async () => {
    const [a, b] = await subjectsOf(0);
    const rows = [medication(a?.id ?? 0, '昂丹司琼'), medication(b?.id ?? a?.id ?? 0, '甲氧氯普胺')];
    const total = (await list(0)).total;
    const refused = await t.post(
      `${BASE}/batchSave`,
      { projectId: project(0), rows: [...rows, { ...medication(a?.id ?? 0, '地塞米松'), startDate: '2026-02-01' }] },
      'coordinator',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('rows[2].startDate');
    expect((await list(0)).total).toBe(total);
    const saved = await t.post(`${BASE}/batchSave`, { projectId: project(0), rows }, 'coordinator');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.rows).toHaveLength(2);
    expect((await list(0)).total).toBe(total + 2);
  });

  it('keeps medications to the project’s members: monitor reads, outsiders are refused, other rows are not found', async () => {
    const [subject] = await subjectsOf(0);
    expect((await list(0, '', 'monitor')).total).toBeGreaterThan(0);
    expect(
      (await save({ projectId: project(0), ...medication(subject?.id ?? 0, '布洛芬') }, 'monitor')).statusCode,
    ).toBe(403);
    expect((await t.get(`${BASE}/list/${project(0)}`, 'sysadmin')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(4)}`, 'coordinator')).statusCode).toBe(403);
    const row = (await list(0)).rows.find((r) => r.status === 'recorded');
    const smuggled = await t.post(
      `${BASE}/check`,
      { projectId: project(1), id: row?.id, version: row?.version },
      'investigator',
    );
    expect(smuggled.statusCode).toBe(404);
  });
});

describe('concomitant medication import', () => {
  it('answers the template with the Chinese headers', async () => {
    const response = await t.get(`${BASE}/template/${project(1)}?format=csv`, 'coordinator');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(HEADER);
    expect((await t.get(`${BASE}/template/${project(1)}?format=csv`, 'monitor')).statusCode).toBe(403);
  });

  it('reports every problem on a dry run, takes nothing while any remains, then all rows', async () => {
    await publishDrugLists(1, ['伊曲康唑'], []);
    const [a, b] = await subjectsOf(1);
    const good = [
      `${a?.subjectNumber},伊曲康唑胶囊,200 mg,口服,每日一次,2026-01-02,,真菌感染`,
      `${b?.subjectNumber ?? a?.subjectNumber},昂丹司琼片,8 mg,口服,,2026/1/3,2026-01-04,恶心`,
    ];
    const bad = ['NO-SUCH,布洛芬,200 mg,口服,,2026-01-02,,疼痛', `${a?.subjectNumber},,8 mg,口服,,2026-13-01,,恶心`];
    const total = (await list(1)).total;
    const post = (lines: string[], apply: boolean) =>
      t.post(
        `${BASE}/import`,
        { projectId: project(1), fileName: 'cm.csv', content: csv([HEADER, ...lines]), apply },
        'coordinator',
      );

    const refused = (await post([...good, ...bad], true)).json().data;
    expect(refused).toMatchObject({ rows: 4, applied: false });
    expect(refused.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 4, column: '受试者编号' }),
        expect.objectContaining({ row: 5, column: '药物名称' }),
        expect.objectContaining({ row: 5, column: '开始日期' }),
      ]),
    );
    expect((await list(1)).total).toBe(total);

    const dry = (await post(good, false)).json().data;
    expect(dry).toEqual({ rows: 2, problems: [], applied: false, created: 2, flagged: 1 });
    expect((await list(1)).total).toBe(total);
    const applied = (await post(good, true)).json().data;
    expect(applied).toMatchObject({ applied: true, created: 2, flagged: 1 });
    const rows = (await list(1)).rows;
    expect(rows).toHaveLength(total + 2);
    // Route and frequency cells named by their Chinese names are stored as their keys.
    expect(rows.find((r) => r.drug === '伊曲康唑胶囊')).toMatchObject({
      ruleFlag: 'prohibited',
      status: 'recorded',
      route: 'oral',
      frequency: 'qd',
    });
    const audit = (await auditRows(t.db, 'conMed.create')).slice(0, 2);
    expect(audit.map((row) => row.after?.via)).toEqual(['import', 'import']);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const response = await t.post(
      `${BASE}/import`,
      { projectId: project(1), fileName: 'cm.txt', content: csv([HEADER]), apply: true },
      'coordinator',
    );
    expect(response.json().data).toMatchObject({ applied: false, problems: [expect.objectContaining({ row: 0 })] });
  });
});
