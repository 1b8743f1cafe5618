import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(8).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

/** Demo staff: investigator on positions 0–5, coordinator on 0–2, monitor on 0, 1 and 3. */
const project = (position: number) => projects[position] ?? 0;
const base = '/api/config/gcpRecruitRule';
const post = (path: string, body: Record<string, unknown>, as = 'investigator') => t.post(`${base}/${path}`, body, as);

const criteria = [
  { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
  { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: ['胃癌'] },
];

interface Version {
  id: number;
  diseaseKey: string;
  ruleVersion: number;
  status: string;
  name: string;
  criteriaCount: number;
  origin: string | null;
  version: number;
}

async function versions(position: number, as = 'investigator'): Promise<{ diseaseKey: string; versions: Version[] }[]> {
  const response = await t.get(`${base}/${project(position)}/list`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function created(response: Awaited<ReturnType<typeof post>>): Promise<{ id: number; version: number }> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('rule versions', () => {
  it('creates a draft, edits it with its version, publishes it and retires the previous one', async () => {
    const p = project(0);
    const draft = await created(await post('save', { projectId: p, name: '胃癌初筛', criteria }, 'coordinator'));
    const stale = await post('save', { projectId: p, id: draft.id, version: 9, name: 'x', criteria }, 'coordinator');
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const edited = await created(
      await post(
        'save',
        {
          projectId: p,
          id: draft.id,
          version: 1,
          name: '胃癌初筛 v1',
          criteria: [...criteria, { id: 'm', role: 'exclusion', kind: 'manual', text: '妊娠' }],
        },
        'coordinator',
      ),
    );
    expect(edited.version).toBe(2);
    const [update] = await auditRows(t.db, 'recruitRule.update');
    expect(update?.before).toMatchObject({ ruleId: draft.id, name: '胃癌初筛' });

    const detail = await t.get(`${base}/${p}/${draft.id}`, 'monitor');
    expect(detail.json().data).toMatchObject({ status: 'draft', ruleVersion: 1, criteriaCount: 3 });

    const published = await post('publish', { projectId: p, id: draft.id, version: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ id: draft.id, ruleVersion: 1, match: { matched: 0 } });

    // A published version is never edited: a new draft starts from it and gets the next number.
    const refused = await post('save', { projectId: p, id: draft.id, version: 3, name: 'x', criteria }, 'coordinator');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('已发布或已停用的版本不能修改，请从它新建草稿');
    const second = await created(await post('draft-from', { projectId: p, id: draft.id }, 'coordinator'));
    await created(await post('publish', { projectId: p, id: second.id, version: 1 }));
    const [group] = await versions(0);
    expect(group?.versions.map((v) => [v.ruleVersion, v.status, v.origin])).toEqual([
      [2, 'published', 'version:1'],
      [1, 'retired', null],
    ]);
    const [publishAudit] = await auditRows(t.db, 'recruitRule.publish');
    expect(publishAudit?.after).toMatchObject({ ruleId: second.id, ruleVersion: 2, retiredRuleId: draft.id });
    expect(publishAudit?.entityId).toBe(String(p));
  });

  it('keeps at most one draft per disease key and refuses criteria the rules forbid', async () => {
    const p = project(1);
    await created(await post('save', { projectId: p, name: 'A', criteria }));
    const twice = await post('save', { projectId: p, name: 'B', criteria });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data).toEqual({ field: 'diseaseKey' });
    await created(await post('save', { projectId: p, diseaseKey: '乳腺癌', name: 'B', criteria }));
    expect((await versions(1)).map((g) => g.diseaseKey)).toEqual(['default', '乳腺癌']);

    const badAge = await post('save', {
      projectId: p,
      diseaseKey: 'x',
      name: 'C',
      criteria: [{ id: 'a', role: 'inclusion', kind: 'age', min: 80, max: 18 }],
    });
    expect(badAge.statusCode).toBe(400);
    expect(badAge.json().data).toEqual({ field: 'criteria' });
    const badKind = await post('save', {
      projectId: p,
      diseaseKey: 'x',
      name: 'C',
      criteria: [{ id: 'a', role: 'inclusion', kind: 'weight', min: 1 }],
    });
    expect(badKind.statusCode).toBe(400);
    const duplicateIds = await post('save', {
      projectId: p,
      diseaseKey: 'x',
      name: 'C',
      criteria: [criteria[0], criteria[0]],
    });
    expect(duplicateIds.json().msg).toMatch(/编号重复/);
    expect((await versions(1)).map((g) => g.diseaseKey)).toEqual(['default', '乳腺癌']);
  });

  it('hides another project’s version as not found, even from someone who may edit their own', async () => {
    const mine = await created(await post('save', { projectId: project(4), name: 'B', criteria }));
    const smuggled = await post(
      'save',
      { projectId: project(0), id: mine.id, version: 1, name: 'x', criteria },
      'coordinator',
    );
    expect(smuggled.statusCode).toBe(404);
    expect((await t.get(`${base}/${project(0)}/${mine.id}`, 'coordinator')).statusCode).toBe(404);
  });
});

describe('copy and import', () => {
  it('copies a template and another project’s version into drafts, and hides projects the caller is not on', async () => {
    const templates = await t.get(`${base}/templates`, 'coordinator');
    expect(templates.json().data.map((tpl: { id: string }) => tpl.id)).toContain('gastric');
    const fromTemplate = await created(
      await post('copy', { projectId: project(2), from: { templateId: 'gastric' } }, 'coordinator'),
    );
    const detail = (await t.get(`${base}/${project(2)}/${fromTemplate.id}`, 'coordinator')).json().data;
    expect(detail).toMatchObject({ diseaseKey: '胃癌', origin: 'template:gastric', status: 'draft' });
    expect(detail.criteria.find((c: { id: string }) => c.id === 'dx')).toMatchObject({ kind: 'diagnosis' });

    // Project 4's version: the investigator is on both projects, the coordinator only on 0–2.
    const source = await created(await post('save', { projectId: project(5), name: '源规则', criteria }));
    const copied = await created(
      await post('copy', { projectId: project(2), from: { projectId: project(5), id: source.id } }),
    );
    const copy = (await t.get(`${base}/${project(2)}/${copied.id}`, 'investigator')).json().data;
    expect(copy).toMatchObject({ name: '源规则', origin: `project:${project(5)}#1`, diseaseKey: 'default' });
    const hidden = await post(
      'copy',
      { projectId: project(2), diseaseKey: '另一', from: { projectId: project(5), id: source.id } },
      'coordinator',
    );
    expect(hidden.statusCode).toBe(404);
    const wrongPair = await post('copy', {
      projectId: project(2),
      diseaseKey: '另二',
      from: { projectId: project(0), id: source.id },
    });
    expect(wrongPair.statusCode).toBe(404);
    expect((await auditRows(t.db, 'recruitRule.copy')).length).toBe(2);
  });

  it('imports a valid JSON rule file as a draft and refuses a broken one naming the problem', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const file = { name: '导入规则', diseaseKey: '肺癌', criteria };
    const imported = await created(
      await post('import', { projectId: project(3), fileName: 'rules.json', content: encode(file) }),
    );
    const row = (await t.get(`${base}/${project(3)}/${imported.id}`, 'monitor')).json().data;
    expect(row).toMatchObject({ name: '导入规则', diseaseKey: '肺癌', origin: 'import:rules.json', criteriaCount: 2 });

    const notJson = await post('import', {
      projectId: project(3),
      fileName: 'x.json',
      content: Buffer.from('{x').toString('base64'),
    });
    expect(notJson.json()).toMatchObject({ data: { field: 'content' } });
    const missing = await post('import', { projectId: project(3), fileName: 'x.json', content: encode({ name: 'x' }) });
    expect(missing.json().msg).toMatch(/criteria/);
    const badCriterion = await post('import', {
      projectId: project(3),
      fileName: 'x.json',
      content: encode({
        name: 'x',
        diseaseKey: 'y',
        criteria: [{ id: 'a', role: 'inclusion', kind: 'sex', sex: 'other' }],
      }),
    });
    expect(badCriterion.statusCode).toBe(400);
    expect((await versions(3)).map((g) => g.diseaseKey)).toEqual(['肺癌']);
  });
});

describe('permissions', () => {
  it('lets a coordinator edit but not publish, a monitor read but not edit, and nobody act on another project', async () => {
    const p = project(2);
    const draft = await created(
      await post('save', { projectId: p, diseaseKey: '权限', name: 'P', criteria }, 'coordinator'),
    );
    expect((await post('publish', { projectId: p, id: draft.id, version: 1 }, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${base}/${project(0)}/list`, 'monitor')).statusCode).toBe(200);
    expect(
      (await post('save', { projectId: project(0), name: 'M', diseaseKey: 'm', criteria }, 'monitor')).statusCode,
    ).toBe(403);
    expect((await t.get(`${base}/${project(4)}/list`, 'coordinator')).statusCode).toBe(403);
    expect(
      (await post('save', { projectId: project(4), name: 'C', diseaseKey: 'c', criteria }, 'coordinator')).statusCode,
    ).toBe(403);
    expect((await t.get(`${base}/${project(0)}/list`, 'finance')).statusCode).toBe(403);
    expect((await t.get(`${base}/templates`)).statusCode).toBe(401);
  });
});
