/**
 * Finance figures (SPEC §7 /finance/summary/*): per project what was earned (accruals),
 * invoiced (lines of non-void invoices), received (submitted income), outstanding (invoiced −
 * received) and uninvoiced (earned − accruals on non-void invoices), all summed in SQL.
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
