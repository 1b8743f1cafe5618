/**
 * A project's visit protocol deviations (project-scope page SubjectVisits, issue 14 item 2),
 * for the safety area to pick up: visits done outside their window, missed visits, and
 * planned visits whose window ended before the hospital's today (overdue).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams } from '../contract/staff-fields';

export const SUBJECT_VISIT_DEVIATION_KINDS = ['outOfWindow', 'missed', 'overdue'] as const;

export const visitDeviationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'subjectVisitId',
    'subjectId',
    'subjectNumber',
    'visitCode',
    'cycle',
    'visitName',
    'kind',
    'plannedDate',
    'windowStart',
    'windowEnd',
    'executedDate',
    'daysOutside',
    'reason',
  ],
  properties: {
    subjectVisitId: { type: 'integer' },
    subjectId: { type: 'integer' },
    subjectNumber: { type: 'string' },
    visitCode: { type: 'string' },
    cycle: { type: 'integer' },
    visitName: { type: 'string' },
    kind: { type: 'string', enum: SUBJECT_VISIT_DEVIATION_KINDS },
    plannedDate: { type: 'string' },
    windowStart: { type: 'string' },
    windowEnd: { type: 'string' },
    executedDate: { type: ['string', 'null'] },
    /** Days before the window start or after its end (for overdue: after the end until today); null for missed. */
    daysOutside: { type: ['integer', 'null'] },
    /** The missed reason or the note of an out-of-window visit. */
    reason: { type: ['string', 'null'] },
  },
} as const;

export const subjectVisitDeviationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/:projectId/deviations',
  access: { scope: 'project', page: 'SubjectVisits', projectIdIn: 'params' },
  summary: "The project's visit protocol deviations: out-of-window, missed and (at today) overdue visits",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'rows'],
      properties: { today: { type: 'string' }, rows: { type: 'array', items: visitDeviationSchema } },
    }),
  },
});

export type VisitDeviation = FromSchema<typeof visitDeviationSchema>;
export type VisitDeviationKind = (typeof SUBJECT_VISIT_DEVIATION_KINDS)[number];
