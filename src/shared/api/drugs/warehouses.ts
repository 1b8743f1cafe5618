/**
 * The site's pharmacies (system page DrugWarehouses, SPEC §7 /phm/warehouse): the central
 * pharmacy and department pharmacies every project's stock is kept in. Listed to whoever
 * holds the page; created and changed with warehouse:manage (name unique, version checked).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { WAREHOUSE_KINDS } from '../../domain/drugs/status';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/phm/warehouse';
export const WAREHOUSE_NAME_MAX = 60;
export const WAREHOUSE_TEXT_MAX = 100;

export const warehouseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'name', 'department', 'location', 'active', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: WAREHOUSE_KINDS },
    name: { type: 'string' },
    department: { type: ['string', 'null'] },
    location: { type: ['string', 'null'] },
    active: { type: 'boolean' },
    ...rowAuthorProperties,
  },
} as const;
export type Warehouse = FromSchema<typeof warehouseSchema>;

export const warehouseListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  access: { scope: 'system', page: 'DrugWarehouses' },
  summary: 'Every pharmacy of the site, the active ones first, by name',
  schema: { response: dataEnvelope({ type: 'array', items: warehouseSchema }) },
});

export const warehouseSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: { scope: 'system', button: 'warehouse:manage' },
  summary: 'Create a pharmacy (no id) or change one (id + version); the name is unique',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        kind: { type: 'string', enum: WAREHOUSE_KINDS },
        name: requiredText(WAREHOUSE_NAME_MAX),
        department: optionalText(WAREHOUSE_TEXT_MAX),
        location: optionalText(WAREHOUSE_TEXT_MAX),
        active: { type: 'boolean' },
      },
      ['kind', 'name', 'active'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type WarehouseSaveBody = FromSchema<typeof warehouseSaveEndpoint.schema.body>;
