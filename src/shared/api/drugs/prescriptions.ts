/**
 * Prescriptions (project page DrugDispensing, button drug:prescribe): the investigator's order
 * of a drug for a subject, drafted, then published or cancelled (status machine PRESCRIPTION).
 * Where the project's settings require it, a dispensing uses a published prescription, which
 * becomes dispensed.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PRESCRIPTION_STATUSES } from '../../domain/drugs/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  pagedQuery,
  rowAuthorProperties,
  savedRowSchema,
} from '../contract/staff-fields';
import { DISPENSING_NOTE_MAX, REF, rowRef, subjectRef } from './dispensing';

const PRESCRIPTION_BASE = '/api/phm/prescription';
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

export const prescriptionListFilters = {
  status: { type: 'string', enum: PRESCRIPTION_STATUSES },
  subjectId: idSchema,
} as const;

export const prescriptionSchema = {
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
    'productId',
    'productCode',
    'productName',
    'packs',
    'status',
    'note',
    'prescribedBy',
    'publishedAt',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    ...subjectRef,
    visitId: nullableInt,
    visitName: nullableText,
    productId: { type: 'integer' },
    productCode: text,
    productName: text,
    packs: { type: 'integer' },
    status: { type: 'string', enum: PRESCRIPTION_STATUSES },
    note: nullableText,
    prescribedBy: text,
    publishedAt: nullableText,
    ...rowAuthorProperties,
  },
} as const;

export const prescriptionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PRESCRIPTION_BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DrugDispensing', projectIdIn: 'params' },
  summary: "A page of the project's prescriptions, newest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery(prescriptionListFilters),
    response: listEnvelope(prescriptionSchema),
  },
});

export const prescriptionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PRESCRIPTION_BASE}/save`,
  access: { scope: 'project', button: 'drug:prescribe', projectIdIn: 'body' },
  summary: 'Draft a prescription for an enrolled subject: a drug and how many packs, optionally at a visit',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        subjectId: idSchema,
        visitId: { type: ['integer', 'null'], minimum: 1 },
        productId: idSchema,
        packs: { type: 'integer', minimum: 1, maximum: 100 },
        note: optionalText(DISPENSING_NOTE_MAX, 'multi-line'),
      },
      ['projectId', 'subjectId', 'productId', 'packs'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export const prescriptionPublishEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PRESCRIPTION_BASE}/publish`,
  access: { scope: 'project', button: 'drug:prescribe', projectIdIn: 'body' },
  summary: 'Publish a draft prescription (draft → published): dispensing may then use it',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, REF), response: dataEnvelope(savedRowSchema) },
});

export const prescriptionCancelEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PRESCRIPTION_BASE}/cancel`,
  access: { scope: 'project', button: 'drug:prescribe', projectIdIn: 'body' },
  summary: 'Cancel a draft or published prescription not dispensed yet',
  bodyType: 'json',
  schema: { body: jsonBody(rowRef, REF), response: dataEnvelope(savedRowSchema) },
});

export type Prescription = FromSchema<typeof prescriptionSchema>;
export type PrescriptionListQuery = FromSchema<(typeof prescriptionListEndpoint)['schema']['querystring']>;
export type PrescriptionSaveBody = FromSchema<(typeof prescriptionSaveEndpoint)['schema']['body']>;
export type PrescriptionRowRef = FromSchema<(typeof prescriptionPublishEndpoint)['schema']['body']>;
