/**
 * New safety rule drafts from elsewhere: a built-in template, or the current rules of another
 * project the caller may read (page SafetyRules there; otherwise 'not found', so the other
 * project's rules are not revealed). The current rules are the published version, else the
 * newest one.
 */
import type { SafetyRuleCopyBody } from '../../../../shared/api/safety/rules';
import { SAFETY_RULE_TEMPLATES } from '../../../../shared/domain/safety/rules';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import type { Actor } from '../../../services/staff-write';
import { createSafetyRuleRepository } from './repository';
import { insertDraft } from './service';

/** Whether the caller may read the safety rules of a project. */
export type MaySeeRules = (projectId: number) => Promise<boolean>;

const noRules = () => notFound({ 'zh-CN': '该项目没有安全性规则', en: 'No safety rules in that project' });

export function createSafetyRuleCopyService(db: Db) {
  return {
    async copy(body: SafetyRuleCopyBody, actor: Actor, maySee: MaySeeRules): Promise<{ id: number; version: number }> {
      const { from } = body;
      if ('template' in from) {
        const template = SAFETY_RULE_TEMPLATES.find((candidate) => candidate.id === from.template);
        if (!template) throw notFound({ 'zh-CN': '模板不存在', en: 'No such template' });
        const rule = {
          projectId: body.projectId,
          name: template.name['zh-CN'],
          content: template.content,
          origin: `template:${template.id}`,
        };
        return db.transaction().execute((trx) => insertDraft(trx, rule, actor, 'safetyRule.copy'));
      }
      if (from.projectId === body.projectId || !(await maySee(from.projectId))) throw noRules();
      return db.transaction().execute(async (trx) => {
        const repo = createSafetyRuleRepository(trx);
        const source = (await repo.ofStatus(from.projectId, 'published')) ?? (await repo.ofProject(from.projectId))[0];
        if (!source) throw noRules();
        const rule = {
          projectId: body.projectId,
          name: source.name,
          content: source.content,
          origin: `project:${source.projectId}#${source.ruleVersion}`,
        };
        return insertDraft(trx, rule, actor, 'safetyRule.copy');
      });
    },
  };
}
