/**
 * Monitoring visits (SPEC §4 appointments: accept, refuse, adjust, launch; remote monitoring:
 * open, close). A project's appointment rules and remote switch (`/api/bus/appointmentRule`),
 * the monitor's bookings and the site's answers (`/api/bus/appointment`), the visit's report
 * and work hours (`/api/quality/monitoring`). Status machine: APPOINTMENT_TRANSITIONS in
 * shared/domain/quality/appointment-status.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { APPOINTMENT_STATUSES } from '../../domain/quality/appointment-status';
import { MAX_DAYS_AHEAD_LIMIT, MAX_MONITORS_LIMIT, WEEKDAYS } from '../../domain/quality/appointment-rules';
import { signatureBodySchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  projectRowRefProperties,
  requiredText,
  rowAuthorProperties,
  ROW_AUTHOR_REQUIRED,
  savedRowSchema,
} from '../contract/staff-fields';
import { appointmentListFilters } from './monitoring-filters';

const RULE_BASE = '/api/bus/appointmentRule';
const APPOINTMENT_BASE = '/api/bus/appointment';
const MONITORING_BASE = '/api/quality/monitoring';
export const APPOINTMENT_PURPOSE_MAX = 500;
export const APPOINTMENT_NOTE_MAX = 500;
export const REPORT_SUMMARY_MAX = 4000;
/** Work hours of one visit, in quarter hours up to a long day. */
export const WORK_HOURS_MAX = 24;

const rulesProperties = {
  weekdays: {
    type: 'array',
    items: { type: 'integer', enum: WEEKDAYS },
    minItems: 1,
    maxItems: 7,
    uniqueItems: true,
  },
  maxMonitors: { type: 'integer', minimum: 1, maximum: MAX_MONITORS_LIMIT },
  minNoticeDays: { type: 'integer', minimum: 0, maximum: MAX_DAYS_AHEAD_LIMIT },
  maxDaysAhead: { type: 'integer', minimum: 1, maximum: MAX_DAYS_AHEAD_LIMIT },
} as const;

export const monitoringSettingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['weekdays', 'maxMonitors', 'minNoticeDays', 'maxDaysAhead', 'remoteOpen', 'version'],
  properties: {
    ...rulesProperties,
    remoteOpen: { type: 'boolean' },
    /** 0 while the project has the default rules (no saved row). */
    version: { type: 'integer' },
  },
} as const;

export const monitoringSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: `${RULE_BASE}/:projectId`,
  access: { scope: 'project', page: 'MonitoringVisits', projectIdIn: 'params' },
  summary: "The project's appointment rules and whether remote monitoring is open",
  schema: { params: idParams('projectId'), response: dataEnvelope(monitoringSettingSchema) },
});

/** The row version of the settings (0 when none is saved yet). */
const settingVersion = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;

export const appointmentRulesSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${RULE_BASE}/save`,
  access: { scope: 'project', button: 'appointment:rules', projectIdIn: 'body' },
  summary: "Save the project's appointment rules (weekdays, monitors at once, booking window)",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, version: settingVersion, ...rulesProperties }, [
      'projectId',
      'version',
      'weekdays',
      'maxMonitors',
      'minNoticeDays',
      'maxDaysAhead',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

const remoteBody = jsonBody({ projectId: idSchema, version: settingVersion }, ['projectId', 'version']);

export const remoteOpenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MONITORING_BASE}/remote/open`,
  access: { scope: 'project', button: 'remote:switch', projectIdIn: 'body' },
  summary: "Open remote monitoring: the project's monitors may open subjects' source documents",
  bodyType: 'json',
  schema: { body: remoteBody, response: dataEnvelope(savedRowSchema) },
});

