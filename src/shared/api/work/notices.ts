/**
 * Visit reminders (issue 14 item 4): a staff user's own in-app notices (any signed-in user,
 * SPEC §7 '/gbs' notices), the scheduled jobs' state for administrators (system page
 * JobMonitor, '/sys' schedules), a patient's consent to reminder messages and the project's
 * reminder lead time (button visit:record). Days are the hospital's calendar days.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PATIENT_MESSAGE_STATUSES, STAFF_NOTICE_KINDS, VISIT_REMINDER_DAYS_MAX } from '../../domain/visits';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, savedRowSchema, versionSchema } from '../contract/staff-fields';

export const NOTICE_LIST_MAX = 100;
export const NOTICE_READ_MAX_IDS = 200;

export const staffNoticeSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'projectName',
    'kind',
    'subjectVisitId',
    'subjectId',
    'title',
    'body',
    'dueDate',
    'createdAt',
    'readAt',
  ],
  properties: {
    id: { type: 'integer' },
    /** null: a notice about no project (a problem report's answer). */
    projectId: { type: ['integer', 'null'] },
    projectName: { type: ['string', 'null'] },
    kind: { type: 'string', enum: STAFF_NOTICE_KINDS },
    subjectVisitId: { type: ['integer', 'null'] },
    /** The subject whose calendar the notice links to. */
    subjectId: { type: ['integer', 'null'] },
    title: { type: 'string' },
    body: { type: 'string' },
    /** The visit's planned day. */
    dueDate: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    readAt: { type: ['string', 'null'] },
  },
} as const;

export const noticeListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gbs/notice/list',
  access: 'session',
  summary: "The signed-in user's own notices, newest first (at most 100), and how many are unread",
  feedback: 'silent',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { unread: { type: 'boolean' } },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['unreadCount', 'notices'],
      properties: {
        unreadCount: { type: 'integer' },
        notices: { type: 'array', items: staffNoticeSchema },
      },
    }),
  },
});

export const noticeReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gbs/notice/read',
  access: 'session',
  summary: "Marks some of the signed-in user's own notices read (others' ids are ignored)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      { ids: { type: 'array', minItems: 1, maxItems: NOTICE_READ_MAX_IDS, uniqueItems: true, items: idSchema } },
      ['ids'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['marked'],
      properties: { marked: { type: 'integer' } },
    }),
  },
});

export const jobStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'holder', 'leaseExpiresAt', 'lastRunAt', 'lastError'],
  properties: {
    name: { type: 'string' },
    /** The server instance holding the lease. */
    holder: { type: 'string' },
    leaseExpiresAt: { type: 'string' },
    lastRunAt: { type: ['string', 'null'] },
    lastError: { type: ['string', 'null'] },
  },
} as const;

export const jobListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sys/job/list',
  access: { scope: 'system', page: 'JobMonitor' },
  summary: 'The scheduled jobs (lease holder, expiry, last run and error) and failed patient messages',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['jobs', 'failedMessages', 'pendingMessages'],
      properties: {
        jobs: { type: 'array', items: jobStateSchema },
        /** Patient messages whose last attempt failed (retried up to the limit). */
        failedMessages: { type: 'integer' },
        pendingMessages: { type: 'integer' },
      },
    }),
  },
});

export const patientMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'visitName', 'plannedDate', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'integer' },
    visitName: { type: 'string' },
    plannedDate: { type: 'string' },
    status: { type: 'string', enum: PATIENT_MESSAGE_STATUSES },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
  },
} as const;

export const reminderConsentGetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/reminderConsent/:projectId/:subjectId',
  access: { scope: 'project', page: 'SubjectVisits', projectIdIn: 'params' },
  summary: "A subject's consent to reminder messages and the messages sent",
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
      required: ['subjectId', 'reminderConsentAt', 'hasPhone', 'version', 'messages'],
      properties: {
        subjectId: { type: 'integer' },
        /** When the patient agreed; null: no messages are sent. */
        reminderConsentAt: { type: ['string', 'null'] },
        /** The subject is linked to a candidate patient with a phone number. */
        hasPhone: { type: 'boolean' },
        /** The subject's row version (for the consent write). */
        version: { type: 'integer' },
        messages: { type: 'array', items: patientMessageSchema },
      },
    }),
  },
});

export const reminderConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/reminderConsent',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: "Records (true) or withdraws (false) the patient's consent to visit reminder messages",
  bodyType: 'json',
  schema: {
    body: jsonBody({ projectId: idSchema, subjectId: idSchema, version: versionSchema, consent: { type: 'boolean' } }, [
      'projectId',
      'subjectId',
      'version',
      'consent',
    ]),
    response: dataEnvelope(savedRowSchema),
  },
});

export const reminderDaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/:projectId/reminderDays',
  access: { scope: 'project', page: 'SubjectVisits', projectIdIn: 'params' },
  summary: "The project's reminder lead time in days (its own or the default)",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['days', 'configured', 'defaultDays', 'version'],
      properties: {
        /** In effect: `configured`, or `defaultDays` when the project sets none. */
        days: { type: 'integer' },
        configured: { type: ['integer', 'null'] },
        defaultDays: { type: 'integer' },
        /** The project's row version (for the write). */
        version: { type: 'integer' },
      },
    }),
  },
});

export const reminderDaysSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/trial/subject/visit/reminderDays',
  access: { scope: 'project', button: 'visit:record', projectIdIn: 'body' },
  summary: "Sets the project's reminder lead time (0..30 days; the project's version)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        days: { type: 'integer', minimum: 0, maximum: VISIT_REMINDER_DAYS_MAX },
        version: versionSchema,
      },
      ['projectId', 'days', 'version'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type StaffNotice = FromSchema<typeof staffNoticeSchema>;
export type NoticeList = NonNullable<FromSchema<(typeof noticeListEndpoint)['schema']['response']>['data']>;
export type NoticeListQuery = FromSchema<(typeof noticeListEndpoint)['schema']['querystring']>;
export type JobState = FromSchema<typeof jobStateSchema>;
export type JobList = NonNullable<FromSchema<(typeof jobListEndpoint)['schema']['response']>['data']>;
export type PatientMessage = FromSchema<typeof patientMessageSchema>;
export type ReminderConsent = NonNullable<
  FromSchema<(typeof reminderConsentGetEndpoint)['schema']['response']>['data']
>;
export type ReminderConsentBody = FromSchema<(typeof reminderConsentEndpoint)['schema']['body']>;
export type ReminderDays = NonNullable<FromSchema<(typeof reminderDaysEndpoint)['schema']['response']>['data']>;
export type ReminderDaysSaveBody = FromSchema<(typeof reminderDaysSaveEndpoint)['schema']['body']>;
