/**
 * Drug accountability (page DrugReconciliation, SPEC §7 /phm/*): per drug and batch, what was
 * received against what is in stock, dispensed (less revoked), returned and recovered, and the
 * difference the ledger cannot account for (shared/domain/drugs/reconciliation.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { listEnvelope } from '../contract/envelope';
import { idParams } from '../contract/staff-fields';

export const batchReconciliationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'productId',
    'productName',
    'batchNumber',
    'expiryDate',
    'received',
    'inStock',
    'dispensed',
    'returned',
    'recovered',
    'difference',
    'closed',
  ],
  properties: {
    productId: { type: 'integer' },
    productName: { type: 'string' },
    batchNumber: { type: 'string' },
    /** The batch's earliest expiry. */
    expiryDate: { type: 'string' },
    received: { type: 'integer' },
    inStock: { type: 'integer' },
    dispensed: { type: 'integer' },
    returned: { type: 'integer' },
    recovered: { type: 'integer' },
    difference: { type: 'integer' },
    closed: { type: 'boolean' },
  },
} as const;

export const reconciliationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/reconciliation/:projectId',
  access: { scope: 'project', page: 'DrugReconciliation', projectIdIn: 'params' },
  report: 'drugAccountability',
  summary: "The project's drug accountability per drug and batch",
  schema: { params: idParams('projectId'), response: listEnvelope(batchReconciliationSchema) },
});

export type BatchReconciliation = FromSchema<typeof batchReconciliationSchema>;
