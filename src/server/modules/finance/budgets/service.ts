/**
 * Budget and finance-setting writes (SUITE.md 'Writes'): one transaction each with the version
 * check and the audit row (entity 'finance_budget': budget.create, budget.update,
 * budget.publish, budget.delete; 'finance_setting': financeSetting.save). Lines priced per
 * visit or per procedure must name a visit or an activity type of the published visit plan.
 */
import type {
  BudgetCreateBody,
  BudgetLineInput,
  BudgetRowRef,
  BudgetSaveBody,
} from '../../../../shared/api/finance/budgets';
import type { FinanceSettingSaveBody } from '../../../../shared/api/finance/settings';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type BudgetLineRow, createBudgetRepository } from './repository';

export const BUDGET_ENTITY = 'finance_budget';
export const SETTING_ENTITY = 'finance_setting';
type Repo = ReturnType<typeof createBudgetRepository>;
type Trx = Parameters<typeof appendAudit>[0];

const NO_SUCH = { 'zh-CN': '预算版本不存在', en: 'No such budget version' };
const NOT_DRAFT = { 'zh-CN': '只能修改草稿', en: 'Only a draft can change' };

/** The visit codes and activity types of the published plan (empty when there is none). */
async function planKeys(repo: Repo, projectId: number) {
  const plan = await repo.publishedPlan(projectId);
  const visits = new Set(plan?.visits.map((visit) => visit.code) ?? []);
  const activities = new Set(
    plan?.visits.flatMap((visit) => (JSON.parse(visit.activities) as { type: string }[]).map((item) => item.type)) ??
      [],
  );
  return { visits, activities };
}

async function checkedLines(repo: Repo, projectId: number, lines: BudgetLineInput[]): Promise<BudgetLineRow[]> {
  const { visits, activities } = await planKeys(repo, projectId);
  const feeTypes = new Set((await repo.feeTypes()).map((row) => row.id));
  return lines.map((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    if (!feeTypes.has(line.feeTypeId))
      throw fieldProblem(field('feeTypeId'), { 'zh-CN': '费用类型不存在', en: 'No such fee type' });
    const visitCode = line.basis === 'visit' ? cleanText(line.visitCode) : null;
    const activityType = line.basis === 'procedure' ? cleanText(line.activityType) : null;
    if (line.basis === 'visit' && (visitCode === null || !visits.has(visitCode)))
      throw fieldProblem(field('visitCode'), {
        'zh-CN': '访视不在已发布的访视计划中',
        en: 'The visit is not in the published visit plan',
      });
    if (line.basis === 'procedure' && (activityType === null || !activities.has(activityType)))
      throw fieldProblem(field('activityType'), {
        'zh-CN': '检查项目不在已发布的访视计划中',
        en: 'The procedure is not in the published visit plan',
      });
    return {
      feeTypeId: line.feeTypeId,
      basis: line.basis,
      visitCode,
      activityType,
      unitFen: line.unitFen,
      plannedUnits: line.plannedUnits,
      note: cleanText(line.note),
    };
  });
}

async function draftAt(repo: Repo, projectId: number, id: number, version: number) {
  const row = await repo.byId(projectId, id);
  if (!row) throw notFound(NO_SUCH);
  if (row.version !== version) throw staleVersion();
  if (row.status !== 'draft') throw badRequest(NOT_DRAFT);
  return row;
}

async function audit(trx: Trx, actor: Actor, action: string, id: number, after: Record<string, unknown>) {
  await appendAudit(trx, { ...auditActor(actor), action, entity: BUDGET_ENTITY, entityId: id, after });
}

export function createBudgetService(db: Db) {
  return {
    async create(body: BudgetCreateBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createBudgetRepository(trx);
        await requireProject(trx, body.projectId);
        if (await repo.draftOf(body.projectId))
          throw badRequest({
            'zh-CN': '已有预算草稿，请先编辑或删除它',
            en: 'A draft exists: edit or delete it first',
          });
        const contractId = body.contractId ?? null;
        if (contractId !== null && !(await repo.contractOf(body.projectId, contractId)))
          throw fieldProblem('contractId', { 'zh-CN': '合同不存在', en: 'No such contract' });
        const revision = await repo.nextRevision(body.projectId);
        const now = isoTime(actor.at);
        const id = await repo.insert(
          { projectId: body.projectId, revision, contractId, note: null },
          actor.actorName,
          now,
        );
        const published = await repo.publishedOf(body.projectId);
        if (published) await repo.copyLines(published.id, id);
        await audit(trx, actor, 'budget.create', id, { revision, contractId, copiedFrom: published?.id ?? null });
        return { id, version: 1 };
      });
    },

    async save(body: BudgetSaveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createBudgetRepository(trx);
        const row = await draftAt(repo, body.projectId, body.id, body.version);
        const lines = await checkedLines(repo, body.projectId, body.lines);
        const now = isoTime(actor.at);
        const note = cleanText(body.note);
        if (!(await repo.setStatus(row.id, row.version, 'draft', { note }, now))) throw staleVersion();
        await repo.replaceLines(row.id, lines);
        await audit(trx, actor, 'budget.update', row.id, { note, lines });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async publish(body: BudgetRowRef, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createBudgetRepository(trx);
        const row = await draftAt(repo, body.projectId, body.id, body.version);
        const now = isoTime(actor.at);
        const current = await repo.publishedOf(body.projectId);
        if (current && !(await repo.setStatus(current.id, current.version, 'published', { status: 'retired' }, now)))
          throw staleVersion();
        if (!(await repo.setStatus(row.id, row.version, 'draft', { status: 'published', publishedAt: now }, now)))
          throw staleVersion();
        await audit(trx, actor, 'budget.publish', row.id, { revision: row.revision, retired: current?.id ?? null });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async remove(body: BudgetRowRef, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createBudgetRepository(trx);
        const row = await draftAt(repo, body.projectId, body.id, body.version);
        if (!(await repo.deleteDraft(row.id, row.version))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'budget.delete',
          entity: BUDGET_ENTITY,
          entityId: row.id,
          before: { revision: row.revision, contractId: row.contractId, note: row.note },
        });
        return { id: row.id, version: row.version };
      });
    },

    async saveSetting(body: FinanceSettingSaveBody, actor: Actor): Promise<{ version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createBudgetRepository(trx);
        await requireProject(trx, body.projectId);
        const current = await repo.setting(body.projectId);
        if ((current?.version ?? 0) !== body.version) throw staleVersion();
        const now = isoTime(actor.at);
        const fields = { currency: body.currency, managementFeeBp: body.managementFeeBp, holdbackBp: body.holdbackBp };
        const stamp = { updatedBy: actor.actorName, updatedAt: now };
        if (!current) await repo.insertSetting({ projectId: body.projectId, ...fields, ...stamp });
        else if (!(await repo.updateSetting(body.projectId, current.version, { ...fields, ...stamp })))
          throw staleVersion();
        const before = current
          ? { currency: current.currency, managementFeeBp: current.managementFeeBp, holdbackBp: current.holdbackBp }
          : null;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeSetting.save',
          entity: SETTING_ENTITY,
          entityId: body.projectId,
          before,
          after: fields,
        });
        return { version: body.version + 1 };
      });
    },
  };
}
