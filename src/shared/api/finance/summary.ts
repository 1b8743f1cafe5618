/**
 * Finance figures (SPEC §7 /finance/summary/*): per project what was earned (accruals),
 * invoiced (lines of issued invoices: issued, partly paid, paid; never drafts or voids), received
 * (submitted income), outstanding (invoiced − received) and uninvoiced (earned − accruals on
 * issued invoices: a draft's accruals are still uninvoiced), all summed in SQL.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams } from '../contract/staff-fields';

export const projectFiguresSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'currency', 'earnedFen', 'invoicedFen', 'receivedFen', 'outstandingFen', 'uninvoicedFen'],
  properties: {
    projectId: { type: 'integer' },
    currency: { type: 'string' },
    earnedFen: { type: 'integer' },
    invoicedFen: { type: 'integer' },
    receivedFen: { type: 'integer' },
    outstandingFen: { type: 'integer' },
    uninvoicedFen: { type: 'integer' },
  },
} as const;
export type ProjectFigures = FromSchema<typeof projectFiguresSchema>;

export const projectFiguresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/finance/summary/project/:projectId',
  access: { scope: 'project', page: 'FinanceReceivables', projectIdIn: 'params' },
  summary: "The project's earned, invoiced, received, outstanding and uninvoiced amounts",
  schema: { params: idParams('projectId'), response: dataEnvelope(projectFiguresSchema) },
});
