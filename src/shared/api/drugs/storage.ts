/**
 * Storage conditions (SPEC §7 /ctims/*): the excursions a temperature reading outside a drug's
 * storage range opened on the project's stock (page DrugInventory), and the sponsor's decision
 * recorded on them (excursion:decide): released, the packs go back to available stock;
 * rejected, they stay in quarantine until recovered.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { EXCURSION_STATUSES } from '../../domain/drugs/status';
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
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/ctims/excursion';
const nullableText = { type: ['string', 'null'] } as const;

export const excursionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'projectId',
    'warehouseId',
    'warehouseName',
    'measuredAt',
    'celsiusTenths',
    'status',
    'packs',
    'quarantined',
    'products',
    'decidedBy',
    'decidedAt',
    'decisionNote',
    ...ROW_AUTHOR_REQUIRED,
  ],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    warehouseId: { type: 'integer' },
    warehouseName: { type: 'string' },
    /** The reading that opened it. */
    measuredAt: { type: 'string' },
    celsiusTenths: { type: 'integer' },
    status: { type: 'string', enum: EXCURSION_STATUSES },
    /** Pack lines it moved to quarantine, and how many packs. */
    packs: { type: 'integer' },
    quarantined: { type: 'integer' },
    /** The drugs it quarantined, 'code name', by code. */
    products: { type: 'array', items: { type: 'string' } },
    decidedBy: nullableText,
    decidedAt: nullableText,
    decisionNote: nullableText,
    ...rowAuthorProperties,
  },
} as const;

export const excursionListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access: { scope: 'project', page: 'DrugInventory', projectIdIn: 'params' },
  summary: "The project's temperature excursions, open ones first, then latest first",
  schema: {
    params: idParams('projectId'),
    querystring: pagedQuery({ status: { type: 'string', enum: EXCURSION_STATUSES } }),
    response: listEnvelope(excursionSchema),
  },
});

export const excursionDecideEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/decide`,
  access: { scope: 'project', button: 'excursion:decide', projectIdIn: 'body' },
  summary: "Record the sponsor's decision on an excursion: release the quarantined packs or reject them",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        id: idSchema,
        version: versionSchema,
        action: { type: 'string', enum: ['release', 'reject'] },
        note: optionalText(500, 'multi-line'),
      },
      ['projectId', 'id', 'version', 'action'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});

export type Excursion = FromSchema<typeof excursionSchema>;
export type ExcursionListQuery = FromSchema<(typeof excursionListEndpoint)['schema']['querystring']>;
export type ExcursionDecideBody = FromSchema<(typeof excursionDecideEndpoint)['schema']['body']>;