export const remoteCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MONITORING_BASE}/remote/close`,
  access: { scope: 'project', button: 'remote:switch', projectIdIn: 'body' },
  summary: "Close remote monitoring: the project's monitors no longer open subjects' source documents",
  bodyType: 'json',
  schema: { body: remoteBody, response: dataEnvelope(savedRowSchema) },
});

export const appointmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'monitorId',
    'monitorName',
    'visitDate',
    'proposedDate',
    'purpose',
    'status',
    'siteNote',
    'reviewedBy',
    'launchedAt',
    'closedAt',
    'reportSummary',
    'subjectsReviewed',
    'workHours',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    monitorId: { type: 'integer' },
    monitorName: { type: 'string' },
    visitDate: { type: 'string' },
    proposedDate: { type: ['string', 'null'] },
    purpose: { type: 'string' },
    status: { type: 'string', enum: APPOINTMENT_STATUSES },
    /** The refusal reason, or the note with a proposed day. */
    siteNote: { type: ['string', 'null'] },
    reviewedBy: { type: ['string', 'null'] },
    launchedAt: { type: ['string', 'null'] },
    closedAt: { type: ['string', 'null'] },
    reportSummary: { type: ['string', 'null'] },
    /** Subjects reviewed during the visit, by number. */
    subjectsReviewed: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'subjectNumber'],
        properties: { id: { type: 'integer' }, subjectNumber: { type: 'string' } },
      },
    },
    workHours: { type: ['number', 'null'] },
    ...rowAuthorProperties,
  },
} as const;

export const appointmentListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MONITORING_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'MonitoringVisits', projectIdIn: 'params' },
  summary: "A page of the project's monitoring visits by day (latest first), with their reports",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(appointmentListFilters),
    response: listEnvelope(appointmentSchema),
  },
});

export const appointmentBookEndpoint = defineEndpoint({
  method: 'POST',
  path: `${APPOINTMENT_BASE}/book`,
  access: { scope: 'project', button: 'appointment:book', projectIdIn: 'body' },
  summary: "Book a monitoring visit on a day the project's appointment rules allow",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        visitDate: calendarDateSchema,
        purpose: requiredText(APPOINTMENT_PURPOSE_MAX, 'multi-line'),
      },
      ['projectId', 'visitDate', 'purpose'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

const rowRef = projectRowRefProperties;
const ROW_REF = ['projectId', 'id', 'version'] as const;

/** A move without more input (accept, confirm, cancel, launch). */
function plainMove(path: string, button: 'appointment:review' | 'appointment:book', summary: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    access: { scope: 'project', button, projectIdIn: 'body' },
    summary,
    bodyType: 'json',
    schema: { body: jsonBody(rowRef, ROW_REF), response: dataEnvelope(savedRowSchema) },
  });
}

export const appointmentAcceptEndpoint = plainMove(
  `${APPOINTMENT_BASE}/accept`,
  'appointment:review',
  'Accept a booked visit (booked → accepted)',
);
export const appointmentLaunchEndpoint = plainMove(
  `${APPOINTMENT_BASE}/launch`,
  'appointment:review',
  'Launch an accepted visit on its day (accepted → launched)',
);
export const appointmentConfirmEndpoint = plainMove(
  `${APPOINTMENT_BASE}/confirm`,
  'appointment:book',
  "The booking monitor takes the site's proposed day (adjusted → accepted)",
);
export const appointmentCancelEndpoint = plainMove(
  `${APPOINTMENT_BASE}/cancel`,
  'appointment:book',
  'The booking monitor cancels the visit (booked, adjusted or accepted → cancelled)',
);

export const appointmentRefuseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${APPOINTMENT_BASE}/refuse`,
  access: { scope: 'project', button: 'appointment:review', projectIdIn: 'body' },
  summary: 'Refuse a booked visit with a reason (booked → refused)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, reason: requiredText(APPOINTMENT_NOTE_MAX, 'multi-line') }, [...ROW_REF, 'reason']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const appointmentAdjustEndpoint = defineEndpoint({
  method: 'POST',
  path: `${APPOINTMENT_BASE}/adjust`,
  access: { scope: 'project', button: 'appointment:review', projectIdIn: 'body' },
  summary: 'Propose another day for a booked visit (booked → adjusted); the monitor confirms or cancels',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { ...rowRef, proposedDate: calendarDateSchema, note: optionalText(APPOINTMENT_NOTE_MAX, 'multi-line') },
      [...ROW_REF, 'proposedDate'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const monitoringCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MONITORING_BASE}/close`,
  access: { scope: 'project', button: 'appointment:book', projectIdIn: 'body' },
  summary: 'Close a launched visit with its signed report, the subjects reviewed and the hours worked',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...rowRef,
        summary: requiredText(REPORT_SUMMARY_MAX, 'multi-line'),
        subjectIds: { type: 'array', items: idSchema, maxItems: 500, uniqueItems: true },
        workHours: { type: 'number', minimum: 0.25, maximum: WORK_HOURS_MAX, multipleOf: 0.25 },
        signature: signatureBodySchema,
      },
      [...ROW_REF, 'summary', 'subjectIds', 'workHours', 'signature'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type MonitoringSetting = FromSchema<typeof monitoringSettingSchema>;
export type AppointmentRulesBody = FromSchema<(typeof appointmentRulesSaveEndpoint)['schema']['body']>;
export type RemoteSwitchBody = FromSchema<typeof remoteBody>;
export type Appointment = FromSchema<typeof appointmentSchema>;
export type AppointmentListQuery = FromSchema<(typeof appointmentListEndpoint)['schema']['querystring']>;
export type AppointmentBookBody = FromSchema<(typeof appointmentBookEndpoint)['schema']['body']>;
export type AppointmentRowRef = FromSchema<(typeof appointmentAcceptEndpoint)['schema']['body']>;
export type AppointmentRefuseBody = FromSchema<(typeof appointmentRefuseEndpoint)['schema']['body']>;
export type AppointmentAdjustBody = FromSchema<(typeof appointmentAdjustEndpoint)['schema']['body']>;
export type MonitoringCloseBody = FromSchema<(typeof monitoringCloseEndpoint)['schema']['body']>;
