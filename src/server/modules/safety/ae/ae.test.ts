import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRuleReason } from '../../../../shared/domain/safety/date-rules';
import { readTable, writeTable } from '../../../lib/spreadsheet';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { type AeTestFixture, aeBody, aeTestFixture } from './ae-test-support';

let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
});
afterAll(async () => t.close());

const BASE = '/api/trial/gcpAeRecord';
const project = (position = 0) => f.projects[position] ?? 0;
const save = (body: Record<string, unknown>, as = 'investigator') => t.post(`${BASE}/save`, body, as);
interface Row {
  id: number;
  subjectNumber: string;
  term: string;
  serious: string;
  seriousness: string[];
  saeRequired: boolean;
  saeReasons: string[];
  saeCount: number;
  status: string;
}

async function list(position: number, query = '', as = 'investigator'): Promise<{ rows: Row[]; total: number }> {
  const response = await t.get(`${BASE}/list/${project(position)}?limit=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('AE save and list', () => {
  it('lists a saved AE with the subject number, filters and the SAE flag', async () => {
    const subjectId = f.subjectOf(1);
    const serious = await save(
      aeBody(project(1), subjectId, { term: '肺炎', serious: '1', seriousness: ['hospitalization'], severity: 3 }),
    );
    expect(serious.statusCode, serious.body).toBe(200);
    const mild = await save(aeBody(project(1), subjectId, { term: '口干', severity: 1 }));
    expect(mild.statusCode, mild.body).toBe(200);
    const found = await list(1, `&subjectId=${subjectId}&serious=1`, 'monitor');
    const row = found.rows.find((r) => r.id === serious.json().data.id);
    expect(row).toMatchObject({
      subjectNumber: f.subjectNumberOf(1),
      serious: '1',
      seriousness: ['hospitalization'],
      saeRequired: true,
      saeReasons: ['serious'],
      saeCount: 0,
      status: 'draft',
    });
    expect(found.rows.some((r) => r.id === mild.json().data.id)).toBe(false);
    const required = await list(1, `&subjectId=${subjectId}&saeRequired=false`);
    expect(required.rows.map((r) => r.id)).toContain(mild.json().data.id);
    expect(required.rows.every((r) => !r.saeRequired)).toBe(true);
  });

  it('refuses bad fields naming them, storing nothing', async () => {
    const before = (await list(0)).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ onsetDate: '2026-01-06' }, 'onsetDate'],
      [{ onsetDate: '2026-02-30' }, 'onsetDate'],
      [{ endDate: '2026-01-02' }, 'endDate'],
      [{ serious: '1', seriousness: [] }, 'seriousness'],
      [{ serious: '0', seriousness: ['death'] }, 'seriousness'],
      [{ outcome: 'nonsense' }, 'outcome'],
      [{ severity: 4 }, 'severity'],
      [{ term: 'x'.repeat(101) }, 'term'],
    ];
    for (const [extra, field] of cases) {
      const response = await save(aeBody(project(0), f.subjectOf(0), extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().code).toBe('100');
      expect(response.json().msg).toContain(field);
    }
    expect((await list(0)).total).toBe(before);
  });

  it('answers 404 for a subject of another project', async () => {
    const response = await save(aeBody(project(0), f.subjectOf(1)));
    expect(response.statusCode).toBe(404);
  });

  it('lets the monitor read but not save; a user outside the project gets 403', async () => {
    expect((await save(aeBody(project(0), f.subjectOf(0)), 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(2)}`, 'monitor')).statusCode).toBe(403);
    expect((await save(aeBody(project(4), f.subjectOf(4)), 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(0)}`, 'monitor')).statusCode).toBe(200);
  });

  it('marks an AE as needing an SAE by the published rules (term and grade)', async () => {
    const projectId = project(3);
    await t.db.updateTable('safetyRule').set({ status: 'retired' }).where('projectId', '=', projectId).execute();
    const content = {
      ae: { saeTerms: ['间质性肺病'], saeMinGrade: 4 },
      sae: { requireAttachment: false },
      violation: { visitOutOfWindow: true, visitMissed: true },
      conMed: { prohibited: [], cautioned: [] },
    };
    const now = new Date(t.clock()).toISOString();
    await t.db
      .insertInto('safetyRule')
      .values({
        projectId,
        ruleVersion: 99,
        status: 'published',
        name: '测试规则',
        content: JSON.stringify(content),
        origin: null,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      })
      .execute();
    const byTerm = await save(aeBody(projectId, f.subjectOf(3), { term: ' 间质性肺病', grade: '2' }));
    const byGrade = await save(aeBody(projectId, f.subjectOf(3), { term: '贫血', grade: '4' }));
    const neither = await save(aeBody(projectId, f.subjectOf(3), { term: '贫血', grade: '3' }));
    const rows = (await list(3, '&saeRequired=true')).rows;
    expect(rows.find((r) => r.id === byTerm.json().data.id)?.saeReasons).toEqual(['term']);
    expect(rows.find((r) => r.id === byGrade.json().data.id)?.saeReasons).toEqual(['grade']);
    expect(rows.some((r) => r.id === neither.json().data.id)).toBe(false);
  });
});

describe('AE batch save', () => {
  it('creates every row or none, listing the problems per row index', async () => {
    const before = (await list(2)).total;
    const good = aeBody(project(2), f.subjectOf(2));
    const { projectId: _p, ...row } = good;
    const refused = await t.post(
      `${BASE}/batchSave`,
      {
        projectId: project(2),
        rows: [row, { ...row, onsetDate: '2030-01-01' }, { ...row, subjectId: f.subjectOf(0) }],
      },
      'coordinator',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.problems).toEqual([
      { index: 1, field: 'onsetDate', reason: expect.any(String) },
      { index: 2, field: 'subjectId', reason: expect.any(String) },
    ]);
    expect((await list(2)).total).toBe(before);
    const saved = await t.post(
      `${BASE}/batchSave`,
      { projectId: project(2), rows: [row, { ...row, term: '呕吐' }] },
      'coordinator',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.ids).toHaveLength(2);
    expect((await list(2)).total).toBe(before + 2);
  });
});

describe('AE import', () => {
  const HEADER = [
    '受试者编号',
    '不良事件名称',
    '开始日期',
    '结束日期',
    '严重程度(1轻度/2中度/3重度)',
    'CTCAE分级',
    '是否严重(是/否)',
    '严重性标准',
    '与试验药物关系',
    '采取措施',
    '转归',
    '治疗措施',
    '开始日期早于知情同意的原因',
  ];
  const importFile = async (rows: string[][], apply: boolean, as = 'coordinator') => {
    const content = (await writeTable(HEADER, rows, 'csv', 'AE')).toString('base64');
    return t.post(`${BASE}/import`, { projectId: project(0), fileName: 'ae.csv', content, apply }, as);
  };

  it('offers the template with the Chinese headers', async () => {
    const response = await t.get(`${BASE}/template/${project(0)}?format=xlsx`, 'coordinator');
    expect(response.statusCode).toBe(200);
    const [header] = await readTable(response.rawPayload, 'xlsx');
    expect(header).toEqual(HEADER);
    expect((await t.get(`${BASE}/template/${project(0)}`, 'monitor')).statusCode).toBe(403);
  });

  it('reports every problem on a dry run and takes all rows as drafts or none', async () => {
    const number = f.subjectNumberOf(0);
    // Recovered: the end day is required.
    const end = '2026-01-03';
    const good = [number, '便秘', '2026-01-02', end, '轻度', '1级（轻度）', '否', '', '可能有关', 'none', '痊愈', ''];
    const serious = [
      number,
      '晕厥',
      '2026/1/4',
      '2026-01-04',
      '3',
      '3',
      '是',
      '导致住院或住院时间延长',
      'possible',
      '暂停用药',
      'recovered',
      '补液',
    ];
    const bad = ['NO-SUCH', '失眠', '2026-13-01', '', '5', '', '也许', '', '未知关系', 'none', 'recovered', ''];
    const before = (await list(0)).total;
    const dry = await importFile([good, serious, bad], false);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ rows: 3, applied: false, created: 0 });
    expect(report.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [4, '受试者编号'],
      [4, '开始日期'],
      [4, '严重程度(1轻度/2中度/3重度)'],
      [4, '是否严重(是/否)'],
      [4, '与试验药物关系'],
    ]);
    const refused = await importFile([good, serious, bad], true);
    expect(refused.json().data.applied).toBe(false);
    expect((await list(0)).total).toBe(before);

    const applied = await importFile([good, serious], true);
    expect(applied.json().data).toMatchObject({ rows: 2, applied: true, created: 2, problems: [] });
    const rows = (await list(0)).rows.filter((r) => ['便秘', '晕厥'].includes(r.term));
    expect(rows.map((r) => [r.term, r.serious, r.seriousness, r.status])).toEqual([
      ['晕厥', '1', ['hospitalization'], 'draft'],
      ['便秘', '0', [], 'draft'],
    ]);
    const [audit] = await auditRows(t.db, 'ae.import');
    expect(audit?.after).toMatchObject({ rows: 2, created: 2 });
  });

  it('takes an onset before consent only with the reason column filled', async () => {
    const consent = await t.db
      .selectFrom('trialSubject')
      .select('consentDate')
      .where('id', '=', f.subjectOf(0))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('trialSubject')
      .set({ consentDate: '2026-01-10' })
      .where('id', '=', f.subjectOf(0))
      .execute();
    try {
      const row = (reason: string) => [
        f.subjectNumberOf(0),
        '头晕',
        '2026-01-05',
        '',
        '1',
        '',
        '否',
        '',
        'possible',
        'none',
        '好转',
        '',
        reason,
      ];
      const refused = await importFile([row('')], true);
      expect(refused.json().data).toMatchObject({ applied: false, created: 0 });
      expect(refused.json().data.problems).toEqual([
        expect.objectContaining({ row: 2, column: '开始日期', reason: dateRuleReason('onsetNotBeforeConsent') }),
      ]);
      const reason = '筛选期已出现，知情同意前记录于门诊病历';
      const applied = await importFile([row(reason)], true);
      expect(applied.json().data).toMatchObject({ applied: true, created: 1, problems: [] });
      const stored = await t.db
        .selectFrom('safetyAe')
        .select('preConsentReason')
        .where('term', '=', '头晕')
        .executeTakeFirstOrThrow();
      expect(stored.preConsentReason).toBe(reason);
    } finally {
      await t.db.updateTable('trialSubject').set(consent).where('id', '=', f.subjectOf(0)).execute();
    }
  });
});
