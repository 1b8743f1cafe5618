/**
 * A project's safety rules (page SafetyRules, SPEC §7 AE, SAE, violate and combine rules):
 * versions of one JSON document (shared/domain/safety/rules.ts SafetyRuleContent). A draft
 * is edited (safetyRule:update), then published (safetyRule:publish): the published version
 * is the one AE, SAE, violation and concomitant-medication writes apply, and publishing
 * re-applies it to the project's AEs and concomitant medications. Published and retired
 * versions are never edited; a new draft is copied from a template or another project.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RULE_LIST_MAX, RULE_TERM_MAX } from '../../domain/safety/rules';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';

export const SAFETY_RULE_NAME_MAX = 100;
export const SAFETY_RULE_STATUSES = ['draft', 'published', 'retired'] as const;
export type SafetyRuleStatus = (typeof SAFETY_RULE_STATUSES)[number];

const termList = {
  type: 'array',
  maxItems: RULE_LIST_MAX,
  items: { type: 'string', format: 'single-line', minLength: 1, maxLength: RULE_TERM_MAX, pattern: '\\S' },
} as const;

const section = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

/** SafetyRuleContent on the wire: the server and the rule editor validate with it. */
export const safetyRuleContentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ae', 'sae', 'violation', 'conMed'],
  properties: {
    ae: section({
      saeTerms: termList,
      saeMinGrade: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
    }),
    sae: section({ requireAttachment: { type: 'boolean' } }),
    violation: section({ visitOutOfWindow: { type: 'boolean' }, visitMissed: { type: 'boolean' } }),
    conMed: section({ prohibited: termList, cautioned: termList }),
  },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  ruleVersion: { type: 'integer' },
  status: { type: 'string', enum: SAFETY_RULE_STATUSES },
  name: { type: 'string' },
  /** 'template:<id>', 'project:<id>#<version>' or null. */
  origin: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  publishedAt: { type: ['string', 'null'] },
  version: { type: 'integer' },
} as const;
const summaryRequired = Object.keys(summaryProperties) as (keyof typeof summaryProperties)[];

export const safetyRuleSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: summaryProperties,
} as const;

export const safetyRuleDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...summaryRequired, 'content'],
  properties: { ...summaryProperties, content: safetyRuleContentSchema },
} as const;

const PREFIX = '/api/gtrial/rule/safety';

/** The published rules of a project, or null: read by the AE and concomitant-medication forms. */
export const safetyRulePublishedEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/published/:projectId`,
  // The forms that apply the rules (AE, concomitant medication) read them; ConMeds is the
  // page every role recording safety data holds.
  access: { scope: 'project', page: 'ConMeds', projectIdIn: 'params' },
  summary: "The project's published safety rules (null when none is published)",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({ anyOf: [safetyRuleContentSchema, { type: 'null' }] }),
  },
});

export const safetyRuleTemplatesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/templates/:projectId`,
  access: { scope: 'project', page: 'SafetyRules', projectIdIn: 'params' },
  summary: 'The built-in safety rule templates',
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'content'],
        properties: {
          id: { type: 'string' },
          name: { type: 'object', additionalProperties: { type: 'string' } },
          content: safetyRuleContentSchema,
        },
      },
    }),
  },
});

export const safetyRuleListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/list/:projectId`,
  access: { scope: 'project', page: 'SafetyRules', projectIdIn: 'params' },
  summary: "A project's safety rule versions, newest first",
  schema: { params: idParams('projectId'), response: dataEnvelope({ type: 'array', items: safetyRuleSummarySchema }) },
});

export const safetyRuleDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PREFIX}/get/:projectId/:id`,
  access: { scope: 'project', page: 'SafetyRules', projectIdIn: 'params' },
  summary: 'One safety rule version with its content',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(safetyRuleDetailSchema),
  },
});

export const safetyRuleSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/save`,
  access: { scope: 'project', button: 'safetyRule:update', projectIdIn: 'body' },
  summary: 'Create a draft (no id; one per project) or update a draft (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        name: requiredText(SAFETY_RULE_NAME_MAX),
        content: safetyRuleContentSchema,
      },
      ['projectId', 'name', 'content'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const safetyRuleCopyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/copy`,
  access: { scope: 'project', button: 'safetyRule:update', projectIdIn: 'body' },
  summary: "A new draft from a template or from another project's current rules (page SafetyRules there)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        from: {
          oneOf: [
            jsonBody({ template: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60 } }, [
              'template',
            ]),
            jsonBody({ projectId: idSchema }, ['projectId']),
          ],
        },
      },
      ['projectId', 'from'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']);

export const safetyRulePublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/publish`,
  access: { scope: 'project', button: 'safetyRule:publish', projectIdIn: 'body' },
  summary: "Publish a draft (the previous published version retires) and re-apply it to the project's records",
  bodyType: 'json',
  schema: {
    body: rowRef,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'ruleVersion', 'aeFlagged', 'conMedFlagged'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        ruleVersion: { type: 'integer' },
        /** How many AEs now must be reported as SAEs, and concomitant medications are flagged. */
        aeFlagged: { type: 'integer' },
        conMedFlagged: { type: 'integer' },
      },
    }),
  },
});

export const safetyRuleDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PREFIX}/delete`,
  access: { scope: 'project', button: 'safetyRule:update', projectIdIn: 'body' },
  summary: 'Delete a draft',
  bodyType: 'json',
  schema: { body: rowRef, response: dataEnvelope({ type: 'null' }) },
});

export type WireSafetyRuleContent = FromSchema<typeof safetyRuleContentSchema>;
export type SafetyRuleSummary = FromSchema<typeof safetyRuleSummarySchema>;
export type SafetyRuleDetail = FromSchema<typeof safetyRuleDetailSchema>;
export type SafetyRuleTemplateList = NonNullable<
  FromSchema<(typeof safetyRuleTemplatesEndpoint)['schema']['response']>['data']
>;
export type SafetyRuleSaveBody = FromSchema<(typeof safetyRuleSaveEndpoint)['schema']['body']>;
export type SafetyRuleCopyBody = FromSchema<(typeof safetyRuleCopyEndpoint)['schema']['body']>;
export type SafetyRuleRowBody = FromSchema<(typeof safetyRulePublishEndpoint)['schema']['body']>;
export type SafetyRulePublished = FromSchema<(typeof safetyRulePublishEndpoint)['schema']['response']>['data'];
