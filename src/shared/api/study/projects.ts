/**
 * Study management of projects (SPEC §7 '/bus/*' project CRUD, start, term): the staff
 * table of every project, a project's staff view, create, edit, copy, the lifecycle
 * transitions, publishing and the recruitment status. Doctors, activity, preview and key
 * counts: project-pages.ts.
 *
 * Writes are JSON bodies carrying the project's `version`; a stale version answers 400
 * code '100' and changes nothing. The field schema below is the one the form checks too.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PROJECT_STATUSES, TERMINATE_REASON_MAX } from '../../domain/study/lifecycle';
import { RECRUIT_STATUS_CODES } from '../../domain/portal';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { instantSchema } from '../contract/formats';
import { projectSchema } from '../portal';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagingProperties,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { projectListQueryProperties } from './list-filters';

const nullableText = { type: ['string', 'null'] } as const;

/** A site enrols at most a few thousand subjects in one trial; more is a typing slip. */
export const ENROLMENT_TARGET_MAX = 100_000;

/** A start date as the form sends it: an ISO 8601 instant, or null. */
const actionTimeSchema = { ...instantSchema, type: ['string', 'null'] } as const;

/** A phone the public page masks (digits 4 to 7): a mobile or a landline with its area code. */
const contactPhoneSchema = {
  type: ['string', 'null'],
  format: 'single-line',
  maxLength: 20,
  pattern: '^$|^[0-9][0-9-]{6,19}$',
} as const;

/**
 * Every field a project's form edits: the public fields of SPEC §3 Project and the staff
 * header of SPEC §3 'Detail header label sets'. Multi-valued dictionary fields (trial
 * stages, pathologic types) are comma-joined codes, as the public search sends them.
 */
export const projectFieldProperties = {
  name: requiredText(200),
  recruitStatus: { type: 'string', enum: RECRUIT_STATUS_CODES },
  trialStages: optionalText(200),
  trialType: optionalText(50),
  indication: optionalText(500),
  actionTime: actionTimeSchema,
  trialMedicine: optionalText(200),
  testedDiseases: optionalText(200),
  targetSpot: optionalText(100),
  treatMethod: optionalText(2000, 'multi-line'),
  target: optionalText(2000, 'multi-line'),
  researchName: optionalText(50),
  sponsorName: optionalText(200),
  studyChargerName: optionalText(50),
  studyChargerMobile: contactPhoneSchema,
  inclusionCriteria: optionalText(10_000, 'multi-line'),
  exclusionCriteria: optionalText(10_000, 'multi-line'),
  institutionAcceptNumber: optionalText(50),
  pathologicType: optionalText(200),
  runStage: optionalText(100),
  previousTreatmentDrug: optionalText(500),
  projectNo: optionalText(50),
  planCode: optionalText(50),
  approvalNumber: optionalText(50),
  trialCategory: optionalText(50),
  deptId: { ...idSchema, type: ['integer', 'null'] },
  initiatingUnit: optionalText(200),
  financeCode: optionalText(50),
  ethicsApprovalNumber: optionalText(50),
  ethicsAcceptNumber: optionalText(50),
  /** 计划入组例数: subjects the site plans to enrol; null when not set. */
  enrolmentTarget: { type: ['integer', 'null'], minimum: 1, maximum: ENROLMENT_TARGET_MAX },
} as const;

export type ProjectFieldName = keyof typeof projectFieldProperties;

/** The create body: the fields, with a name and a recruitment status. */
export const projectCreateBodySchema = jsonBody(projectFieldProperties, ['name', 'recruitStatus']);

export const projectUpdateBodySchema = jsonBody(
  { projectId: idSchema, version: versionSchema, ...projectFieldProperties },
  ['projectId', 'version', 'name', 'recruitStatus'],
);

const staffProjectProperties = {
  ...projectSchema.properties,
  projectNo: nullableText,
  planCode: nullableText,
  approvalNumber: nullableText,
  trialCategory: nullableText,
  deptId: { type: ['integer', 'null'] },
  deptName: nullableText,
  initiatingUnit: nullableText,
  financeCode: nullableText,
  ethicsApprovalNumber: nullableText,
  ethicsAcceptNumber: nullableText,
  enrolmentTarget: { type: ['integer', 'null'] },
  status: { type: 'string', enum: PROJECT_STATUSES },
  published: { type: 'boolean' },
  /** ISO 8601 UTC of the latest publication, or null for a draft never published. */
  publishedAt: nullableText,
  terminateReason: nullableText,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;

export const staffProjectSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(staffProjectProperties) as (keyof typeof staffProjectProperties)[],
  properties: staffProjectProperties,
} as const;

const projectRowProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  projectNo: nullableText,
  recruitStatus: { type: 'string' },
  trialType: nullableText,
  trialStages: nullableText,
  sponsorName: nullableText,
  researchName: nullableText,
  deptName: nullableText,
  actionTime: nullableText,
  status: { type: 'string', enum: PROJECT_STATUSES },
  published: { type: 'boolean' },
  updatedAt: { type: 'string' },
  version: { type: 'integer' },
} as const;

export const projectRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(projectRowProperties) as (keyof typeof projectRowProperties)[],
  properties: projectRowProperties,
} as const;

export const projectManageListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/list',
  access: { scope: 'system', page: 'ProjectManage' },
  summary:
    'Every project, drafts and every status; keyword matches name, project number or acceptance number; sorted and paged',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { ...pagingProperties, ...projectListQueryProperties },
    },
    response: listEnvelope(projectRowSchema),
  },
});

export const projectManageDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bus/project/:projectId/detail',
  access: { scope: 'project', page: 'ProjectOverview', projectIdIn: 'params' },
  summary: 'One project as staff see it: every field, its lifecycle status, publication and version',
  schema: { params: idParams('projectId'), response: dataEnvelope(staffProjectSchema) },
});

export const projectCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/create',
  access: { scope: 'system', button: 'project:create' },
  summary: 'Create a project as an unpublished draft; the creator joins its team with their system roles',
  bodyType: 'json',
  schema: { body: projectCreateBodySchema, response: dataEnvelope(savedRowSchema) },
});

export const projectUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/update',
  access: { scope: 'project', button: 'project:update', projectIdIn: 'body' },
  summary: "Replace a project's fields (all of them; blank clears)",
  bodyType: 'json',
  schema: { body: projectUpdateBodySchema, response: dataEnvelope(savedRowSchema) },
});

export const projectCopyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/copy',
  // A project scope: one copies only a project one works in (its content is not public).
  access: { scope: 'project', button: 'project:copy', projectIdIn: 'body' },
  summary: 'A new draft with the fields and doctors of a project one works in; the copier joins its team',
  bodyType: 'json',
  schema: { body: jsonBody({ projectId: idSchema }, ['projectId']), response: dataEnvelope(savedRowSchema) },
});

const versionedBody = jsonBody({ projectId: idSchema, version: versionSchema }, ['projectId', 'version']);

export const projectStartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/start',
  access: { scope: 'project', button: 'project:start', projectIdIn: 'body' },
  summary: 'Start a preparing project (lifecycle: preparing -> ongoing)',
  bodyType: 'json',
  schema: { body: versionedBody, response: dataEnvelope(savedRowSchema) },
});

export const projectTerminateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/term',
  access: { scope: 'project', button: 'project:terminate', projectIdIn: 'body' },
  summary: 'Terminate a project with a reason; its recruitment status becomes zzzm',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { projectId: idSchema, version: versionSchema, reason: requiredText(TERMINATE_REASON_MAX, 'multi-line') },
      ['projectId', 'version', 'reason'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const projectArchiveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/archive',
  access: { scope: 'project', button: 'project:archive', projectIdIn: 'body' },
  summary: 'Archive an ongoing or terminated project; it leaves the public portal',
  bodyType: 'json',
  schema: { body: versionedBody, response: dataEnvelope(savedRowSchema) },
});

export const projectPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/publish',
  access: { scope: 'project', button: 'project:publish', projectIdIn: 'body' },
  summary: 'Put a draft on the public portal (its list, detail and offline copy)',
  bodyType: 'json',
  schema: { body: versionedBody, response: dataEnvelope(savedRowSchema) },
});

export const projectUnpublishEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/unpublish',
  access: { scope: 'project', button: 'project:publish', projectIdIn: 'body' },
  summary: 'Withdraw a project from the public portal (it becomes a draft again)',
  bodyType: 'json',
  schema: { body: versionedBody, response: dataEnvelope(savedRowSchema) },
});

export const projectRecruitStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bus/project/setRecruitStatus',
  access: { scope: 'project', button: 'project:update', projectIdIn: 'body' },
  summary: 'Change the recruitment status (zmz, zmwc, ztzm, zzzm); the public list and detail show it at once',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { projectId: idSchema, version: versionSchema, recruitStatus: { type: 'string', enum: RECRUIT_STATUS_CODES } },
      ['projectId', 'version', 'recruitStatus'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type ProjectFields = FromSchema<typeof projectCreateBodySchema>;
export type ProjectUpdateBody = FromSchema<typeof projectUpdateBodySchema>;
export type StaffProject = FromSchema<typeof staffProjectSchema>;
export type ProjectRow = FromSchema<typeof projectRowSchema>;
export type ProjectListQuery = FromSchema<(typeof projectManageListEndpoint)['schema']['querystring']>;
