/**
 * A project's finance settings (on the budget page, SPEC §7 /gpayment/setting): its one
 * currency, the institution's management-fee rate on research-fee expenses and the holdback
 * the sponsor keeps until close-out, both in basis points (1500 = 15 %). Read with the budget
 * page; written with financeSetting:edit at its version (none before the first save).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BASIS_POINTS } from '../../domain/money';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, versionSchema } from '../contract/staff-fields';

const BASE = '/api/gpayment/setting';
/** The currencies a project may keep its money in. */
export const FINANCE_CURRENCIES = ['CNY', 'USD', 'EUR'] as const;
export type FinanceCurrency = (typeof FINANCE_CURRENCIES)[number];
const rate = { type: 'integer', minimum: 0, maximum: BASIS_POINTS } as const;

export const financeSettingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'currency', 'managementFeeBp', 'holdbackBp', 'updatedBy', 'updatedAt', 'version'],
  properties: {
    projectId: { type: 'integer' },
    currency: { type: 'string' },
    managementFeeBp: { type: 'integer' },
    holdbackBp: { type: 'integer' },
    /** Null and version 0 while the project keeps the defaults (CNY, 0 %, 0 %). */
    updatedBy: { type: ['string', 'null'] },
    updatedAt: { type: ['string', 'null'] },
    version: { type: 'integer' },
  },
} as const;
export type FinanceSetting = FromSchema<typeof financeSettingSchema>;

export const financeSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:projectId`,
  access: { scope: 'project', page: 'FinanceBudget', projectIdIn: 'params' },
  summary: "The project's currency, management-fee rate and holdback",
  schema: { params: idParams('projectId'), response: dataEnvelope(financeSettingSchema) },
});

export const financeSettingSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'project', button: 'financeSetting:edit', projectIdIn: 'body' },
  summary: 'Set the currency and the rates (basis points, 0-10000); version 0 for the first save',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        version: { anyOf: [{ const: 0 }, versionSchema] },
        currency: { type: 'string', enum: FINANCE_CURRENCIES },
        managementFeeBp: rate,
        holdbackBp: rate,
      },
      ['projectId', 'version', 'currency', 'managementFeeBp', 'holdbackBp'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['version'],
      properties: { version: { type: 'integer' } },
    }),
  },
});
export type FinanceSettingSaveBody = FromSchema<typeof financeSettingSaveEndpoint.schema.body>;
