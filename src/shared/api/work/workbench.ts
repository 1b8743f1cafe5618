/**
 * The workbench (工作台首页, issue 24 item 2): what the signed-in user has to act on, in one
 * call, scoped like the task inbox (each kind only in the projects where their project roles
 * grant the button that does it): the regulatory clocks running (SAE 24 h, SUSAR 7/15 d,
 * DSUR), visits due today and overdue, follow-ups due, open tasks per kind (the same numbers
 * as the inbox), and recruitment per project of their team. Every signed-in staff user has a
 * workbench, so the access is the session; what it shows is theirs.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { TASK_KINDS, taskCountsSchema } from './tasks';

export const WORKBENCH_CLOCKS = ['sae24h', 'susar', 'dsur'] as const;
export type WorkbenchClock = (typeof WORKBENCH_CLOCKS)[number];

const count = { type: 'integer' } as const;

const clockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clock', 'kinds', 'open', 'overdue', 'nextDueAt'],
  properties: {
    clock: { type: 'string', enum: WORKBENCH_CLOCKS },
    /** The inbox kinds whose tasks run on this clock (the link's filter). */
    kinds: { type: 'array', items: { type: 'string', enum: TASK_KINDS } },
    /** Reports still to submit (or SAEs to raise) on this clock. */
    open: count,
    /** Of them, past their due time. */
    overdue: count,
    /** The earliest due time among those not yet overdue (ISO 8601 UTC); null when none. */
    nextDueAt: { type: ['string', 'null'] },
  },
} as const;

const projectProgressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'screening', 'enrolled', 'target'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    /** Valid subjects in screening (not yet enrolled, not ended). */
    screening: count,
    /** Valid subjects ever enrolled. */
    enrolled: count,
    /** The enrolment target; null while the project records none. */
    target: { type: ['integer', 'null'] },
    /** The same per research centre (our own first); they add up to the project's counts. */
    centres: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'isOwn', 'screening', 'enrolled', 'target'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          isOwn: { type: 'boolean' },
          screening: count,
          enrolled: count,
          target: { type: ['integer', 'null'] },
        },
      },
    },
  },
} as const;

export const workbenchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/task/workbench',
  access: 'session',
  summary: "The caller's workbench: regulatory clocks, visits and follow-ups due, tasks per kind, recruitment",
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'clocks', 'visits', 'followUps', 'counts', 'projects'],
      properties: {
        /** The hospital's today. */
        today: { type: 'string' },
        clocks: { type: 'array', items: clockSchema },
        /** Planned visits whose window is open today, and those whose window has closed. */
        visits: {
          type: 'object',
          additionalProperties: false,
          required: ['today', 'overdue'],
          properties: { today: count, overdue: count },
        },
        /** Candidates whose follow-up day has come, and those whose day has passed. */
        followUps: {
          type: 'object',
          additionalProperties: false,
          required: ['due', 'overdue'],
          properties: { due: count, overdue: count },
        },
        /** Open tasks per kind, as the inbox counts them. */
        counts: taskCountsSchema,
        /** Recruitment in each project of the caller's team. */
        projects: { type: 'array', items: projectProgressSchema },
      },
    }),
  },
});

export type Workbench = NonNullable<FromSchema<(typeof workbenchEndpoint)['schema']['response']>['data']>;
export type WorkbenchClockRow = FromSchema<typeof clockSchema>;
