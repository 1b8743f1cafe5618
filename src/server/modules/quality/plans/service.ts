/**
 * QC plan writes (SUITE.md 'Writes'): each in one transaction that loads the version within
 * the caller's project (another project's version is 'not found'), checks its row version
 * and status, applies the change and appends an audit row (entity 'quality_plan':
 * qcPlan.create / update / publish / delete). Published and retired versions are never
 * edited. Publishing retires the published version and generates, in the same transaction,
 * the tasks whose nodes are already reached.
 */
import type { Transaction } from 'kysely';
import type { QcPlanRowBody, QcPlanSaveBody } from '../../../../shared/api/quality/plans';
import { type QcPlanContent, planContentProblems } from '../../../../shared/domain/quality/qc-generation';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { generateCheckTasks } from '../check-tasks/generate';
import { type QcPlanRow, createQcPlanRepository } from './repository';

export const QC_PLAN_ENTITY = 'quality_plan';

const PROBLEM_TEXT = {
  duplicateKey: { 'zh-CN': '检查点编码重复', en: 'This checkpoint key is used twice' },
  threshold: {
    'zh-CN': '“入组达到N例”和“完成N次访视”需填写N，其他节点不填',
    en: 'N is for the N-subjects and N-visits nodes only',
  },
  date: { 'zh-CN': '“指定日期”节点需填写日期，其他节点不填', en: 'A date is for the date node only' },
} as const;

const planIn = (found: QcPlanRow | undefined, projectId: number): QcPlanRow => {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '质控计划版本不存在', en: 'No such QC plan version in this project' });
  return found;
};

/** The content as stored: keys and names trimmed; problems refused with the field named; assignees on the team. */
async function checkedContent(trx: Transaction<Database>, projectId: number, content: QcPlanContent) {
  const cleaned: QcPlanContent = {
    checkpoints: content.checkpoints.map((checkpoint) => ({ ...checkpoint, name: checkpoint.name.trim() })),
  };
  const [problem] = planContentProblems(cleaned);
  if (problem) throw fieldProblem(problem.field, PROBLEM_TEXT[problem.problem]);
  const assignees = cleaned.checkpoints.flatMap((checkpoint) => checkpoint.assigneeUserId ?? []);
  if (!(await createQcPlanRepository(trx).teamHas(projectId, [...new Set(assignees)]))) {
    const index = cleaned.checkpoints.findIndex((checkpoint) => checkpoint.assigneeUserId !== null);
    throw fieldProblem(`content.checkpoints.${index}.assigneeUserId`, {
      'zh-CN': '执行人不在本项目团队中',
      en: 'The assignee is not on the project team',
    });
  }
  return cleaned;
}

const summary = (content: QcPlanContent) => ({
  checkpoints: content.checkpoints.map(({ key, level, node }) => `${key}:${level}:${node}`),
});

async function create(trx: Transaction<Database>, body: QcPlanSaveBody, actor: Actor) {
  const repo = createQcPlanRepository(trx);
  await requireProject(trx, body.projectId);
  if (await repo.ofStatus(body.projectId, 'draft'))
    throw badRequest({
      'zh-CN': '该项目已有质控计划草稿，请先编辑、发布或删除它',
      en: 'The project already has a draft',
    });
  const content = await checkedContent(trx, body.projectId, body.content);
  const name = body.name.trim();
  const { id, planVersion } = await repo.insertDraft({ projectId: body.projectId, name, content }, isoTime(actor.at));
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'qcPlan.create',
    entity: QC_PLAN_ENTITY,
    entityId: id,
    after: { projectId: body.projectId, planVersion, name, ...summary(content) },
  });
  return { id, version: 1 };
}

async function update(trx: Transaction<Database>, body: QcPlanSaveBody, id: number, actor: Actor) {
  if (body.version === undefined)
    throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
  const repo = createQcPlanRepository(trx);
  const plan = planIn(await repo.byId(id), body.projectId);
  if (plan.status !== 'draft')
    throw badRequest({ 'zh-CN': '已发布或已停用的版本不能修改', en: 'Only a draft can be edited' });
  if (plan.version !== body.version) throw staleVersion();
  const content = await checkedContent(trx, body.projectId, body.content);
  const name = body.name.trim();
  const { before, after, changed } = changedFields({ name: plan.name, content: plan.content }, { name, content });
  if (!changed) return { id: plan.id, version: plan.version };
  if (!(await repo.updateDraft(plan.id, plan.version, { name, content }, isoTime(actor.at)))) throw staleVersion();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'qcPlan.update',
    entity: QC_PLAN_ENTITY,
    entityId: plan.id,
    before,
    after,
  });
  return { id: plan.id, version: plan.version + 1 };
}

export function createQcPlanService(db: Db) {
  return {
    save: (body: QcPlanSaveBody, actor: Actor) =>
      db
        .transaction()
        .execute((trx) => (body.id === undefined ? create(trx, body, actor) : update(trx, body, body.id, actor))),

    async publish(body: QcPlanRowBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createQcPlanRepository(trx);
        const plan = planIn(await repo.byId(body.id), body.projectId);
        if (plan.status !== 'draft') throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
        if (plan.version !== body.version) throw staleVersion();
        const now = isoTime(actor.at);
        const retiredId = await repo.retirePublished(plan.projectId, now);
        if (!(await repo.publish(plan.id, plan.version, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcPlan.publish',
          entity: QC_PLAN_ENTITY,
          entityId: plan.id,
          before: { status: 'draft', retiredPlanId: null },
          after: {
            status: 'published',
            projectId: plan.projectId,
            planVersion: plan.planVersion,
            retiredPlanId: retiredId,
          },
        });
        const generated = await generateCheckTasks(trx, plan.projectId, actor);
        return { id: plan.id, version: plan.version + 1, generated };
      });
    },

    async remove(body: QcPlanRowBody, actor: Actor): Promise<null> {
      return db.transaction().execute(async (trx) => {
        const repo = createQcPlanRepository(trx);
        const plan = planIn(await repo.byId(body.id), body.projectId);
        if (plan.status !== 'draft') throw badRequest({ 'zh-CN': '只能删除草稿', en: 'Only a draft can be deleted' });
        if (plan.version !== body.version) throw staleVersion();
        if (!(await repo.deleteDraft(plan.id, plan.version))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcPlan.delete',
          entity: QC_PLAN_ENTITY,
          entityId: plan.id,
          before: { projectId: plan.projectId, planVersion: plan.planVersion, name: plan.name, status: 'draft' },
        });
        return null;
      });
    },
  };
}
