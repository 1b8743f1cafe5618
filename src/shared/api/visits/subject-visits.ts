/**
 * Each subject's visits (project-scope page SubjectVisits, SPEC §7 'visit plan get/set plan
 * date/set exec date/reset/calendar'): the calendar generated from the plan version the
 * subject is on, the coordinator's writes (button visit:record), moving a subject to a newer
 * plan version (button visit:applyPlan) and the protocol deviations the safety area reads.
 * The days a plan would give before enrolment: visit-prediction.ts. Dates are the
 * hospital's calendar days 'YYYY-MM-DD'.
 */ import type { FromSchema } from 'json-schema-to-ts';
import { VISIT_STATUSES } from '../../domain/visits/schedule';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import {
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

export const VISIT_REASON_MAX = 500;
export const VISIT_NOTE_MAX = 500;
export const VISIT_ACTIVITIES_MAX = 50;

const activitySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'name'],
  properties: {
    /** A key of the visitItemType dictionary. */
    type: { type: 'string' },
    name: { type: 'string' },
  },
} as const;

export const subjectVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'subjectId',
    'planId',
    'visitCode',
    'cycle',
    'name',
    'groupName',
    'sort',
    'plannedDate',
    'windowStart',
    'windowEnd',
    'planDateReason',
    'executedDate',
    'status',
    'outOfWindow',
    'activities',
    'activitiesDone',
    'note',
    'overdue',
    'dueToday',
    'updatedAt',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    subjectId: { type: 'integer' },
    planId: { type: 'integer' },
    visitCode: { type: 'string' },
    /** 1 for a visit without repeats; the repeat cycle otherwise. */
    cycle: { type: 'integer' },
    name: { type: 'string' },
    groupName: { type: ['string', 'null'] },
    sort: { type: 'integer' },
    plannedDate: { type: 'string' },
    windowStart: { type: 'string' },
    windowEnd: { type: 'string' },
    /** Why the planned day is outside the window, when it is. */
    planDateReason: { type: ['string', 'null'] },
    executedDate: { type: ['string', 'null'] },
    status: { type: 'string', enum: VISIT_STATUSES },
    /** Executed outside its window (a protocol deviation). */
    outOfWindow: { type: 'boolean' },
    activities: { type: 'array', items: activitySchema },
    /** The activity types recorded as done. */
    activitiesDone: { type: 'array', items: { type: 'string' } },
    /** The executed visit's note, or why it was missed. */
    note: { type: ['string', 'null'] },
    /** Still planned and its window ended before the hospital's today. */
    overdue: { type: 'boolean' },
    /** Still planned and planned for the hospital's today. */
    dueToday: { type: 'boolean' },
    updatedAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

export const planRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'planVersion', 'name', 'anchor'],
  properties: {
    id: { type: 'integer' },
    planVersion: { type: 'integer' },
    name: { type: 'string' },
    /** The event day offsets count from (shared/domain/visits). */
    anchor: { type: 'string' },
  },
} as const;

export const subjectVisitCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/:projectId/subject/:subjectId',
  access: { scope: 'project', page: 'SubjectVisits', projectIdIn: 'params' },
  summary: "A subject's visits in order with windows and flags at the hospital's today, and its plan version",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'subjectId'],
      properties: { projectId: idSchema, subjectId: idSchema },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'subject', 'plan', 'publishedPlan', 'newerPlan', 'visits'],
      properties: {
        today: { type: 'string' },
        subject: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'subjectNumber', 'status', 'enrolledDate', 'visitAnchorDate', 'version'],
          properties: {
            id: { type: 'integer' },
            subjectNumber: { type: 'string' },
            status: { type: 'string' },
            enrolledDate: { type: ['string', 'null'] },
            visitAnchorDate: { type: ['string', 'null'] },
            /** The subject's row version: what applyPlan is based on. */
            version: { type: 'integer' },
          },
        },
        /** The plan version the subject is on; null: none yet. */
        plan: { anyOf: [planRefSchema, { type: 'null' }] },
        /** The project's published version now; null: none. */
        publishedPlan: { anyOf: [planRefSchema, { type: 'null' }] },
        /** A newer published version exists and could be applied now (the anchor event has happened). */
        newerPlan: { type: 'boolean' },
        visits: { type: 'array', items: subjectVisitSchema },
      },
    }),
  },
});

const visitRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const subjectVisitSetPlanDateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/setPlanDate',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: 'Plan a visit on a day inside its window, or outside it with a reason',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { ...visitRef, plannedDate: calendarDateSchema, reason: optionalText(VISIT_REASON_MAX, 'multi-line') },
      ['projectId', 'id', 'version', 'plannedDate'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectVisitSetExecDateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/setExecDate',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: 'Record a visit as done on a day (not after today) with the activities done; flags it out of window',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        ...visitRef,
        executedDate: calendarDateSchema,
        activitiesDone: {
          type: 'array',
          maxItems: VISIT_ACTIVITIES_MAX,
          uniqueItems: true,
          items: { type: 'string', format: 'single-line', minLength: 1, maxLength: 50 },
        },
        note: optionalText(VISIT_NOTE_MAX, 'multi-line'),
      },
      ['projectId', 'id', 'version', 'executedDate', 'activitiesDone'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectVisitMissedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/missed',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: 'Mark a planned visit missed, with the reason',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...visitRef, reason: requiredText(VISIT_REASON_MAX, 'multi-line') }, [
      'projectId',
      'id',
      'version',
      'reason',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectVisitResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/reset',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: 'Put a done or missed visit back to planned, clearing what was recorded',
  bodyType: 'json',
  schema: {
    body: jsonBody(visitRef, ['projectId', 'id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});

export const subjectVisitApplyPlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/applyPlan',
  access: { scope: 'project', button: 'visit:applyPlan', projectIdIn: 'body' },
  summary: "Move a subject to the project's published plan version: done and missed visits kept, pending ones replaced",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        subjectId: idSchema,
        /** The subject's row version. */
        version: versionSchema,
      },
      ['projectId', 'subjectId', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type SubjectVisit = FromSchema<typeof subjectVisitSchema>;
export type SubjectVisitCalendar = NonNullable<
  FromSchema<(typeof subjectVisitCalendarEndpoint)['schema']['response']>['data']
>;
export type VisitPlanRef = FromSchema<typeof planRefSchema>;
export type SubjectVisitSetPlanDateBody = FromSchema<(typeof subjectVisitSetPlanDateEndpoint)['schema']['body']>;
export type SubjectVisitSetExecDateBody = FromSchema<(typeof subjectVisitSetExecDateEndpoint)['schema']['body']>;
export type SubjectVisitMissedBody = FromSchema<(typeof subjectVisitMissedEndpoint)['schema']['body']>;
export type SubjectVisitResetBody = FromSchema<(typeof subjectVisitResetEndpoint)['schema']['body']>;
export type SubjectVisitApplyPlanBody = FromSchema<(typeof subjectVisitApplyPlanEndpoint)['schema']['body']>;
