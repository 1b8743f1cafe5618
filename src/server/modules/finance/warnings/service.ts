/**
 * Early-warning writes (SUITE.md 'Writes'): one transaction with the version check and the
 * audit row. A rule per kind and project (entity 'finance_warning_rule':
 * financeWarningRule.create, financeWarningRule.update), its threshold in its kind's range; a
 * rule turned off resolves its open warnings. A warning resolved by hand keeps who and why
 * (entity 'finance_warning': financeWarning.resolve).
 */
import type { WarningResolveBody, WarningRuleSaveBody } from '../../../../shared/api/finance/warnings';
import type { WarningKind } from '../../../../shared/domain/finance/codes';
import { thresholdProblem } from '../../../../shared/domain/finance/warnings';
import type { LocalizedText } from '../../../../shared/domain/labels';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { type WarningRuleFields, createWarningRepository } from './repository';

export const WARNING_RULE_ENTITY = 'finance_warning_rule';
export const WARNING_ENTITY = 'finance_warning';
const NO_RULE = { 'zh-CN': '预警规则不存在', en: 'No such warning rule' };
const NO_WARNING = { 'zh-CN': '预警不存在', en: 'No such warning' };
/** The note kept on the warnings a rule turned off resolves. */
export const RULE_OFF_RESOLUTION = '预警规则已停用 / The rule was turned off';

const THRESHOLD_PROBLEMS: Record<string, LocalizedText> = {
  not_integer: { 'zh-CN': '请输入整数', en: 'Enter a whole number' },
  percent_range: { 'zh-CN': '百分比须在 1 到 1000 之间', en: 'The percent is 1 to 1000' },
  days_range: { 'zh-CN': '天数须在 0 到 3650 之间', en: 'The days are 0 to 3650' },
};

export function createWarningService(db: Db) {
  return {
    async saveRule(body: WarningRuleSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const kind: WarningKind = body.kind;
      const problem = thresholdProblem(kind, body.threshold);
      if (problem) throw fieldProblem('threshold', THRESHOLD_PROBLEMS[problem] ?? THRESHOLD_PROBLEMS.not_integer!);
      return db.transaction().execute(async (trx) => {
        const repo = createWarningRepository(trx);
        const fields: WarningRuleFields = { kind, threshold: body.threshold, active: body.active ? 1 : 0 };
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          if ((await repo.ruleOfKind(body.projectId, kind)) !== null)
            throw fieldProblem('kind', {
              'zh-CN': '该项目已有此类预警规则，请修改它',
              en: 'The project has a rule of this kind: change it instead',
            });
          const id = await repo.insertRule(body.projectId, fields, actor.actorName, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'financeWarningRule.create',
            entity: WARNING_RULE_ENTITY,
            entityId: id,
            after: fields,
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await repo.ruleById(body.projectId, body.id);
        if (!row) throw notFound(NO_RULE);
        if (row.kind !== kind) throw fieldProblem('kind', { 'zh-CN': '预警类型不能修改', en: 'A rule keeps its kind' });
        if (row.version !== body.version) throw staleVersion();
        const { before, after, changed } = changedFields<WarningRuleFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.updateRule(row.id, row.version, after, now))) throw staleVersion();
        const resolved =
          fields.active === 0 ? await repo.resolveOpenOfRule(row.id, actor.actorName, RULE_OFF_RESOLUTION, now) : [];
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeWarningRule.update',
          entity: WARNING_RULE_ENTITY,
          entityId: row.id,
          before,
          after: resolved.length > 0 ? { ...after, resolvedWarnings: resolved } : after,
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async resolve(body: WarningResolveBody, actor: Actor): Promise<{ id: number }> {
      const resolution = body.resolution.trim();
      if (resolution === '')
        throw fieldProblem('resolution', { 'zh-CN': '请填写处理说明', en: 'Say how it was dealt with' });
      return db.transaction().execute(async (trx) => {
        const repo = createWarningRepository(trx);
        const row = await repo.warningById(body.projectId, body.id);
        if (!row) throw notFound(NO_WARNING);
        const now = isoTime(actor.at);
        if (row.resolvedAt !== null || !(await repo.resolveByHand(row.id, actor.actorName, resolution, now)))
          throw badRequest({ 'zh-CN': '该预警已解除', en: 'The warning is already resolved' });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeWarning.resolve',
          entity: WARNING_ENTITY,
          entityId: row.id,
          before: { resolvedAt: null },
          after: { resolvedAt: now, resolvedBy: actor.actorName, resolution },
        });
        return { id: row.id };
      });
    },
  };
}
