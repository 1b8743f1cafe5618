/**
 * A project's recruitment rules (page RecruitRules, SPEC §3 'AI-recruit rule config'):
 * versions per disease key ('default' or a disease name), each a list of structured
 * criteria (shared/domain/recruitment/criteria.ts). A draft is edited (recruitRule:update),
 * then published (recruitRule:publish): the published version is the one matching uses;
 * published and retired versions are never edited, editing starts a new draft from them.
 * New drafts from a template, another project or a file: rule-transfer.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, requiredText, savedRowSchema, versionSchema } from '../contract/staff-fields';

export const RULE_NAME_MAX = 100;
export const DISEASE_KEY_MAX = 50;
export const CRITERIA_MAX = 60;
export const CRITERION_TEXT_MAX = 300;
export const CRITERION_TERMS_MAX = 30;
export const RULE_IMPORT_MAX_BYTES = 200_000;
export const DEFAULT_DISEASE_KEY = 'default';
export const RULE_STATUSES = ['draft', 'published', 'retired'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

const termList = {
  type: 'array',
  maxItems: CRITERION_TERMS_MAX,
  items: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60 },
} as const;

const base = {
  id: { type: 'string', format: 'single-line', pattern: '^[A-Za-z0-9_-]{1,40}$' },
  role: { type: 'string', enum: ['inclusion', 'exclusion'] },
} as const;

const variant = <const K extends string, const P extends Record<string, unknown>, const R extends readonly string[]>(
  kind: K,
  properties: P,
  required: R,
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'role', 'kind', ...required],
    properties: { ...base, kind: { const: kind }, ...properties },
  }) as const;

const ageBound = { type: 'integer', minimum: 0, maximum: 150 } as const;

/** One criterion (the matcher's `Criterion`): validated on the server and in the rule editor. */
export const criterionSchema = {
  oneOf: [
    variant('age', { min: ageBound, max: ageBound }, []),
    variant('sex', { sex: { type: 'string', enum: ['male', 'female'] } }, ['sex']),
    variant('diagnosis', { codes: termList, keywords: termList }, ['codes', 'keywords']),
    variant(
      'lab',
      {
        test: { type: 'string', format: 'single-line', minLength: 1, maxLength: 60, pattern: '\\S' },
        op: { type: 'string', enum: ['<', '<=', '>', '>='] },
        value: { type: 'number', minimum: -1e9, maximum: 1e9 },
        withinDays: { type: 'integer', minimum: 1, maximum: 3650 },
      },
      ['test', 'op', 'value'],
    ),
    variant('priorDrug', { drugs: termList, taken: { type: 'boolean' } }, ['drugs', 'taken']),
    variant(
      'manual',
      { text: { type: 'string', format: 'multi-line', minLength: 1, maxLength: CRITERION_TEXT_MAX, pattern: '\\S' } },
      ['text'],
    ),
  ],
} as const;

export const criteriaSchema = { type: 'array', minItems: 1, maxItems: CRITERIA_MAX, items: criterionSchema } as const;

export const diseaseKeySchema = {
  type: 'string',
  format: 'single-line',
  minLength: 1,
  maxLength: DISEASE_KEY_MAX,
  pattern: '\\S',
} as const;

/** The fields of a rule file (import) and of a template. */
export const ruleFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'criteria'],
  properties: { name: requiredText(RULE_NAME_MAX), diseaseKey: diseaseKeySchema, criteria: criteriaSchema },
} as const;

const ruleSummaryProperties = {
  id: { type: 'integer' },
  projectId: { type: 'integer' },
  diseaseKey: { type: 'string' },
  ruleVersion: { type: 'integer' },
  status: { type: 'string', enum: RULE_STATUSES },
  name: { type: 'string' },
  criteriaCount: { type: 'integer' },
  /** 'template:<id>', 'project:<id>#<version>', 'import:<file>', 'version:<n>' or null. */
  origin: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  publishedAt: { type: ['string', 'null'] },
  version: { type: 'integer' },
} as const;
const summaryRequired = Object.keys(ruleSummaryProperties) as (keyof typeof ruleSummaryProperties)[];

export const ruleSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: ruleSummaryProperties,
} as const;

export const ruleDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...summaryRequired, 'criteria'],
  properties: { ...ruleSummaryProperties, criteria: criteriaSchema },
} as const;

