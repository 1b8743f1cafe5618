/**
 * The quality dashboard of a project (page QualityDashboard): open findings by QC level (null
 * for an inspection's) and problem type, overdue check tasks, SDV coverage of the key records
 * and open queries by age, in one call.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { QUERY_AGE_BUCKETS } from '../../domain/quality/inspection-dictionaries';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams } from '../contract/staff-fields';
import { PROBLEM_TYPE_VALUES } from './list-filters';

const count = { type: 'integer', minimum: 0 } as const;

export const qualityDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['openFindings', 'overdueTasks', 'sdv', 'queryAges'],
  properties: {
    openFindings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['level', 'problemType', 'count'],
        properties: {
          level: { type: ['integer', 'null'] },
          problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
          count,
        },
      },
    },
    overdueTasks: count,
    sdv: {
      type: 'object',
      additionalProperties: false,
      required: ['total', 'verified'],
      properties: { total: count, verified: count },
    },
    queryAges: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['bucket', 'count'],
        properties: { bucket: { type: 'string', enum: QUERY_AGE_BUCKETS }, count },
      },
    },
  },
} as const;

export const qualityDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/quality/dashboard/:projectId',
  access: { scope: 'project', page: 'QualityDashboard', projectIdIn: 'params' },
  summary: "The project's quality at a glance: open findings, overdue tasks, SDV coverage, query ageing",
  schema: { params: idParams('projectId'), response: dataEnvelope(qualityDashboardSchema) },
});

export type QualityDashboard = FromSchema<typeof qualityDashboardSchema>;
