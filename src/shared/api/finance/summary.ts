/**
 * Finance figures (SPEC §7 /finance/summary/*): per project what was earned (accruals),
 * invoiced (lines of issued invoices: issued, partly paid, paid; never drafts or voids), received
 * (submitted income), outstanding (invoiced − received) and uninvoiced (earned − accruals on
 * issued invoices: a draft's accruals are still uninvoiced), all summed in SQL; and the finance
 * desk (system page FinanceDesk): those figures for every project the user may open.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { idParams, pagedQuery } from '../contract/staff-fields';
import { deskFilters } from './list-filters';

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

export const deskRowSchema = {
  ...projectFiguresSchema,
  required: [...projectFiguresSchema.required, 'projectName'],
  properties: { ...projectFiguresSchema.properties, projectName: { type: 'string' } },
} as const;
export type DeskRow = FromSchema<typeof deskRowSchema>;

export const deskEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/finance/summary/desk',
  access: { scope: 'system', page: 'FinanceDesk' },
  summary:
    'The finance desk: each project whose receivables the user may open, with its figures, by outstanding, paged (one query)',
  schema: { querystring: pagedQuery(deskFilters), response: listEnvelope(deskRowSchema) },
});
export type DeskQuery = FromSchema<typeof deskEndpoint.schema.querystring>;
