import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertProject } from '../../../test-support';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const ids = { lung: 0, gastric: 0, hypertension: 0, screening: 0 };
type Fixture = keyof typeof ids;

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 1) - hoursAgo * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ids.lung = await insertProject(t.db, {
    name: '评价HK-101片治疗晚期非小细胞肺癌的Ⅲ期研究',
    testedDiseases: '非小细胞肺癌',
    trialMedicine: 'HK-101片',
    trialStages: '3',
    trialType: '1',
    pathologicType: 'xa',
    targetSpot: 'EGFR',
    recruitStatus: 'zmz',
    institutionAcceptNumber: 'YW2026-001',
    runStage: '入组中',
    previousTreatmentDrug: '铂类化疗',
    researchName: '张伟',
    actionTime: at(1),
  });
  ids.gastric = await insertProject(t.db, {
    name: '胃癌一线治疗研究',
    testedDiseases: '胃癌',
    trialMedicine: '卡培他滨',
    trialStages: '2',
    trialType: '1',
    pathologicType: 'lz',
    targetSpot: 'HER2',
    recruitStatus: 'zmwc',
    institutionAcceptNumber: 'YW2025-118',
    runStage: '随访中',
    researchName: '王芳',
    actionTime: at(2),
  });
  ids.hypertension = await insertProject(t.db, {
    name: '高血压患者降压研究',
    testedDiseases: '高血压',
    trialMedicine: 'HK-B20胶囊',
    trialStages: '4',
    trialType: '3',
    recruitStatus: 'ztzm',
    researchName: '李娜',
    actionTime: at(3),
  });
  ids.screening = await insertProject(t.db, {
    name: '肺癌筛查器械研究',
    testedDiseases: '肺癌',
    trialStages: 'other',
    trialType: '2',
    recruitStatus: 'zzzm',
    actionTime: at(4),
  });
});
afterAll(() => t.close());

async function search(form: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/projects',
    payload: new URLSearchParams({ offset: '0', limit: '10', ...form }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: response.statusCode, body: response.json() };
}

async function names(form: Record<string, string>) {
  const { status, body } = await search(form);
  expect(status).toBe(200);
  return (body.rows as { id: number }[]).map((row) => row.id);
}

