/**
 * QC findings to closure (page QualityFindings, 整改; SPEC §4 verify status): recorded on an
 * item of a task in progress (qcFinding:raise, status 2), sent to the responsible team member
 * with a due day (4 rectifying), answered with the corrective and preventive action and
 * evidence files (qcFinding:answer, the responsible member only; 5 feedback given), then
 * accepted (3 done) or returned (4) by the checker (qcFinding:verify). Subjects are named by
 * number and initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QC_ITEM_CODES } from '../../domain/quality/qc-dictionaries';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { LIST_EXPORT_MAX_ROWS, exportQuery } from '../contract/export-query';
import { calendarDateSchema } from '../contract/formats';
import { SPREADSHEET_MEDIA_TYPES } from '../contract/media-types';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import {
  FINDING_SOURCES,
  FINDING_STATUS_FILTERS,
  LEVEL_VALUES,
  PROBLEM_TYPE_VALUES,
  findingListFilters,
} from './list-filters';

export const FINDING_TEXT_MAX = 1000;
export const FINDING_EVIDENCE_MAX = 10;
const BASE = '/api/quality/finding';
const nullableText = { type: ['string', 'null'] } as const;

export const findingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'taskId',
    'source',
    'sourceId',
    'sourceName',
    'level',
    'itemCode',
    'subjectId',
    'subjectNumber',
    'initials',
    'problemType',
    'severity',
    'description',
    'status',
    'responsibleId',
    'responsibleName',
    'checkerId',
    'rectifyDue',
    'corrective',
    'preventive',
    'evidence',
    'answeredAt',
    'answeredBy',
    'verifyNote',
    'verifiedAt',
    'verifiedBy',
    'returnCount',
    'createdBy',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    /** The check task's id; null for an inspection's or a self-check's finding. */
    taskId: { type: ['integer', 'null'] },
    source: { type: 'string', enum: FINDING_SOURCES },
    /** The check task's, inspection's or self-check run's id. */
    sourceId: { type: 'integer' },
    /** The task's name, the inspecting body, or the self-check's day. */
    sourceName: { type: 'string' },
    /** The task's level; 1 for a self-check's finding, null for an inspection's. */
    level: { type: ['integer', 'null'], enum: [...LEVEL_VALUES, null] },
    /** A QC item code on a task's finding; 'inspection' or the checklist item's key otherwise. */
    itemCode: { type: 'string' },
    subjectId: { type: ['integer', 'null'] },
    subjectNumber: nullableText,
    initials: nullableText,
    problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
    severity: { type: 'integer' },
    description: { type: 'string' },
    status: { type: 'integer', enum: FINDING_STATUS_FILTERS },
    responsibleId: { type: ['integer', 'null'] },
    responsibleName: nullableText,
    /** The task's assignee, who accepts or returns the answer (isFindingChecker); null without a task. */
    checkerId: { type: ['integer', 'null'] },
    rectifyDue: nullableText,
    corrective: nullableText,
    preventive: nullableText,
    /** Stored file ids of the evidence. */
    evidence: { type: 'array', items: { type: 'integer' } },
    answeredAt: nullableText,
    answeredBy: nullableText,
    verifyNote: nullableText,
    verifiedAt: nullableText,
    verifiedBy: nullableText,
    returnCount: { type: 'integer' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

export const findingListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'QualityFindings', projectIdIn: 'params' },
  summary: "A page of the project's QC findings, open ones first, newest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(findingListFilters),
    response: listEnvelope(findingSchema),
  },
});

export const findingRaiseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/raise`,
  access: { scope: 'project', button: 'qcFinding:raise', projectIdIn: 'body' },
  summary: 'Record a finding on an item of a task in progress (status 2, in QC)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        taskId: idSchema,
        itemCode: { type: 'string', enum: QC_ITEM_CODES },
        subjectId: { anyOf: [idSchema, { type: 'null' }] },
        problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
        severity: { type: 'integer', enum: [1, 2, 3] },
        description: requiredText(FINDING_TEXT_MAX, 'multi-line'),
      },
      ['projectId', 'taskId', 'itemCode', 'problemType', 'severity', 'description'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;
const REF = ['projectId', 'id', 'version'] as const;

export const findingSendEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/send`,
  access: { scope: 'project', button: 'qcFinding:raise', projectIdIn: 'body' },
  summary: 'Send a finding to the responsible team member to rectify by a day (2 → 4)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, responsibleUserId: idSchema, rectifyDue: calendarDateSchema }, [
      ...REF,
      'responsibleUserId',
      'rectifyDue',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const findingAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/answer`,
  access: { scope: 'project', button: 'qcFinding:answer', projectIdIn: 'body' },
  summary: 'Answer a finding one must rectify with the corrective and preventive action and evidence (4 → 5)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...rowRef,
        corrective: requiredText(FINDING_TEXT_MAX, 'multi-line'),
        preventive: requiredText(FINDING_TEXT_MAX, 'multi-line'),
        evidence: { type: 'array', maxItems: FINDING_EVIDENCE_MAX, uniqueItems: true, items: idSchema },
      },
      [...REF, 'corrective', 'preventive'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const findingAcceptEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/accept`,
  access: { scope: 'project', button: 'qcFinding:verify', projectIdIn: 'body' },
  summary: 'Accept the rectification of an answered finding (5 → 3)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, note: optionalText(FINDING_TEXT_MAX, 'multi-line') }, REF),
    response: dataEnvelope(savedRowSchema),
  },
});

export const findingReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/return`,
  access: { scope: 'project', button: 'qcFinding:verify', projectIdIn: 'body' },
  summary: 'Return an answered finding for more work, saying why (5 → 4)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, note: requiredText(FINDING_TEXT_MAX, 'multi-line') }, [...REF, 'note']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const findingExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/export/:projectId`,
  access: { scope: 'project', button: 'qcFinding:export', projectIdIn: 'params' },
  report: 'qcFindings',
  summary: "The project's QC findings with the list's filters, as .xlsx",
  responseMediaTypes: SPREADSHEET_MEDIA_TYPES,
  schema: {
    params: idParams('projectId'),
    querystring: exportQuery(findingListFilters),
    response: { description: `The .xlsx file; more than ${LIST_EXPORT_MAX_ROWS} rows are refused` },
  },
});

export type Finding = FromSchema<typeof findingSchema>;

/**
 * Who accepts or returns an answered finding (besides holding qcFinding:verify on the project,
 * which the endpoints require): a check task's finding is its task's runner's; an inspection's
 * or a self-check's finding has no runner, so any member with qcFinding:verify verifies it.
 */
export function isFindingChecker(
  finding: { taskId: number | null; checkerId: number | null },
  userId: number | null | undefined,
): boolean {
  if (finding.taskId === null) return true;
  return userId !== null && userId !== undefined && finding.checkerId === userId;
}
export type FindingListQuery = FromSchema<(typeof findingListEndpoint)['schema']['querystring']>;
export type FindingRaiseBody = FromSchema<(typeof findingRaiseEndpoint)['schema']['body']>;
export type FindingSendBody = FromSchema<(typeof findingSendEndpoint)['schema']['body']>;
export type FindingAnswerBody = FromSchema<(typeof findingAnswerEndpoint)['schema']['body']>;
export type FindingVerdictBody = FromSchema<(typeof findingAcceptEndpoint)['schema']['body']>;