/** What matching answers: how many patients it matched, by SPEC §4 status, and how long it took. */
export const matchSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['matched', 'byStatus', 'ms'],
  properties: {
    matched: { type: 'integer' },
    byStatus: { type: 'object', additionalProperties: { type: 'integer' } },
    ms: { type: 'number' },
  },
} as const;

export const RULES_PATH_PREFIX = '/api/config/gcpRecruitRule';

export const recruitRuleTemplatesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${RULES_PATH_PREFIX}/templates`,
  // Templates are general criteria, not personal or project data.
  access: 'session',
  summary: 'The built-in rule templates',
  schema: {
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'diseaseKey', 'criteria'],
        properties: {
          id: { type: 'string' },
          name: { type: 'object', additionalProperties: { type: 'string' } },
          diseaseKey: { type: 'string' },
          criteria: criteriaSchema,
        },
      },
    }),
  },
});

export const recruitRuleListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${RULES_PATH_PREFIX}/:projectId/list`,
  access: { scope: 'project', page: 'RecruitRules', projectIdIn: 'params' },
  summary: "A project's rule versions grouped by disease key, newest first",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['diseaseKey', 'versions'],
        properties: { diseaseKey: { type: 'string' }, versions: { type: 'array', items: ruleSummarySchema } },
      },
    }),
  },
});

export const recruitRuleDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${RULES_PATH_PREFIX}/:projectId/:id`,
  access: { scope: 'project', page: 'RecruitRules', projectIdIn: 'params' },
  summary: 'One rule version of the project with its criteria',
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'id'],
      properties: { projectId: idSchema, id: idSchema },
    },
    response: dataEnvelope(ruleDetailSchema),
  },
});

export const recruitRuleSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULES_PATH_PREFIX}/save`,
  access: { scope: 'project', button: 'recruitRule:update', projectIdIn: 'body' },
  summary: 'Create a draft (no id; one per disease key) or update a draft (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        /** Only when creating: a draft keeps its disease key. */
        diseaseKey: diseaseKeySchema,
        name: requiredText(RULE_NAME_MAX),
        criteria: criteriaSchema,
      },
      ['projectId', 'name', 'criteria'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const projectAndRow = jsonBody({ projectId: idSchema, id: idSchema }, ['projectId', 'id']);

export const recruitRuleDraftFromEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULES_PATH_PREFIX}/draft-from`,
  access: { scope: 'project', button: 'recruitRule:update', projectIdIn: 'body' },
  summary: 'Start a new draft of the disease key from one of its published or retired versions',
  bodyType: 'json',
  schema: { body: projectAndRow, response: dataEnvelope(savedRowSchema) },
});

export const recruitRulePublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULES_PATH_PREFIX}/publish`,
  access: { scope: 'project', button: 'recruitRule:publish', projectIdIn: 'body' },
  summary: 'Publish a draft (the previous published version retires) and match the project again',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, id: idSchema, version: versionSchema }, ['projectId', 'id', 'version']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'ruleVersion', 'match'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        ruleVersion: { type: 'integer' },
        match: matchSummarySchema,
      },
    }),
  },
});

/** A criterion as the wire carries it (the matcher's `Criterion` with mutable lists). */
export type WireCriterion = FromSchema<typeof criterionSchema>;
export type RuleSummary = FromSchema<typeof ruleSummarySchema>;
export type RuleDetail = FromSchema<typeof ruleDetailSchema>;
export type RuleFile = FromSchema<typeof ruleFileSchema>;
export type MatchSummary = FromSchema<typeof matchSummarySchema>;
export type RuleGroups = NonNullable<FromSchema<(typeof recruitRuleListEndpoint)['schema']['response']>['data']>;
export type RuleTemplateList = NonNullable<
  FromSchema<(typeof recruitRuleTemplatesEndpoint)['schema']['response']>['data']
>;
export type RuleSaveBody = FromSchema<(typeof recruitRuleSaveEndpoint)['schema']['body']>;
export type RulePublishBody = FromSchema<(typeof recruitRulePublishEndpoint)['schema']['body']>;
export type RuleRowBody = FromSchema<(typeof recruitRuleDraftFromEndpoint)['schema']['body']>;
