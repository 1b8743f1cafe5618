/**
 * New recruitment-rule drafts from elsewhere (page RecruitRules): from a template or a
 * version of another project the caller may read, or from a JSON rule file
 * (`ruleFileSchema` in rules.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, jsonBody, savedRowSchema } from '../contract/staff-fields';
import { RULE_IMPORT_MAX_BYTES, RULES_PATH_PREFIX, diseaseKeySchema } from './rules';

export const recruitRuleCopyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULES_PATH_PREFIX}/copy`,
  access: { scope: 'project', button: 'recruitRule:update', projectIdIn: 'body' },
  summary: 'A new draft from a template or from a version of another project the caller may read',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        from: {
          oneOf: [
            jsonBody({ templateId: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60 } }, [
              'templateId',
            ]),
            jsonBody({ projectId: idSchema, id: idSchema }, ['projectId', 'id']),
          ],
        },
        /** The disease key of the new draft; the source's when absent. */
        diseaseKey: diseaseKeySchema,
      },
      ['projectId', 'from'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const recruitRuleImportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULES_PATH_PREFIX}/import`,
  access: { scope: 'project', button: 'recruitRule:update', projectIdIn: 'body' },
  summary: 'A new draft from a JSON rule file {name, diseaseKey?, criteria}',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        fileName: { type: 'string', format: 'single-line', minLength: 1, maxLength: 200 },
        /** The file's bytes in base64. */
        content: {
          type: 'string',
          format: 'single-line',
          minLength: 1,
          maxLength: Math.ceil(RULE_IMPORT_MAX_BYTES / 3) * 4,
        },
      },
      ['projectId', 'fileName', 'content'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type RuleCopyBody = FromSchema<(typeof recruitRuleCopyEndpoint)['schema']['body']>;
export type RuleImportBody = FromSchema<(typeof recruitRuleImportEndpoint)['schema']['body']>;