describe('POST /api/portal/projects', () => {
  it('lists every project newest start first, in the envelope', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body).toMatchObject({ isOk: true, code: '200', total: 4 });
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([
      ids.lung,
      ids.gastric,
      ids.hypertension,
      ids.screening,
    ]);
    expect(body.rows[0]).not.toHaveProperty('inclusionCriteria');
  });

  it.each([
    ['a 2-character Chinese disease name', '肺癌', ['lung', 'screening']],
    ['a 2-character trial drug fragment', '卡培', ['gastric']],
    ['a 5-character disease name (full-text index)', '小细胞肺癌', ['lung']],
    ['a 4-character name fragment', '降压研究', ['hypertension']],
    ['a drug code, case-insensitively', 'hk-101', ['lung']],
    ['a 2-character code, case-insensitively', 'hk', ['lung', 'hypertension']],
    ['a short term with a non-ASCII letter in the other case', 'ⅲ期', ['lung']],
    ['a long term with a non-ASCII letter in the other case', 'ⅲ期研究', ['lung']],
    ['one character', '胃', ['gastric']],
    ['LIKE wildcards as plain text', '%', []],
    ['FTS syntax as plain text', '"肺癌" OR', []],
  ])('keyword search matches %s', async (_, keyword, expected) => {
    expect(await names({ keyword })).toEqual(expected.map((key) => ids[key as Fixture]));
  });

  it.each([
    ['name', '降压', ['hypertension']],
    ['institutionAcceptNumber', 'YW2025', ['gastric']],
    ['institutionAcceptNumber', 'yw2025', ['gastric']],
    ['name', 'ⅲ期', ['lung']],
    ['trialMedicine', 'HK', ['lung', 'hypertension']],
    ['testedDiseases', '肺癌', ['lung', 'screening']],
    ['trialType', '1', ['lung', 'gastric']],
    ['trialStages', '2,3', ['lung', 'gastric']],
    ['pathologicType', 'xa,lz', ['lung', 'gastric']],
    ['pathologicType', 'lz', ['gastric']],
    ['runStage', '随访', ['gastric']],
    ['recruitStatus', 'zmwc', ['gastric']],
    ['previousTreatmentDrug', '铂类', ['lung']],
    ['researchName', '李娜', ['hypertension']],
    ['targetSpot', 'HER2', ['gastric']],
  ])('filters by %s = %s', async (field, value, expected) => {
    expect(await names({ [field]: value })).toEqual(expected.map((key) => ids[key as Fixture]));
  });

  it('combines filters with AND', async () => {
    expect(await names({ keyword: '肺癌', recruitStatus: 'zmz' })).toEqual([ids.lung]);
  });

  it('pages with offset and limit and reports the total', async () => {
    const paged = await createTestApp({ demo: false });
    for (let i = 0; i < 25; i += 1) await insertProject(paged.db, { name: `项目${i}`, actionTime: at(i) });
    const response = await paged.app.inject({
      method: 'POST',
      url: '/api/portal/projects',
      payload: 'offset=20&limit=10',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = response.json();
    expect(body.total).toBe(25);
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['项目20', '项目21', '项目22', '项目23', '项目24']);
    await paged.close();
  });

  it.each([
    ['limit is not a number', { limit: 'ten' }, 'limit'],
    ['limit is over 100', { limit: '101' }, 'limit'],
    ['offset is negative', { offset: '-1' }, 'offset'],
    ['a field is unknown', { colour: 'red' }, 'colour'],
    ['a filter is too long', { keyword: '癌'.repeat(101) }, 'keyword'],
  ])('refuses bad input with 400 and code 100 when %s', async (_, form, field) => {
    const { status, body } = await search(form);
    expect(status).toBe(400);
    expect(body).toMatchObject({ isOk: false, code: '100' });
    expect(body.msg).toContain(field);
  });

  it('refuses a missing limit, naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/portal/projects',
      payload: 'offset=0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('limit');
  });

  it('refuses an oversize body and a body of the wrong type', async () => {
    const oversize = await t.app.inject({
      method: 'POST',
      url: '/api/portal/projects',
      payload: `offset=0&limit=10&keyword=${'a'.repeat(40_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json()).toMatchObject({ isOk: false, code: '100' });
    const json = await t.app.inject({ method: 'POST', url: '/api/portal/projects', payload: { offset: 0, limit: 10 } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ isOk: false, code: '100' });
  });

  it('answers 1,000 random form bodies without a server error', async () => {
    const fields = [
      'offset',
      'limit',
      'keyword',
      'name',
      'trialStages',
      'pathologicType',
      'recruitStatus',
      'targetSpot',
      'x',
    ];
    const anyText = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), anyText),
        async (form) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/portal/projects',
            payload: new URLSearchParams(form).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toHaveProperty('code');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('GET /api/portal/projects/:id and outpatients', () => {
  it('answers the whole project', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/portal/projects/${ids.gastric}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isOk: true,
      code: '200',
      data: { id: ids.gastric, name: '胃癌一线治疗研究', targetSpot: 'HER2', inclusionCriteria: null },
    });
  });

  it('answers 404 with code 404 for an unknown project, 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/portal/projects/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isOk: false, code: '404' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/portal/projects/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isOk: false, code: '100' });
  });

  it('lists outpatient doctors in their order', async () => {
    await t.db
      .insertInto('outpatient')
      .values([
        { projectId: ids.lung, sort: 1, deptName: '肿瘤科', doctName: '赵医生', seeTime: '周三上午' },
        { projectId: ids.lung, sort: 0, deptName: '呼吸科', doctName: '钱医生', seeTime: '周一下午' },
      ])
      .execute();
    const response = await t.app.inject({ method: 'POST', url: `/api/portal/projects/${ids.lung}/outpatients` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { deptName: '呼吸科', doctName: '钱医生', seeTime: '周一下午' },
      { deptName: '肿瘤科', doctName: '赵医生', seeTime: '周三上午' },
    ]);
    const none = await t.app.inject({ method: 'POST', url: `/api/portal/projects/${ids.gastric}/outpatients` });
    expect(none.json()).toMatchObject({ code: '200', data: [] });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/portal/projects/999999/outpatients' });
    expect(unknown.statusCode).toBe(404);
  });
});
