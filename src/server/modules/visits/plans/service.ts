/**
 * Visit plan writes (SUITE.md 'Writes'): each in one transaction that loads the version
 * within the caller's project (another project's version is 'not found'), checks its row
 * version and status, applies the change and appends an audit row in the project's trail
 * (entity 'project': visitPlan.create / update / copy / delete / publish). Published and
 * retired versions are never edited; copying one starts the project's single draft.
 */
import type { Transaction } from 'kysely';
import type {
  VisitPlanPublishResult,
  VisitPlanRowBody,
  VisitPlanSaveBody,
  VisitPlanSortBody,
  VisitPlanVersionBody,
} from '../../../../shared/api/visits/plans';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { auditContent, checkedContent } from './plan-input';
import { type PlanContent, type PlanFields, type PlanRow, createVisitPlanRepository } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

const ENTITY = 'project';
type Saved = { id: number; version: number };

const planIn = (found: PlanRow | undefined, projectId: number): PlanRow => {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '访视计划不存在', en: 'No such visit plan in this project' });
  return found;
};

const draftOnly = (plan: PlanRow, what: LocalizedText) => {
  if (plan.status !== 'draft') {
    throw badRequest({
      'zh-CN': `已发布或已停用的版本不能${what['zh-CN']}，请复制为草稿`,
      en: `A published or retired version cannot be ${what.en}: copy it to a draft`,
    });
  }
};

/** Inserts the project's draft (refusing a second one) with its content and audit row. */
async function insertDraft(
  trx: Transaction<Database>,
  projectId: number,
  plan: PlanFields & PlanContent,
  actor: Actor,
  audit: { action: 'visitPlan.create' | 'visitPlan.copy'; from?: PlanRow },
): Promise<Saved> {
  const repo = createVisitPlanRepository(trx);
  await requireProject(trx, projectId);
  if (await repo.draftOf(projectId)) {
    throw fieldProblem('id', {
      'zh-CN': '该项目已有草稿，请先编辑、发布或删除它',
      en: 'The project already has a draft',
    });
  }
  const { name, anchor, note, groups, visits } = plan;
  const { id, planVersion } = await repo.insertDraft(projectId, { name, anchor, note }, isoTime(actor.at));
  await repo.replaceContent(id, { groups, visits });
  const from = audit.from && { fromPlanId: audit.from.id, fromPlanVersion: audit.from.planVersion };
  await appendAudit(trx, {
    ...auditActor(actor),
    action: audit.action,
    entity: ENTITY,
    entityId: projectId,
    after: { planId: id, planVersion, name, anchor, note, ...from, ...auditContent({ groups, visits }) },
  });
  return { id, version: 1 };
}

