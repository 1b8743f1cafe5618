/**
 * The site's fee types (system page FinanceFeeTypes, SPEC §7 /gpayment/fee-type): each in one
 * category of costTypeFlagList. Listed to whoever holds the page; added, changed and deleted
 * with feeType:manage (code unique, version checked). A fee type a budget line, accrual or
 * invoice line uses is never deleted: it is deactivated instead.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FEE_CATEGORIES } from '../../domain/finance/codes';
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

const BASE = '/api/gpayment/fee-type';
export const FEE_TYPE_CODE_MAX = 32;
export const FEE_TYPE_NAME_MAX = 60;
/** A code: letters, digits, '_' and '-', starting with a letter. */
export const FEE_TYPE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
const page = { scope: 'system', page: 'FinanceFeeTypes' } as const;
const manage = { scope: 'system', button: 'feeType:manage' } as const;

export const feeTypeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name', 'nameEn', 'category', 'active', 'sort', 'inUse', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    nameEn: { type: ['string', 'null'] },
    category: { type: 'string', enum: FEE_CATEGORIES },
    active: { type: 'boolean' },
    sort: { type: 'integer' },
    /** Budget lines, accruals, invoice lines or expenses use it: it can only be deactivated. */
    inUse: { type: 'boolean' },
    ...rowAuthorProperties,
  },
} as const;
export type FeeType = FromSchema<typeof feeTypeSchema>;

export const feeTypeListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  access: page,
  summary: 'Every fee type of the site, by sort then code',
  schema: { response: dataEnvelope({ type: 'array', items: feeTypeSchema }) },
});

export const feeTypeSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: manage,
  summary: 'Add a fee type (no id) or change one (id + version); the code is unique',
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        id: idSchema,
        version: versionSchema,
        code: { ...requiredText(FEE_TYPE_CODE_MAX), pattern: FEE_TYPE_CODE_PATTERN },
        name: requiredText(FEE_TYPE_NAME_MAX),
        nameEn: optionalText(FEE_TYPE_NAME_MAX),
        category: { type: 'string', enum: FEE_CATEGORIES },
        active: { type: 'boolean' },
        sort: { type: 'integer', minimum: 0, maximum: 9999 },
      },
      ['code', 'name', 'category', 'active', 'sort'],
    ),
    response: dataEnvelope(savedRowSchema),
  },
});
export type FeeTypeSaveBody = FromSchema<typeof feeTypeSaveEndpoint.schema.body>;

export const feeTypeDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/delete`,
  access: manage,
  summary: 'Delete a fee type nothing uses (else deactivate it)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ id: idSchema, version: versionSchema }, ['id', 'version']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type FeeTypeDeleteBody = FromSchema<typeof feeTypeDeleteEndpoint.schema.body>;
