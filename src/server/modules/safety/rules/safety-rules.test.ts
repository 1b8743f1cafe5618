import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_RULE_TEMPLATES } from '../../../../shared/domain/safety/rules';
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
const base = '/api/gtrial/rule/safety';
const post = (path: string, body: Record<string, unknown>, as = 'investigator') => t.post(`${base}/${path}`, body, as);

const content = {
  ae: { saeTerms: ['间质性肺病'], saeMinGrade: 4 },
  sae: { requireAttachment: true },
  violation: { visitOutOfWindow: true, visitMissed: false },
  conMed: { prohibited: ['酮康唑'], cautioned: ['华法林'] },
};

async function saved(response: Awaited<ReturnType<typeof post>>): Promise<{ id: number; version: number }> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function versions(position: number, as = 'investigator') {
  const response = await t.get(`${base}/list/${project(position)}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; ruleVersion: number; status: string; origin: string | null }[];
}

async function subjectOf(projectId: number): Promise<number> {
  const at = '2025-12-01T00:00:00.000Z';
  const { id } = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq: 1,
      subjectNumber: `S-${projectId}-1`,
      initials: 'ZSM',
      status: 'enrolled',
      screeningDate: '2025-11-20',
      enrolledDate: '2025-12-01',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('safety rule versions', () => {
  it('creates and edits a draft, publishes it, retires the previous and keeps published ones immutable', async () => {
    const p = project(0);
    expect((await t.get(`${base}/published/${p}`, 'coordinator')).json().data).toBeNull();
    const draft = await saved(await post('save', { projectId: p, name: '靶向药规则', content }, 'coordinator'));
    const second = await post('save', { projectId: p, name: '另一个', content }, 'coordinator');
    expect(second.statusCode).toBe(400);
    const stale = await post('save', { projectId: p, id: draft.id, version: 9, name: 'x', content }, 'coordinator');
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const edited = await saved(
      await post('save', { projectId: p, id: draft.id, version: 1, name: '靶向药规则 v1', content }, 'coordinator'),
    );
    expect(edited.version).toBe(2);
    const [update] = await auditRows(t.db, 'safetyRule.update');
    expect(update).toMatchObject({ entity: 'safety_rule', entityId: String(draft.id) });
    expect(update?.before).toEqual({ name: '靶向药规则' });

    const published = await post('publish', { projectId: p, id: draft.id, version: 2 });
    expect(published.json().data).toMatchObject({ id: draft.id, ruleVersion: 1, version: 3 });
    expect((await t.get(`${base}/published/${p}`, 'coordinator')).json().data).toEqual(content);
    const refused = await post('save', { projectId: p, id: draft.id, version: 3, name: 'x', content }, 'coordinator');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('已发布或已停用的版本不能修改');
    const notDeleted = await post('delete', { projectId: p, id: draft.id, version: 3 }, 'coordinator');
    expect(notDeleted.statusCode).toBe(400);

    const next = await saved(await post('copy', { projectId: p, from: { template: 'immunotherapy' } }, 'coordinator'));
    await saved(await post('publish', { projectId: p, id: next.id, version: 1 }));
    expect((await versions(0)).map((v) => [v.ruleVersion, v.status, v.origin])).toEqual([
      [2, 'published', 'template:immunotherapy'],
      [1, 'retired', null],
    ]);
    const detail = await t.get(`${base}/get/${p}/${next.id}`, 'monitor');
    expect(detail.json().data.content).toEqual(SAFETY_RULE_TEMPLATES[1]?.content);
    const [publishAudit] = await auditRows(t.db, 'safetyRule.publish');
    expect(publishAudit?.after).toMatchObject({ ruleVersion: 2, retiredRuleId: draft.id, projectId: p });
  });

  it('refuses bad content with the field named and deletes a draft', async () => {
    const p = project(1);
    const badGrade = await post('save', {
      projectId: p,
      name: 'x',
      content: { ...content, ae: { saeTerms: [], saeMinGrade: 6 } },
    });
    expect(badGrade.statusCode).toBe(400);
    expect(badGrade.json().code).toBe('100');
    const onBoth = { ...content, conMed: { prohibited: ['酮康唑'], cautioned: [' 酮康唑'] } };
    const both = await post('save', { projectId: p, name: 'x', content: onBoth });
    expect(both.json().data).toEqual({ field: 'content.conMed.cautioned' });
    expect(await versions(1)).toEqual([]);

    const draft = await saved(await post('save', { projectId: p, name: '草稿', content }, 'coordinator'));
    expect((await post('delete', { projectId: p, id: draft.id, version: 1 }, 'coordinator')).statusCode).toBe(200);
    expect(await versions(1)).toEqual([]);
    const [deleted] = await auditRows(t.db, 'safetyRule.delete');
    expect(deleted?.entityId).toBe(String(draft.id));
  });

  it('a version of another project is not found, and the coordinator may not publish', async () => {
    const draft = await saved(await post('save', { projectId: project(2), name: '规则', content }, 'coordinator'));
    const elsewhere = await t.get(`${base}/get/${project(1)}/${draft.id}`, 'investigator');
    expect(elsewhere.statusCode).toBe(404);
    const coordinator = await post('publish', { projectId: project(2), id: draft.id, version: 1 }, 'coordinator');
    expect(coordinator.statusCode).toBe(403);
    expect((await t.get(`${base}/list/${project(4)}`, 'monitor')).statusCode).toBe(403);
  });
});

describe('copy', () => {
  it("copies another project's current rules when the caller may read them there, else answers 404", async () => {
    const source = await saved(await post('save', { projectId: project(3), name: '来源规则', content }));
    await saved(await post('publish', { projectId: project(3), id: source.id, version: 1 }));
    const copied = await saved(await post('copy', { projectId: project(4), from: { projectId: project(3) } }));
    const [copy] = await versions(4);
    expect(copy).toMatchObject({ id: copied.id, status: 'draft', origin: `project:${project(3)}#1` });
    // The coordinator is on positions 0–2 only: position 3 is not theirs.
    const hidden = await post('copy', { projectId: project(0), from: { projectId: project(3) } }, 'coordinator');
    expect(hidden.statusCode).toBe(404);
    const noTemplate = await post('copy', { projectId: project(5), from: { template: 'nope' } });
    expect(noTemplate.statusCode).toBe(404);
    const [audit] = await auditRows(t.db, 'safetyRule.copy');
    expect(audit?.after).toMatchObject({ projectId: project(4), origin: `project:${project(3)}#1`, prohibited: 1 });
  });
});

