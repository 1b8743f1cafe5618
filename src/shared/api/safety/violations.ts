/**
 * A project's protocol violations (project-scope page ProtocolViolations, issue 15 item 4,
 * SPEC §4 violation types and severity): the list with filters, manual entries
 * (violation:update), the review by an investigator (violation:review, status machine
 * VIOLATION_TRANSITIONS in shared/domain/safety/status.ts), and the violations taken from
 * the visits area's deviations (out-of-window and missed visits, as the published safety
 * rules switch them on). Subjects are named by number and initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { VIOLATION_SOURCES, VIOLATION_STATUSES } from '../../domain/safety/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { VIOLATION_TYPE_CODES, violationListFilters } from './list-filters';
import { SUBJECT_ROW_REQUIRED, subjectRowProperties } from './records';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowRefProperties,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/trial/violation';
export const VIOLATION_DESCRIPTION_MAX = 1000;
export const VIOLATION_REVIEW_NOTE_MAX = 500;
/** SPEC §4 severity (fixed dictionary SEVERITY). */
export const SEVERITY_CODES = [1, 2, 3] as const;

export const violationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...SUBJECT_ROW_REQUIRED,
    'type',
    'severity',
    'occurredDate',
    'description',
    'source',
    'subjectVisitId',
    'visitName',
    'visitCode',
    'status',
    'reviewNote',
    'reviewedBy',
    'reviewedAt',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    ...subjectRowProperties,
    /** SPEC §4 type 10/20/30; null for a violation taken from a visit deviation. */
    type: { type: ['integer', 'null'] },
    severity: { type: 'integer' },
    occurredDate: { type: 'string' },
    description: { type: 'string' },
    source: { type: 'string', enum: VIOLATION_SOURCES },
    subjectVisitId: { type: ['integer', 'null'] },
    visitName: { type: ['string', 'null'] },
    visitCode: { type: ['string', 'null'] },
    status: { type: 'string', enum: VIOLATION_STATUSES },
    reviewNote: { type: ['string', 'null'] },
    reviewedBy: { type: ['string', 'null'] },
    reviewedAt: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;

export const violationListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'ProtocolViolations', projectIdIn: 'params' },
  summary: "A page of the project's protocol violations, open ones first, newest occurrence first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(violationListFilters),
    response: listEnvelope(violationSchema),
  },
});

export const violationPendingVisitsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/pendingVisits/:projectId`,
  access: { scope: 'project', page: 'ProtocolViolations', projectIdIn: 'params' },
  summary: 'How many visit deviations the published rules make violations and that are not recorded yet',
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['outOfWindow', 'missed', 'total'],
      properties: { outOfWindow: { type: 'integer' }, missed: { type: 'integer' }, total: { type: 'integer' } },
    }),
  },
});

export const violationSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'violation:update', projectIdIn: 'body' },
  summary: 'Enter a violation (no id) or change an open one (id + version); occurredDate not after today',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...projectRowRefProperties,
        subjectId: idSchema,
        /** Required for an entered violation; a visit deviation keeps its null type. */
        type: { type: ['integer', 'null'], enum: [...VIOLATION_TYPE_CODES, null] },
        severity: { type: 'integer', enum: SEVERITY_CODES },
        occurredDate: calendarDateSchema,
        description: requiredText(VIOLATION_DESCRIPTION_MAX, 'multi-line'),
      },
      ['projectId', 'subjectId', 'severity', 'occurredDate', 'description'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const violationReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/review`,
  access: { scope: 'project', button: 'violation:review', projectIdIn: 'body' },
  summary: 'Review an open violation, with an optional note (open → reviewed)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, note: optionalText(VIOLATION_REVIEW_NOTE_MAX, 'multi-line') }, [
      'projectId',
      'id',
      'version',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const violationReopenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/reopen`,
  access: { scope: 'project', button: 'violation:review', projectIdIn: 'body' },
  summary: 'Reopen a reviewed violation (reviewed → open); the review note is kept in the audit trail',
  bodyType: 'json',
  schema: {
    body: jsonBody(rowRef, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const violationDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: { scope: 'project', button: 'violation:update', projectIdIn: 'body' },
  summary: 'Delete an open violation entered by hand',
  bodyType: 'json',
  schema: {
    body: jsonBody(rowRef, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const violationFromVisitsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/fromVisits`,
  access: { scope: 'project', button: 'violation:update', projectIdIn: 'body' },
  summary: 'Record the not yet recorded out-of-window and missed visits as violations (as the rules switch them on)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema }, ['projectId']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['created'],
      properties: { created: { type: 'integer' } },
    }),
  },
});

export type Violation = FromSchema<typeof violationSchema>;
export type ViolationListQuery = FromSchema<(typeof violationListEndpoint)['schema']['querystring']>;
export type ViolationPendingVisits = NonNullable<
  FromSchema<(typeof violationPendingVisitsEndpoint)['schema']['response']>['data']
>;
export type ViolationSaveBody = FromSchema<(typeof violationSaveEndpoint)['schema']['body']>;
export type ViolationReviewBody = FromSchema<(typeof violationReviewEndpoint)['schema']['body']>;
export type ViolationRowRef = FromSchema<(typeof violationDeleteEndpoint)['schema']['body']>;
