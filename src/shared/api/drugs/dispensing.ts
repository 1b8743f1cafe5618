/**
 * Prescriptions and dispensing of a project's drugs to its subjects (project page
 * DrugDispensing, issue 27): packs given by kit number (and quantity for lot lines) at one of
 * the subject's visits from one warehouse's available stock, checked against the subject's
 * arm and dosage; reviewed by a second person, or revoked with a reason (the packs go back to
 * stock). Where the project's settings say so, a published prescription is required. Status
 * machines DISTRIBUTION and PRESCRIPTION in shared/domain/drugs/status.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { DISTRIBUTION_STATUSES } from '../../domain/drugs/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';
import { KIT_NUMBER_MAX, PACK_QUANTITY_MAX } from './deliveries';
import { distributionListFilters } from './list-filters';

const BASE = '/api/phm/distribution';
export const DISPENSING_NOTE_MAX = 500;
export const DISPENSING_LINES_MAX = 50;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

export const subjectRef = {
  subjectId: { type: 'integer' },
  subjectNumber: text,
  initials: text,
} as const;

export const distributionLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['packId', 'kitNumber', 'batchNumber', 'expiryDate', 'productCode', 'productName', 'quantity'],
  properties: {
    packId: { type: 'integer' },
    kitNumber: text,
    batchNumber: text,
    expiryDate: text,
    productCode: text,
    productName: text,
    quantity: { type: 'integer' },
  },
} as const;

export const distributionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'subjectId',
    'subjectNumber',
    'initials',
    'visitId',
    'visitName',
    'prescriptionId',
    'warehouseId',
    'warehouseName',
    'dispensedOn',
    'status',
    'note',
    'reviewedBy',
    'reviewedAt',
    'revokeReason',
    'revokedBy',
    'revokedAt',
    'lines',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    ...subjectRef,
    visitId: nullableInt,
    visitName: nullableText,
    prescriptionId: nullableInt,
    warehouseId: { type: 'integer' },
    warehouseName: text,
    dispensedOn: text,
    status: { type: 'string', enum: DISTRIBUTION_STATUSES },
    note: nullableText,
    reviewedBy: nullableText,
    reviewedAt: nullableText,
    revokeReason: nullableText,
    revokedBy: nullableText,
    revokedAt: nullableText,
    lines: { type: 'array', items: distributionLineSchema },
    ...rowAuthorProperties,
  },
} as const;

export const distributionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DrugDispensing', projectIdIn: 'params' },
  summary: "A page of the project's dispensings with their packs, newest first (one subject's with subjectId)",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(distributionListFilters),
    response: listEnvelope(distributionSchema),
  },
});

export const dispensingOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/options/:projectId`,
  access: { scope: 'project', page: 'DrugDispensing', projectIdIn: 'params' },
  summary:
    "What the dispensing forms offer: enrolled subjects with their arm and visits, active warehouses, the project's drugs, whether a prescription is required",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['subjects', 'warehouses', 'products', 'needsPrescription'],
      properties: {
        subjects: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'subjectNumber', 'initials', 'arm', 'visits'],
            properties: {
              id: { type: 'integer' },
              subjectNumber: text,
              initials: text,
              arm: nullableText,
              visits: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['id', 'name', 'status', 'plannedDate'],
                  properties: { id: { type: 'integer' }, name: text, status: text, plannedDate: text },
                },
              },
            },
          },
        },
        warehouses: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name'],
            properties: { id: { type: 'integer' }, name: text },
          },
        },
        products: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'code', 'name'],
            properties: { id: { type: 'integer' }, code: text, name: text },
          },
        },
        needsPrescription: { type: 'boolean' },
      },
    }),
  },
});

export const dispenseLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kitNumber', 'quantity'],
  properties: {
    kitNumber: requiredText(KIT_NUMBER_MAX),
    quantity: { type: 'integer', minimum: 1, maximum: PACK_QUANTITY_MAX },
  },
} as const;

export const distributionGiveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/give`,
  access: { scope: 'project', button: 'drug:give', projectIdIn: 'body' },
  summary:
    "Give packs to an enrolled subject at one of their visits from a warehouse's available stock (checked against the subject's arm, expiry and the prescription when required)",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        subjectId: idSchema,
        visitId: idSchema,
        warehouseId: idSchema,
        prescriptionId: { type: ['integer', 'null'], minimum: 1 },
        note: optionalText(DISPENSING_NOTE_MAX, 'multi-line'),
        lines: { type: 'array', minItems: 1, maxItems: DISPENSING_LINES_MAX, items: dispenseLineSchema },
      },
      ['projectId', 'subjectId', 'visitId', 'warehouseId', 'lines'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;
export const REF = ['projectId', 'id', 'version'] as const;

export const distributionReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/review`,
  access: { scope: 'project', button: 'drug:review', projectIdIn: 'body' },
  summary: 'Review a dispensing given by someone else (given → reviewed)',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, REF), response: dataEnvelope(savedRowSchema) },
});

export const distributionRevokeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/revoke`,
  access: { scope: 'project', button: 'drug:revoke', projectIdIn: 'body' },
  summary: "Revoke a dispensing with the reason; its packs go back to the warehouse's available stock",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, reason: requiredText(DISPENSING_NOTE_MAX, 'multi-line') }, [...REF, 'reason']),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Distribution = FromSchema<typeof distributionSchema>;
export type DistributionListQuery = FromSchema<(typeof distributionListEndpoint)['schema']['querystring']>;
export type DispensingOptions = NonNullable<
  FromSchema<(typeof dispensingOptionsEndpoint)['schema']['response']>['data']
>;
export type DistributionGiveBody = FromSchema<(typeof distributionGiveEndpoint)['schema']['body']>;
export type DistributionRowRef = FromSchema<(typeof distributionReviewEndpoint)['schema']['body']>;
export type DistributionRevokeBody = FromSchema<(typeof distributionRevokeEndpoint)['schema']['body']>;
