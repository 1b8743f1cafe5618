/**
 * SUSAR reports (SPEC §7 gcpSusarRecord, page SafetySusar): suspected unexpected serious
 * adverse reactions of a project, saved as drafts (susar:update), submitted and revised
 * through the shared record lifecycle (susar:submit; safety-records.ts), numbered
 * SUSAR-<project>-<year>-<seq> at the first submission, and moved through the PV status
 * (SPEC §4: new, waiting, auditing, accepted) by susar:pv. Each row carries its due date
 * (shared/domain/safety/due-dates.ts susarDue) and where it stands at the server's now.
 * Subjects are named by subject number and initials only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { ProjectButton } from '../../domain/access';
import { PV_ACTIONS, RECORD_BUTTONS } from '../../domain/safety/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  DUE_REQUIRED,
  RECORD_LIFECYCLE_REQUIRED,
  dueProperties,
  recordLifecycleEndpoints,
  recordLifecycleProperties,
} from './records';
import { PV_STATUS_VALUES, susarListFilters } from './list-filters';
import {
  idParams,
  idSchema,
  jsonBody,
  pagedQuery,
  projectRowParams,
  projectRowRefProperties,
  requiredText,
  savedRowSchema,
} from '../contract/staff-fields';

export const SUSAR_BASE = '/api/trial/gcpSusarRecord';
export const SUSAR_REPORT_TYPES = ['first', 'followup'] as const;
export type SusarReportType = (typeof SUSAR_REPORT_TYPES)[number];
export const SUSAR_DRUG_MAX = 100;
export const SUSAR_REACTION_MAX = 200;
export const SUSAR_DESCRIPTION_MAX = 4000;

export const susarSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'subjectInitials',
    'saeId',
    'saeNo',
    'initialId',
    'initialNo',
    'reportNo',
    'reportType',
    'learnedDate',
    'fatal',
    'drugName',
    'reaction',
    'description',
    'pvStatus',
    ...RECORD_LIFECYCLE_REQUIRED,
    ...DUE_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    subjectId: { type: ['integer', 'null'] },
    subjectNumber: { type: ['string', 'null'] },
    subjectInitials: { type: ['string', 'null'] },
    saeId: { type: ['integer', 'null'] },
    /** The linked SAE's report number (null while it is a draft). */
    saeNo: { type: ['string', 'null'] },
    /** A follow-up's first report. */
    initialId: { type: ['integer', 'null'] },
    initialNo: { type: ['string', 'null'] },
    /** Given at the first submission. */
    reportNo: { type: ['string', 'null'] },
    reportType: { type: 'string', enum: SUSAR_REPORT_TYPES },
    /** The hospital day of first knowledge: day 0 of the 7- or 15-day clock. */
    learnedDate: { type: 'string' },
    /** Fatal or life-threatening: the 7-day clock. */
    fatal: { type: 'boolean' },
    drugName: { type: 'string' },
    reaction: { type: 'string' },
    description: { type: 'string' },
    pvStatus: { type: 'string', enum: PV_STATUS_VALUES },
    ...recordLifecycleProperties,
    ...dueProperties,
  },
} as const;

export const susarListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SUSAR_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'SafetySusar', projectIdIn: 'params' },
  summary: "A page of the project's SUSAR reports, newest day of knowledge first, with their due state",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(susarListFilters),
    response: listEnvelope(susarSchema),
  },
});

export const susarGetEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SUSAR_BASE}/get/:projectId/:id`,
  access: { scope: 'project', page: 'SafetySusar', projectIdIn: 'params' },
  summary: 'One SUSAR report of the project',
  schema: { params: projectRowParams, response: dataEnvelope(susarSchema) },
});

export const susarSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SUSAR_BASE}/save`,
  access: { scope: 'project', button: 'susar:update', projectIdIn: 'body' },
  summary: 'Create a SUSAR draft (no id) or edit a draft of the project (id + version)',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...projectRowRefProperties,
        /** A subject of the project, when known. */
        subjectId: { ...idSchema, type: ['integer', 'null'] },
        /** An SAE report of the project, when the SUSAR comes from one. */
        saeId: { ...idSchema, type: ['integer', 'null'] },
        reportType: { type: 'string', enum: SUSAR_REPORT_TYPES },
        /** A follow-up names a submitted first SUSAR of the project. */
        initialId: { ...idSchema, type: ['integer', 'null'] },
        /** Not after the hospital's today. */
        learnedDate: calendarDateSchema,
        fatal: { type: 'boolean' },
        drugName: requiredText(SUSAR_DRUG_MAX),
        reaction: requiredText(SUSAR_REACTION_MAX),
        description: requiredText(SUSAR_DESCRIPTION_MAX, 'multi-line'),
      },
      ['projectId', 'reportType', 'learnedDate', 'fatal', 'drugName', 'reaction', 'description'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

/** The PV status move of a submitted report (SUSAR or DSUR): PV_TRANSITIONS, others refused. */
export function pvActionEndpoint<const Base extends string, const Button extends ProjectButton>(
  base: Base,
  button: Button,
  noun: string,
) {
  return defineEndpoint({
    method: 'POST',
    path: `${base}/pv`,
    access: { scope: 'project', button, projectIdIn: 'body' },
    summary: `Move a submitted ${noun} through the PV status: audit (waiting → auditing), accept, sendBack`,
    bodyType: 'json',
    schema: {
      body: jsonBody({ ...projectRowRefProperties, action: { type: 'string', enum: PV_ACTIONS } }, [
        'projectId',
        'id',
        'version',
        'action',
      ]),
      response: dataEnvelope(savedRowSchema),
    },
  });
}

export const susarPvEndpoint = pvActionEndpoint(SUSAR_BASE, 'susar:pv', 'SUSAR');

export const susarLifecycle = recordLifecycleEndpoints(SUSAR_BASE, 'SafetySusar', RECORD_BUTTONS.susar, 'SUSAR');

export type Susar = FromSchema<typeof susarSchema>;
export type SusarListQuery = FromSchema<(typeof susarListEndpoint)['schema']['querystring']>;
export type SusarSaveBody = FromSchema<(typeof susarSaveEndpoint)['schema']['body']>;
export type PvActionBody = FromSchema<(typeof susarPvEndpoint)['schema']['body']>;
