/**
 * Safety rule writes (SUITE.md 'Writes'): each in one transaction that loads the version
 * within the caller's project (another project's version is 'not found'), checks its row
 * version and status, applies the change and appends an audit row (entity 'safety_rule':
 * safetyRule.create / update / copy / publish / delete). Published and retired versions are
 * never edited. Publishing re-applies the rules to the project's AEs and concomitant
 * medications in the same transaction, so no record is judged by rules no longer in force.
 */
import type { Transaction } from 'kysely';
import type { SafetyRuleRowBody, SafetyRuleSaveBody } from '../../../../shared/api/safety/rules';
import { type SafetyRuleContent, normalizeTerm } from '../../../../shared/domain/safety/rules';
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
import { type NewSafetyRule, type SafetyRuleRow, createSafetyRuleRepository } from './repository';

export const SAFETY_RULE_ENTITY = 'safety_rule';

type CreateAction = 'safetyRule.create' | 'safetyRule.copy';

export const ruleIn = (found: SafetyRuleRow | undefined, projectId: number): SafetyRuleRow => {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '规则版本不存在', en: 'No such rule version in this project' });
  return found;
};

/** Trimmed terms, each once (compared as normalizeTerm compares them). */
function cleanList(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const term of list.map((value) => value.trim())) {
    const key = normalizeTerm(term);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(term);
  }
  return kept;
}

/** The content as stored: lists cleaned; a drug on both lists is refused (field named). */
export function cleanContent(content: SafetyRuleContent): SafetyRuleContent {
  const prohibited = cleanList(content.conMed.prohibited);
  const cautioned = cleanList(content.conMed.cautioned);
  const both = cautioned.find((drug) => prohibited.some((listed) => normalizeTerm(listed) === normalizeTerm(drug)));
  if (both !== undefined) {
    throw fieldProblem('content.conMed.cautioned', {
      'zh-CN': `${both} 已在禁用药物中`,
      en: `Already on the prohibited list`,
    });
  }
  return {
    ae: { saeTerms: cleanList(content.ae.saeTerms), saeMinGrade: content.ae.saeMinGrade },
    sae: { requireAttachment: content.sae.requireAttachment },
    violation: { visitOutOfWindow: content.violation.visitOutOfWindow, visitMissed: content.violation.visitMissed },
    conMed: { prohibited, cautioned },
  };
}

const contentSummary = (content: SafetyRuleContent) => ({
  saeTerms: content.ae.saeTerms.length,
  saeMinGrade: content.ae.saeMinGrade,
  requireAttachment: content.sae.requireAttachment,
  visitOutOfWindow: content.violation.visitOutOfWindow,
  visitMissed: content.violation.visitMissed,
  prohibited: content.conMed.prohibited.length,
  cautioned: content.conMed.cautioned.length,
});

/** Inserts a new draft (refusing a second one in the project) with its audit row. */
export async function insertDraft(trx: Transaction<Database>, rule: NewSafetyRule, actor: Actor, action: CreateAction) {
  const repo = createSafetyRuleRepository(trx);
  await requireProject(trx, rule.projectId);
  if (await repo.ofStatus(rule.projectId, 'draft')) {
    throw badRequest({ 'zh-CN': '该项目已有草稿，请先编辑、发布或删除它', en: 'The project already has a draft' });
  }
  const content = cleanContent(rule.content);
  const { id, ruleVersion } = await repo.insertDraft({ ...rule, content }, isoTime(actor.at));
  await appendAudit(trx, {
    ...auditActor(actor),
    action,
    entity: SAFETY_RULE_ENTITY,
    entityId: id,
    after: { projectId: rule.projectId, ruleVersion, name: rule.name, origin: rule.origin, ...contentSummary(content) },
  });
  return { id, version: 1 };
}

async function updateDraft(trx: Transaction<Database>, body: SafetyRuleSaveBody, id: number, actor: Actor) {
  if (body.version === undefined)
    throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
  const repo = createSafetyRuleRepository(trx);
  const rule = ruleIn(await repo.byId(id), body.projectId);
  if (rule.status !== 'draft')
    throw badRequest({ 'zh-CN': '已发布或已停用的版本不能修改', en: 'Only a draft can be edited' });
  if (rule.version !== body.version) throw staleVersion();
  const name = body.name.trim();
  const content = cleanContent(body.content);
  const { before, after, changed } = changedFields({ name: rule.name, content: rule.content }, { name, content });
  if (!changed) return { id: rule.id, version: rule.version };
  if (!(await repo.updateDraft(rule.id, rule.version, { name, content }, isoTime(actor.at)))) throw staleVersion();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'safetyRule.update',
    entity: SAFETY_RULE_ENTITY,
    entityId: rule.id,
    before,
    after,
  });
  return { id: rule.id, version: rule.version + 1 };
}

export function createSafetyRuleService(db: Db) {
  return {
    async save(body: SafetyRuleSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        if (body.id !== undefined) return updateDraft(trx, body, body.id, actor);
        const rule = { projectId: body.projectId, name: body.name.trim(), content: body.content, origin: null };
        return insertDraft(trx, rule, actor, 'safetyRule.create');
      });
    },

    /** Publishes a draft, retires the published version and re-applies the rules. */
    async publish(body: SafetyRuleRowBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createSafetyRuleRepository(trx);
        const rule = ruleIn(await repo.byId(body.id), body.projectId);
        if (rule.status !== 'draft') throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
        if (rule.version !== body.version) throw staleVersion();
        const now = isoTime(actor.at);
        const retiredId = await repo.retirePublished(rule.projectId, now);
        if (!(await repo.publish(rule.id, rule.version, now))) throw staleVersion();
        const aes = await repo.reapplyToAes(rule.projectId, rule.content);
        const conMeds = await repo.reapplyToConMeds(rule.projectId, rule.content);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'safetyRule.publish',
          entity: SAFETY_RULE_ENTITY,
          entityId: rule.id,
          before: { status: 'draft', retiredRuleId: null },
          after: {
            status: 'published',
            projectId: rule.projectId,
            ruleVersion: rule.ruleVersion,
            retiredRuleId: retiredId,
            aeChanged: aes.changed,
            conMedChanged: conMeds.changed,
          },
        });
        return {
          id: rule.id,
          version: rule.version + 1,
          ruleVersion: rule.ruleVersion,
          aeFlagged: aes.flagged,
          conMedFlagged: conMeds.flagged,
        };
      });
    },

    async remove(body: SafetyRuleRowBody, actor: Actor): Promise<null> {
      return db.transaction().execute(async (trx) => {
        const repo = createSafetyRuleRepository(trx);
        const rule = ruleIn(await repo.byId(body.id), body.projectId);
        if (rule.status !== 'draft') throw badRequest({ 'zh-CN': '只能删除草稿', en: 'Only a draft can be deleted' });
        if (rule.version !== body.version) throw staleVersion();
        if (!(await repo.deleteDraft(rule.id, rule.version))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'safetyRule.delete',
          entity: SAFETY_RULE_ENTITY,
          entityId: rule.id,
          before: { projectId: rule.projectId, ruleVersion: rule.ruleVersion, name: rule.name, status: 'draft' },
        });
        return null;
      });
    },
  };
}