describe('publish re-applies the rules', () => {
  it("re-flags the project's AEs and concomitant medications in the same write", async () => {
    const p = project(5);
    const subjectId = await subjectOf(p);
    const at = '2026-01-01T00:00:00.000Z';
    const record = { projectId: p, subjectId, createdBy: 'investigator', createdAt: at, updatedAt: at };
    const ae = { ...record, onsetDate: '2025-12-20', severity: 2, drugRelation: '1', drugAction: '1', outcome: '1' };
    const ild = await t.db
      .insertInto('safetyAe')
      .values({ ...ae, term: '间质性 肺病', grade: '2', serious: '0' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rash = await t.db
      .insertInto('safetyAe')
      .values({ ...ae, term: '皮疹', grade: '1', serious: '0', saeRequired: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const med = { ...record, dose: '200 mg', route: 'oral', startDate: '2025-12-21', indication: '真菌感染' };
    const keto = await t.db
      .insertInto('safetyConMed')
      .values({ ...med, drug: '酮康唑片' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const draft = await saved(await post('save', { projectId: p, name: '规则', content }));
    const published = await post('publish', { projectId: p, id: draft.id, version: 1 });
    expect(published.json().data).toMatchObject({ aeFlagged: 1, conMedFlagged: 1 });
    const aes = await t.db.selectFrom('safetyAe').select(['id', 'saeRequired', 'version']).orderBy('id').execute();
    expect(aes).toEqual([
      { id: ild.id, saeRequired: 1, version: 1 },
      { id: rash.id, saeRequired: 0, version: 1 },
    ]);
    const flags = await t.db.selectFrom('safetyConMed').select(['id', 'ruleFlag']).execute();
    expect(flags).toEqual([{ id: keto.id, ruleFlag: 'prohibited' }]);
    const [audit] = await auditRows(t.db, 'safetyRule.publish');
    expect(audit?.after).toMatchObject({ aeChanged: 2, conMedChanged: 1 });
  });
});
