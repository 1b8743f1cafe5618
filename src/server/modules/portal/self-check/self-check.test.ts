import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfCheck } from '../../../../shared/api/portal/self-check';
import type { Criterion } from '../../../../shared/domain/recruitment';
import { createTestApp, insertProject } from '../../../test-support';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const ids = { ruled: 0, noRules: 0, draft: 0, byDisease: 0 };
const NOW = '2026-11-01T00:00:00.000Z';

const published: Criterion[] = [
  { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
  { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: ['胃癌'] },
  { id: 'alt', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 40 },
  { id: 'drug', role: 'exclusion', kind: 'priorDrug', drugs: ['奥希替尼'], taken: true },
];

async function insertRule(projectId: number, status: string, criteria: Criterion[], diseaseKey = 'default') {
  await t.db
    .insertInto('recruitRule')
    .values({
      projectId,
      diseaseKey,
      ruleVersion: status === 'published' ? 1 : 2,
      status,
      name: `${status} rule`,
      criteria: JSON.stringify(criteria),
      origin: null,
      createdAt: NOW,
      updatedAt: NOW,
      publishedAt: status === 'published' ? NOW : null,
    })
    .execute();
}

const get = (projectId: number) => t.app.inject({ method: 'GET', url: `/api/portal/projects/${projectId}/self-check` });
const data = async (projectId: number): Promise<SelfCheck> => {
  const response = await get(projectId);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SelfCheck }>().data;
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ids.ruled = await insertProject(t.db, { name: '胃癌一线治疗研究' });
  ids.noRules = await insertProject(t.db, { name: '高血压患者降压研究' });
  ids.draft = await insertProject(t.db, { name: '未发布项目', published: 0 });
  ids.byDisease = await insertProject(t.db, { name: '按病种规则的项目' });
  await insertRule(ids.ruled, 'published', published);
  // A newer draft is not what patients see.
  await insertRule(ids.ruled, 'draft', [{ id: 'new', role: 'inclusion', kind: 'sex', sex: 'male' }]);
  await insertRule(ids.draft, 'published', published);
  await insertRule(ids.byDisease, 'published', [{ id: 'f', role: 'inclusion', kind: 'sex', sex: 'female' }], '肺癌');
});

afterAll(async () => t.close());

describe('GET /api/portal/projects/:projectId/self-check', () => {
  it("asks the published rule's patient-answerable criteria, without sign-in", async () => {
    const check = await data(ids.ruled);
    expect(check.projectId).toBe(ids.ruled);
    expect(check.diseaseKey).toBe('default');
    expect(check.questions.map((q) => [q.id, q.rulesOutOn])).toEqual([
      ['age', 'no'],
      ['dx', 'no'],
      ['drug', 'yes'],
    ]);
    expect(check.questions[1]?.text['zh-CN']).toBe('您是否被确诊为以下疾病之一：胃癌？');
    expect(check.hasDoctorChecks).toBe(true);
    expect(check.consent.version).not.toBe('');
    expect(check.consent.text['zh-CN']).toContain('180 天');
  });

  it('gives no lab threshold away', async () => {
    const body = (await get(ids.ruled)).body;
    expect(body).not.toContain('ALT');
    expect(body).not.toContain('C16');
  });

  it('uses the published rule of another disease key when there is no default one', async () => {
    const check = await data(ids.byDisease);
    expect(check.diseaseKey).toBe('肺癌');
    expect(check.questions.map((q) => q.id)).toEqual(['f']);
  });

  it('answers an empty questionnaire for a project without published rules', async () => {
    const check = await data(ids.noRules);
    expect(check).toMatchObject({
      projectId: ids.noRules,
      diseaseKey: 'default',
      questions: [],
      hasDoctorChecks: false,
    });
  });

  it('is 404 for an unpublished or missing project, as the public detail is', async () => {
    for (const id of [ids.draft, 999_999]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ isOk: false, code: '404' });
      expect(response.body).not.toContain('您的年龄');
    }
  });

  it('refuses a malformed project id with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/projects/abc/self-check' });
    expect(response.statusCode).toBe(400);
  });
});
