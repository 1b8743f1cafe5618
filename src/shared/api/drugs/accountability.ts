/**
 * Drug accountability logs (page DrugReconciliation, SPEC §7 /phm/*), printed and signed:
 *
 * - a subject's log: every dispensing to the subject (day, visit, kits, batch, packs, who
 *   dispensed, who reviewed) and every return (day, packs, units left, compliance);
 * - a batch's log: every ledger movement of the batch's packs, oldest first, with the
 *   running balance (all states and pharmacies) and the batch's reconciliation at the bottom.
 *
 * A monitor or drug manager holding accountability:sign signs a log with the shared electronic
 * signature; the signature keeps the SHA-256 of the log's content as signed, and each read
 * answers the signatures checked against the log now ('content_changed': signed on an
 * earlier version, e.g. before a new movement).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MOVEMENTS, STOCK_STATES } from '../../domain/drugs/stock';
import { signatureBodySchema, signatureSchema } from '../access';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { idParams, idSchema, jsonBody, requiredText } from '../contract/staff-fields';
import { batchReconciliationSchema } from './reconciliation';
import { drugReturnSchema } from './recovery';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const access = { scope: 'project', page: 'DrugReconciliation', projectIdIn: 'params' } as const;
const signatures = { type: 'array', items: signatureSchema } as const;

export const ACCOUNTABILITY_LOG_KINDS = ['subject', 'batch'] as const;
export type AccountabilityLogKind = (typeof ACCOUNTABILITY_LOG_KINDS)[number];

/** A subject who received drugs, with the packs dispensed (not revoked) and returned. */
export const logSubjectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectId', 'subjectNumber', 'initials', 'dispensed', 'returned'],
  properties: {
    subjectId: { type: 'integer' },
    subjectNumber: nullableText,
    initials: nullableText,
    dispensed: { type: 'integer' },
    returned: { type: 'integer' },
  },
} as const;

const dispensingLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kitNumber', 'productName', 'batchNumber', 'quantity'],
  properties: { kitNumber: text, productName: text, batchNumber: text, quantity: { type: 'integer' } },
} as const;

const dispensingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'dispensedOn', 'visitName', 'status', 'warehouseName', 'dispensedBy', 'reviewedBy', 'lines'],
  properties: {
    id: { type: 'integer' },
    dispensedOn: text,
    visitName: nullableText,
    status: { type: 'string', enum: ['given', 'reviewed', 'revoked'] },
    warehouseName: text,
    /** The dispenser's name (the user name when the user is gone). */
    dispensedBy: text,
    reviewedBy: nullableText,
    lines: { type: 'array', items: dispensingLineSchema },
  },
} as const;

export const subjectLogSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'dispensings', 'returns'],
  properties: {
    subject: logSubjectSchema,
    dispensings: { type: 'array', items: dispensingSchema },
    returns: { type: 'array', items: drugReturnSchema },
  },
} as const;

export const batchMovementSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'at',
    'movement',
    'kitNumber',
    'warehouseName',
    'state',
    'quantity',
    'balance',
    'createdBy',
    'reference',
  ],
  properties: {
    id: { type: 'integer' },
    /** The ledger row's time (ISO 8601 UTC). */
    at: text,
    movement: { type: 'string', enum: Object.keys(MOVEMENTS) as (keyof typeof MOVEMENTS)[] },
    kitNumber: text,
    warehouseName: text,
    state: { type: 'string', enum: STOCK_STATES },
    quantity: { type: 'integer' },
    /** The batch's packs at the site after this row, every state and pharmacy. */
    balance: { type: 'integer' },
    createdBy: text,
    /** The record that moved the packs: a shipment number, a subject's number, who recovered. */
    reference: text,
  },
} as const;

export const batchLogSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['batch', 'movements'],
  properties: {
    batch: batchReconciliationSchema,
    movements: { type: 'array', items: batchMovementSchema },
  },
} as const;

export const logSubjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/reconciliation/subjects/:projectId',
  access,
  summary: 'The subjects who received drugs, by subject number',
  schema: { params: idParams('projectId'), response: listEnvelope(logSubjectSchema) },
});

export const subjectLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/reconciliation/subject-log/:projectId/:subjectId',
  access,
  summary: "A subject's drug accountability log with its signatures",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'subjectId'],
      properties: { projectId: idSchema, subjectId: idSchema },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['log', 'signatures'],
      properties: { log: subjectLogSchema, signatures },
    }),
  },
});

export const batchLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/phm/reconciliation/batch-log/:projectId/:productId',
  access,
  summary: "A batch's ledger with the running balance, its reconciliation and its signatures",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId', 'productId'],
      properties: { projectId: idSchema, productId: idSchema },
    },
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['batchNumber'],
      properties: { batchNumber: requiredText(40) },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['log', 'signatures'],
      properties: { log: batchLogSchema, signatures },
    }),
  },
});

export const accountabilitySignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/phm/reconciliation/sign',
  access: { scope: 'project', button: 'accountability:sign', projectIdIn: 'body' },
  summary: "Sign a subject's or a batch's accountability log as it stands now",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        kind: { type: 'string', enum: ACCOUNTABILITY_LOG_KINDS },
        /** The subject of a subject's log. */
        subjectId: idSchema,
        /** The drug and batch of a batch's log. */
        productId: idSchema,
        batchNumber: requiredText(40),
        signature: signatureBodySchema,
      },
      ['projectId', 'kind', 'signature'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['signatureId'],
      properties: { signatureId: { type: 'integer' } },
    }),
  },
});

export type LogSubject = FromSchema<typeof logSubjectSchema>;
export type SubjectLog = FromSchema<typeof subjectLogSchema>;
export type BatchLog = FromSchema<typeof batchLogSchema>;
export type BatchMovement = FromSchema<typeof batchMovementSchema>;
export type AccountabilitySignBody = FromSchema<(typeof accountabilitySignEndpoint)['schema']['body']>;
