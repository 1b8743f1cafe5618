/**
 * New rule drafts from elsewhere: a built-in template, a version of another project the
 * caller may read (page RecruitRules there; otherwise the version is 'not found', so its
 * existence is not revealed), or an imported JSON rule file validated like a save.
 */
import type { RuleCopyBody, RuleImportBody } from '../../../../shared/api/recruitment/rule-transfer';
import { DEFAULT_DISEASE_KEY, RULE_IMPORT_MAX_BYTES, ruleFileSchema } from '../../../../shared/api/recruitment/rules';
import { schemaChecker } from '../../../../shared/api/contract/schema-problems';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import { ruleTemplateById } from '../../../../shared/domain/recruitment/templates';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, fieldProblem } from '../../../services/staff-write';
import { createRuleRepository } from './repository';
import { insertDraft, ruleIn } from './service';

/** Whether the caller may read the rules of a project (answers for the signed-in user). */
export type MayReadRules = (projectId: number) => Promise<boolean>;

const checkRuleFile = schemaChecker(ruleFileSchema);

const hiddenVersion = () => notFound({ 'zh-CN': '规则版本不存在', en: 'No such rule version' });

/** The rule file's fields, or a 'content' problem naming what is wrong. */
function readRuleFile(content: string): { name: string; diseaseKey?: string; criteria: Criterion[] } {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > RULE_IMPORT_MAX_BYTES)
    throw fieldProblem('content', { 'zh-CN': '文件过大', en: 'File too large' });
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw fieldProblem('content', { 'zh-CN': '不是有效的 JSON 文件', en: 'Not a JSON file' });
  }
  const problems = Object.entries(checkRuleFile(value, 'zh-CN'));
  if (problems.length > 0) {
    const [field, problem] = problems[0] as [string, string];
    const english = checkRuleFile(value, 'en')[field] ?? problem;
    throw fieldProblem('content', { 'zh-CN': `${field}：${problem}`, en: `${field}: ${english}` });
  }
  return value as { name: string; diseaseKey?: string; criteria: Criterion[] };
}

export function createRuleCopyService(db: Db) {
  return {
    async copy(body: RuleCopyBody, actor: Actor, mayRead: MayReadRules): Promise<{ id: number; version: number }> {
      const { from } = body;
      if ('templateId' in from) {
        const template = ruleTemplateById(from.templateId);
        if (!template) throw notFound({ 'zh-CN': '模板不存在', en: 'No such template' });
        const rule = {
          projectId: body.projectId,
          diseaseKey: body.diseaseKey?.trim() ?? template.diseaseKey,
          name: template.name['zh-CN'],
          criteria: template.criteria,
          origin: `template:${template.id}`,
        };
        return db.transaction().execute((trx) => insertDraft(trx, rule, actor, 'recruitRule.copy'));
      }
      if (!(await mayRead(from.projectId))) throw hiddenVersion();
      return db.transaction().execute(async (trx) => {
        const source = ruleIn(await createRuleRepository(trx).byId(from.id), from.projectId);
        const rule = {
          projectId: body.projectId,
          diseaseKey: body.diseaseKey?.trim() ?? source.diseaseKey,
          name: source.name,
          criteria: source.criteria,
          origin: `project:${source.projectId}#${source.ruleVersion}`,
        };
        return insertDraft(trx, rule, actor, 'recruitRule.copy');
      });
    },

    async importFile(body: RuleImportBody, actor: Actor): Promise<{ id: number; version: number }> {
      const file = readRuleFile(body.content);
      const rule = {
        projectId: body.projectId,
        diseaseKey: file.diseaseKey?.trim() ?? DEFAULT_DISEASE_KEY,
        name: file.name.trim(),
        criteria: file.criteria,
        origin: `import:${body.fileName.slice(0, 100)}`,
      };
      return db.transaction().execute((trx) => insertDraft(trx, rule, actor, 'recruitRule.import'));
    },
  };
}
