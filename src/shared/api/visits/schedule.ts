/**
 * The coordinator's visit schedule and the per-project visit summary (issue 14 items 3 and 5,
 * SPEC §7 'visit calendar/notice/summary'): subjects' visits between two hospital days across
 * the projects where the caller holds project page SubjectVisits (which rows to show, not a
 * permission check: the declared access is system page VisitSchedule), the same as an
 * iCalendar file for phone calendars, one day's list for printing, and a project's counts of
 * planned, done, missed, out-of-window and overdue visits per visit and per month.
 * Subjects appear by number and initials only; no patient names leave these endpoints.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { VISIT_STATUSES } from '../../domain/visits/schedule';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { CALENDAR_MEDIA_TYPES } from '../contract/media-types';
import { idParams, idSchema } from '../contract/staff-fields';

/** The longest range the schedule answers (two months and a bit: a month view with its edges). */
export const SCHEDULE_MAX_DAYS = 62;
/** The longest range an .ics export covers. */
export const ICS_MAX_DAYS = 366;
/** The default .ics range from today, in days. */
export const ICS_DEFAULT_DAYS = 90;
/** At most this many today's-and-overdue rows. */
export const SCHEDULE_ATTENTION_MAX = 200;
/** How many hospital months the summary's monthly series covers, this month included. */
export const SUMMARY_MONTHS = 12;

/** The statuses of subject_visit, plus the two flags one can filter on. */
export const SCHEDULE_STATUS_FILTERS = [...VISIT_STATUSES, 'overdue', 'outOfWindow'] as const;

export const scheduleRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'projectName',
    'subjectId',
    'subjectNumber',
    'initials',
    'visitCode',
    'cycle',
    'visitName',
    'groupName',
    'day',
    'plannedDate',
    'windowStart',
    'windowEnd',
    'executedDate',
    'status',
    'overdue',
    'dueToday',
    'outOfWindow',
  ],
  properties: {
    /** The subject_visit id. */
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    projectName: { type: 'string' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    initials: { type: 'string' },
    visitCode: { type: 'string' },
    cycle: { type: 'integer' },
    visitName: { type: 'string' },
    groupName: { type: ['string', 'null'] },
    /** The day the visit shows on: the executed day when done, else the planned day. */
    day: { type: 'string' },
    plannedDate: { type: 'string' },
    windowStart: { type: 'string' },
    windowEnd: { type: 'string' },
    executedDate: { type: ['string', 'null'] },
    status: { type: 'string', enum: VISIT_STATUSES },
    /** Still planned and its window ended before the hospital's today. */
    overdue: { type: 'boolean' },
    /** Still planned and planned for the hospital's today. */
    dueToday: { type: 'boolean' },
    /** Executed outside its window (a protocol deviation). */
    outOfWindow: { type: 'boolean' },
  },
} as const;

const scheduleQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** First day shown (inclusive); default the hospital's today. */
    from: calendarDateSchema,
    /** Last day shown (inclusive); default six days after `from`; at most SCHEDULE_MAX_DAYS after it. */
    to: calendarDateSchema,
    projectId: idSchema,
    status: { type: 'string', enum: SCHEDULE_STATUS_FILTERS },
  },
} as const;

export const visitScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/schedule',
  access: { scope: 'system', page: 'VisitSchedule' },
  summary:
    "Subjects' visits between two days across the caller's projects (page SubjectVisits), today's and overdue first",
  schema: {
    querystring: scheduleQuery,
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'from', 'to', 'projects', 'rows', 'attention'],
      properties: {
        today: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        /** The projects whose visits the caller sees (for the project filter). */
        projects: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name'],
            properties: { id: { type: 'integer' }, name: { type: 'string' } },
          },
        },
        /** The visits planned (or executed) within the range: today's and overdue first, then by day. */
        rows: { type: 'array', items: scheduleRowSchema },
        /** Today's and overdue visits whatever the range (project filter applied), overdue oldest first. */
        attention: { type: 'array', items: scheduleRowSchema },
      },
    }),
  },
});

export const visitScheduleIcsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/schedule.ics',
  access: { scope: 'system', page: 'VisitSchedule' },
  summary: 'The upcoming planned visits of the range as an iCalendar file (all-day events, no patient names)',
  responseMediaTypes: CALENDAR_MEDIA_TYPES,
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        /** Default today; days before today are left out (only upcoming visits). */
        from: calendarDateSchema,
        /** Default ICS_DEFAULT_DAYS after `from`; at most ICS_MAX_DAYS after it. */
        to: calendarDateSchema,
        projectId: idSchema,
      },
    },
    response: { description: 'text/calendar; charset=utf-8 (RFC 5545)' },
  },
});

export const visitDayListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/day',
  access: { scope: 'system', page: 'VisitSchedule' },
  summary: "One day's visits across the caller's projects, for a printed list",
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['date'],
      properties: { date: calendarDateSchema, projectId: idSchema },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'date', 'rows'],
      properties: {
        today: { type: 'string' },
        date: { type: 'string' },
        /** By project, then subject number. */
        rows: { type: 'array', items: scheduleRowSchema },
      },
    }),
  },
});

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['planned', 'done', 'missed', 'outOfWindow', 'overdue'],
  properties: {
    /** All visits scheduled (whatever their status). */
    planned: { type: 'integer' },
    done: { type: 'integer' },
    missed: { type: 'integer' },
    /** Done outside the window. */
    outOfWindow: { type: 'integer' },
    /** Still planned, the window over at the hospital's today. */
    overdue: { type: 'integer' },
  },
} as const;

export const visitSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/summary/:projectId',
  access: { scope: 'project', page: 'VisitSummary', projectIdIn: 'params' },
  report: 'visitSummary',
  summary: "A project's visits planned vs done vs missed vs out of window vs overdue, per visit and per month",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'today', 'totals', 'deviations', 'visits', 'months'],
      properties: {
        projectId: { type: 'integer' },
        today: { type: 'string' },
        totals: countsSchema,
        /** Protocol deviations: visits missed or done out of window. */
        deviations: { type: 'integer' },
        /** Per visit code across subjects and plan versions, in plan order. */
        visits: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['visitCode', 'visitName', 'counts'],
            properties: { visitCode: { type: 'string' }, visitName: { type: 'string' }, counts: countsSchema },
          },
        },
        /** The hospital months 'YYYY-MM' of the planned day, the last SUMMARY_MONTHS, oldest first. */
        months: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['month', 'counts'],
            properties: { month: { type: 'string' }, counts: countsSchema },
          },
        },
      },
    }),
  },
});

export type ScheduleRow = FromSchema<typeof scheduleRowSchema>;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUS_FILTERS)[number];
export type VisitScheduleQuery = FromSchema<typeof scheduleQuery>;
export type VisitSchedule = NonNullable<FromSchema<(typeof visitScheduleEndpoint)['schema']['response']>['data']>;
export type VisitIcsQuery = FromSchema<(typeof visitScheduleIcsEndpoint)['schema']['querystring']>;
export type VisitDayList = NonNullable<FromSchema<(typeof visitDayListEndpoint)['schema']['response']>['data']>;
export type VisitCounts = FromSchema<typeof countsSchema>;
export type VisitSummary = NonNullable<FromSchema<(typeof visitSummaryEndpoint)['schema']['response']>['data']>;
