/**
 * Recruitment rule writes (SUITE.md 'Writes'): each in one transaction that loads the version
 * within the caller's project (another project's version is 'not found'), checks its row
 * version and status, applies the change and appends an audit row in the project's trail
 * (entity 'project': recruitRule.create / update / draftFrom / copy / import / publish).
 * Published and retired versions are never edited; editing starts a new draft from them.
 */
import {
  DEFAULT_DISEASE_KEY,
  type RulePublishBody,
  type RuleRowBody,
  type RuleSaveBody,
} from '../../../../shared/api/recruitment/rules';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import { criteriaProblem } from '../../../../shared/domain/recruitment/rule-check';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
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
import { appendAudit } from '../../../db/audit/audit-trail';
import { type NewRule, type RuleRow, createRuleRepository } from './repository';

type RuleAction = 'recruitRule.create' | 'recruitRule.draftFrom' | 'recruitRule.copy' | 'recruitRule.import';

const ENTITY = 'project';

/** Refuses criteria the schema lets through but the rules forbid (field 'criteria'). */
export function checkCriteria(criteria: readonly Criterion[]): void {
  const problem = criteriaProblem(criteria);
  if (problem) {
    throw fieldProblem('criteria', {
      'zh-CN': `第 ${problem.index + 1} 条：${problem.message['zh-CN']}`,
      en: `Criterion ${problem.index + 1}: ${problem.message.en}`,
    });
  }
}

export const ruleIn = (found: RuleRow | undefined, projectId: number): RuleRow => {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '规则版本不存在', en: 'No such rule version in this project' });
  return found;
};

const oneDraftOnly = () =>
  fieldProblem('diseaseKey', {
    'zh-CN': '该病种已有草稿，请先编辑或发布它',
    en: 'This disease key already has a draft',
  });

/** Inserts a new draft (refusing a second one of the key) with its audit row. */
export async function insertDraft(trx: Transaction<Database>, rule: NewRule, actor: Actor, action: RuleAction) {
  checkCriteria(rule.criteria);
  const repo = createRuleRepository(trx);
  await requireProject(trx, rule.projectId);
  if (await repo.draftOf(rule.projectId, rule.diseaseKey)) throw oneDraftOnly();
  const { id, ruleVersion } = await repo.insertDraft(rule, isoTime(actor.at));
  await appendAudit(trx, {
    ...auditActor(actor),
    action,
    entity: ENTITY,
    entityId: rule.projectId,
    after: {
      ruleId: id,
      diseaseKey: rule.diseaseKey,
      ruleVersion,
      name: rule.name,
      origin: rule.origin,
      criteriaCount: rule.criteria.length,
    },
  });
  return { id, version: 1 };
}

export function createRuleService(db: Db) {
  return {
    async save(body: RuleSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const name = body.name.trim();
      const criteria = body.criteria as Criterion[];
      return db.transaction().execute(async (trx) => {
        if (body.id === undefined) {
          const diseaseKey = body.diseaseKey?.trim() ?? DEFAULT_DISEASE_KEY;
          const rule = { projectId: body.projectId, diseaseKey, name, criteria, origin: null };
          return insertDraft(trx, rule, actor, 'recruitRule.create');
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const repo = createRuleRepository(trx);
        const rule = ruleIn(await repo.byId(body.id), body.projectId);
        if (rule.status !== 'draft') {
          throw badRequest({
            'zh-CN': '已发布或已停用的版本不能修改，请从它新建草稿',
            en: 'Only a draft can be edited',
          });
        }
        if (body.diseaseKey !== undefined && body.diseaseKey.trim() !== rule.diseaseKey) {
          throw fieldProblem('diseaseKey', { 'zh-CN': '草稿的病种不能修改', en: "A draft's disease cannot change" });
        }
        if (rule.version !== body.version) throw staleVersion();
        checkCriteria(criteria);
        const { before, after, changed } = changedFields(
          { name: rule.name, criteria: rule.criteria },
          { name, criteria },
        );
        if (!changed) return { id: rule.id, version: rule.version };
        if (!(await repo.updateDraft(rule.id, rule.version, { name, criteria }, isoTime(actor.at)))) {
          throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'recruitRule.update',
          entity: ENTITY,
          entityId: rule.projectId,
          before: { ruleId: rule.id, ...before },
          after: { ruleId: rule.id, ...after },
        });
        return { id: rule.id, version: rule.version + 1 };
      });
    },

    async draftFrom(body: RuleRowBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const source = ruleIn(await createRuleRepository(trx).byId(body.id), body.projectId);
        const { projectId, diseaseKey, name, criteria } = source;
        const origin = `version:${source.ruleVersion}`;
        return insertDraft(trx, { projectId, diseaseKey, name, criteria, origin }, actor, 'recruitRule.draftFrom');
      });
    },

    /** Publishes a draft and retires the key's published version; matching runs after commit. */
    async publish(body: RulePublishBody, actor: Actor): Promise<{ id: number; version: number; ruleVersion: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createRuleRepository(trx);
        const rule = ruleIn(await repo.byId(body.id), body.projectId);
        if (rule.status !== 'draft') throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
        if (rule.version !== body.version) throw staleVersion();
        const now = isoTime(actor.at);
        const retiredId = await repo.retirePublished(rule.projectId, rule.diseaseKey, now);
        if (!(await repo.publish(rule.id, rule.version, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'recruitRule.publish',
          entity: ENTITY,
          entityId: rule.projectId,
          before: { ruleId: rule.id, status: 'draft', retiredRuleId: null },
          after: {
            ruleId: rule.id,
            status: 'published',
            diseaseKey: rule.diseaseKey,
            ruleVersion: rule.ruleVersion,
            retiredRuleId: retiredId,
          },
        });
        return { id: rule.id, version: rule.version + 1, ruleVersion: rule.ruleVersion };
      });
    },
  };
}
