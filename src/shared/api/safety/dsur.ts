/**
 * DSUR reports (SPEC §7 gcpDsurRecord, page SafetyDsur): one development safety update
 * report a year per project (ICH E2F). A report names the development international birth
 * date (DIBD) and its report year; the server works out the period and the data lock point
 * (shared/domain/safety/due-dates.ts dsurPeriod) and the due day 60 days after it. Same
 * save / submit / revise flow and PV status moves as SUSAR (safety-susar.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RECORD_BUTTONS } from '../../domain/safety/status';
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
import { PV_STATUS_VALUES, dsurListFilters } from './list-filters';
import { pvActionEndpoint } from './susar';
import {
  idParams,
  jsonBody,
  pagedQuery,
  projectRowParams,
  projectRowRefProperties,
  requiredText,
  savedRowSchema,
} from '../contract/staff-fields';

export const DSUR_BASE = '/api/trial/gcpDsurRecord';
export const DSUR_SUMMARY_MAX = 4000;
export const DSUR_YEAR_MIN = 2000;
export const DSUR_YEAR_MAX = 2100;

export const dsurSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'reportNo',
    'dibd',
    'reportYear',
    'periodStart',
    'dataLockPoint',
    'summary',
    'pvStatus',
    ...RECORD_LIFECYCLE_REQUIRED,
    ...DUE_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    reportNo: { type: ['string', 'null'] },
    /** The development international birth date. */
    dibd: { type: 'string' },
    /** The year of the data lock point. */
    reportYear: { type: 'integer' },
    periodStart: { type: 'string' },
    dataLockPoint: { type: 'string' },
    summary: { type: 'string' },
    pvStatus: { type: 'string', enum: PV_STATUS_VALUES },
    ...recordLifecycleProperties,
    ...dueProperties,
  },
} as const;

export const dsurListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${DSUR_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'SafetyDsur', projectIdIn: 'params' },
  summary: "A page of the project's DSUR reports, latest report year first, with their due state",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(dsurListFilters),
    response: listEnvelope(dsurSchema),
  },
});

export const dsurGetEndpoint = defineEndpoint({
  method: 'GET',
  path: `${DSUR_BASE}/get/:projectId/:id`,
  access: { scope: 'project', page: 'SafetyDsur', projectIdIn: 'params' },
  summary: 'One DSUR report of the project',
  schema: {
    params: projectRowParams,
    response: dataEnvelope(dsurSchema),
  },
});

export const dsurSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${DSUR_BASE}/save`,
  access: { scope: 'project', button: 'dsur:update', projectIdIn: 'body' },
  summary: 'Create a DSUR draft (no id) or edit a draft (id + version); one per project and report year',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...projectRowRefProperties,
        dibd: calendarDateSchema,
        reportYear: { type: 'integer', minimum: DSUR_YEAR_MIN, maximum: DSUR_YEAR_MAX },
        summary: requiredText(DSUR_SUMMARY_MAX, 'multi-line'),
      },
      ['projectId', 'dibd', 'reportYear', 'summary'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

/** The next DSUR a project has to write: see the server's `nextDsur` for how it is chosen. */
export const nextDsurSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dibd', 'reportYear', 'periodStart', 'dataLockPoint', 'dueAt', 'dueLabel', 'dueState'],
  properties: {
    dibd: { type: 'string' },
    reportYear: { type: 'integer' },
    periodStart: { type: 'string' },
    dataLockPoint: { type: 'string' },
    ...dueProperties,
  },
} as const;

export const dsurNextEndpoint = defineEndpoint({
  method: 'GET',
  path: `${DSUR_BASE}/next/:projectId`,
  access: { scope: 'project', page: 'SafetyDsur', projectIdIn: 'params' },
  summary:
    "The project's next DSUR to write (the first year since its first DSUR without one whose data lock point has passed), or null",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({ anyOf: [nextDsurSchema, { type: 'null' }] }),
  },
});

export const dsurPvEndpoint = pvActionEndpoint(DSUR_BASE, 'dsur:pv', 'DSUR');

export const dsurLifecycle = recordLifecycleEndpoints(DSUR_BASE, 'SafetyDsur', RECORD_BUTTONS.dsur, 'DSUR');

export type Dsur = FromSchema<typeof dsurSchema>;
export type NextDsur = FromSchema<typeof nextDsurSchema>;
export type DsurListQuery = FromSchema<(typeof dsurListEndpoint)['schema']['querystring']>;
export type DsurSaveBody = FromSchema<(typeof dsurSaveEndpoint)['schema']['body']>;
