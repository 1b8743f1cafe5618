/**
 * The visit days a project's published plan would give from an anchor day, before a subject
 * is enrolled or for one who is (page SubjectVisits). Dates are the hospital's calendar days.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { calendarDateSchema } from '../contract/formats';
import { idParams, idSchema } from '../contract/staff-fields';
import { planRefSchema } from './subject-visits';

export const predictedVisitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['visitCode', 'cycle', 'name', 'groupName', 'plannedDate', 'windowStart', 'windowEnd'],
  properties: {
    visitCode: { type: 'string' },
    cycle: { type: 'integer' },
    name: { type: 'string' },
    groupName: { type: ['string', 'null'] },
    plannedDate: { type: 'string' },
    windowStart: { type: 'string' },
    windowEnd: { type: 'string' },
  },
} as const;

export const subjectVisitPredictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/subject/visit/:projectId/predict',
  access: { scope: 'project', page: 'SubjectVisits', projectIdIn: 'params' },
  summary: 'The visit days the published plan would give from an anchor day (before enrolment)',
  schema: {
    params: idParams('projectId'),
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        /** Default: the subject's day of the plan's anchor event, else the hospital's today. */
        anchorDate: calendarDateSchema,
        subjectId: idSchema,
      },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['anchorDate', 'plan', 'visits'],
      properties: {
        anchorDate: { type: 'string' },
        /** null: the project has no published plan (and `visits` is empty). */
        plan: { anyOf: [planRefSchema, { type: 'null' }] },
        visits: { type: 'array', items: predictedVisitSchema },
      },
    }),
  },
});

export type PredictedVisit = FromSchema<typeof predictedVisitSchema>;
export type SubjectVisitPrediction = NonNullable<
  FromSchema<(typeof subjectVisitPredictEndpoint)['schema']['response']>['data']
>;
export type SubjectVisitPredictQuery = FromSchema<(typeof subjectVisitPredictEndpoint)['schema']['querystring']>;