export function createVisitPlanService(db: Db) {
  async function update(trx: Transaction<Database>, body: VisitPlanSaveBody, actor: Actor, content: PlanContent) {
    if (body.id === undefined) throw new Error('update needs an id');
    if (body.version === undefined)
      throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
    const repo = createVisitPlanRepository(trx);
    const plan = planIn(await repo.byId(body.id), body.projectId);
    draftOnly(plan, { 'zh-CN': '修改', en: 'changed' });
    if (plan.version !== body.version) throw staleVersion();
    const fields: PlanFields = { name: body.name.trim(), anchor: body.anchor, note: cleanText(body.note) };
    const current = {
      name: plan.name,
      anchor: plan.anchor,
      note: plan.note,
      ...auditContent(await repo.content(plan.id)),
    };
    const { before, after, changed } = changedFields(current, { ...fields, ...auditContent(content) });
    if (!changed) return { id: plan.id, version: plan.version };
    if (!(await repo.touchDraft(plan.id, plan.version, fields, isoTime(actor.at)))) throw staleVersion();
    await repo.replaceContent(plan.id, content);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'visitPlan.update',
      entity: ENTITY,
      entityId: plan.projectId,
      before: { planId: plan.id, ...before },
      after: { planId: plan.id, ...after },
    });
    return { id: plan.id, version: plan.version + 1 };
  }

  return {
    async save(body: VisitPlanSaveBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const content = checkedContent(body, await createVisitPlanRepository(trx).activityTypes());
        if (body.id !== undefined) return update(trx, body, actor, content);
        const fields = { name: body.name.trim(), anchor: body.anchor, note: cleanText(body.note) };
        return insertDraft(trx, body.projectId, { ...fields, ...content }, actor, { action: 'visitPlan.create' });
      });
    },

    async copy(body: VisitPlanRowBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createVisitPlanRepository(trx);
        const source = planIn(await repo.byId(body.id), body.projectId);
        const content = await repo.content(source.id);
        const plan = { name: source.name, anchor: source.anchor, note: source.note, ...content };
        return insertDraft(trx, source.projectId, plan, actor, { action: 'visitPlan.copy', from: source });
      });
    },

    async remove(body: VisitPlanVersionBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createVisitPlanRepository(trx);
        const plan = planIn(await repo.byId(body.id), body.projectId);
        draftOnly(plan, { 'zh-CN': '删除', en: 'deleted' });
        if (plan.version !== body.version || !(await repo.deleteDraft(plan.id, plan.version))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'visitPlan.delete',
          entity: ENTITY,
          entityId: plan.projectId,
          before: { planId: plan.id, planVersion: plan.planVersion, name: plan.name, status: plan.status },
        });
        return { id: plan.id, version: plan.version };
      });
    },

    /** The draft becomes the published version; the previous one retires. Subjects keep theirs. */
    async publish(body: VisitPlanVersionBody, actor: Actor): Promise<VisitPlanPublishResult> {
      return db.transaction().execute(async (trx) => {
        const repo = createVisitPlanRepository(trx);
        const plan = planIn(await repo.byId(body.id), body.projectId);
        if (plan.status !== 'draft') throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
        if (plan.version !== body.version) throw staleVersion();
        if ((await repo.content(plan.id)).visits.length === 0) {
          throw fieldProblem('visits', { 'zh-CN': '至少需要一个访视才能发布', en: 'A plan needs at least one visit' });
        }
        const now = isoTime(actor.at);
        const retiredId = await repo.retirePublished(plan.projectId, now);
        if (!(await repo.publish(plan.id, plan.version, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'visitPlan.publish',
          entity: ENTITY,
          entityId: plan.projectId,
          before: { planId: plan.id, status: 'draft', retiredPlanId: null },
          after: { planId: plan.id, status: 'published', planVersion: plan.planVersion, retiredPlanId: retiredId },
        });
        return { id: plan.id, version: plan.version + 1, planVersion: plan.planVersion, retiredId };
      });
    },

    /** Reorders the draft's visits; `codes` must name each of them once. */
    async sort(body: VisitPlanSortBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createVisitPlanRepository(trx);
        const plan = planIn(await repo.byId(body.id), body.projectId);
        draftOnly(plan, { 'zh-CN': '排序', en: 'reordered' });
        if (plan.version !== body.version) throw staleVersion();
        const content = await repo.content(plan.id);
        const byCode = new Map(content.visits.map((visit) => [visit.code, visit]));
        const visits = body.codes.map((code) => byCode.get(code));
        if (
          new Set(body.codes).size !== body.codes.length ||
          visits.length !== byCode.size ||
          visits.includes(undefined)
        ) {
          throw fieldProblem('codes', {
            'zh-CN': '须按新顺序列出草稿的每个访视各一次',
            en: "List each of the draft's visits once, in the new order",
          });
        }
        const order = content.visits.map((visit) => visit.code);
        if (order.join() === body.codes.join()) return { id: plan.id, version: plan.version };
        const fields = { name: plan.name, anchor: plan.anchor, note: plan.note };
        if (!(await repo.touchDraft(plan.id, plan.version, fields, isoTime(actor.at)))) throw staleVersion();
        await repo.replaceContent(plan.id, {
          groups: content.groups,
          visits: visits.filter((visit) => visit !== undefined),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'visitPlan.update',
          entity: ENTITY,
          entityId: plan.projectId,
          before: { planId: plan.id, order },
          after: { planId: plan.id, order: body.codes },
        });
        return { id: plan.id, version: plan.version + 1 };
      });
    },
  };
}
