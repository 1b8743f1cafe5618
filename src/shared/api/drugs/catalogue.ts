/**
 * A project's drug catalogue (project page DrugCatalogue, SPEC §7 /ctdms/drug): its pharmacy
 * settings (central or department pharmacy, the days before expiry a pack is flagged,
 * whether dispensing needs a prescription), its drugs (storage range in tenths of a degree
 * Celsius, blinded or open label), its arms and each arm's dosage of each drug. Read with
 * the page; written with drug:catalogue, each write version checked; a row is deleted only
 * while nothing refers to it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import {
  ROW_AUTHOR_REQUIRED,
  idParams,
  idSchema,
  jsonBody,
  optionalText,
  requiredText,
  rowAuthorProperties,
  savedRowSchema,
  versionSchema,
} from '../contract/staff-fields';

const BASE = '/api/ctdms/drug';
export const DRUG_MANAGEMENTS = ['centralPharmacy', 'departmentPharmacy'] as const;
export const DRUG_CODE_MAX = 20;
export const DRUG_TEXT_MAX = 100;
export const DRUG_NOTE_MAX = 500;
/** Storage temperatures, in tenths of a degree Celsius: −80.0 °C to 50.0 °C. */
export const TENTHS_MIN = -800;
export const TENTHS_MAX = 500;

const tenths = { type: 'integer', minimum: TENTHS_MIN, maximum: TENTHS_MAX } as const;
const count = (maximum: number) => ({ type: 'integer', minimum: 1, maximum }) as const;
const access = { scope: 'project', page: 'DrugCatalogue', projectIdIn: 'params' } as const;
const write = { scope: 'project', button: 'drug:catalogue', projectIdIn: 'body' } as const;
const rowRef = { projectId: idSchema, id: idSchema, version: versionSchema } as const;

export const drugSettingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'management', 'expiryWarningDays', 'needsPrescription', 'version'],
  properties: {
    projectId: { type: 'integer' },
    management: { type: 'string', enum: DRUG_MANAGEMENTS },
    expiryWarningDays: { type: 'integer' },
    needsPrescription: { type: 'boolean' },
    /** 0 until first saved (the defaults shown). */
    version: { type: 'integer' },
  },
} as const;
export type DrugSetting = FromSchema<typeof drugSettingSchema>;

export const drugSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/setting/:projectId`,
  access,
  summary: "The project's drug settings (the defaults until first saved, version 0)",
  schema: { params: idParams('projectId'), response: dataEnvelope(drugSettingSchema) },
});

export const drugSettingSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/setting/save`,
  access: write,
  summary: "Save the project's drug settings; version 0 for the first save",
  bodyType: 'json',
  schema: {
    body: jsonBody(
      {
        projectId: idSchema,
        version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
        management: { type: 'string', enum: DRUG_MANAGEMENTS },
        expiryWarningDays: { type: 'integer', minimum: 1, maximum: 365 },
        needsPrescription: { type: 'boolean' },
      },
      ['projectId', 'version', 'management', 'expiryWarningDays', 'needsPrescription'],
    ),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['version'],
      properties: { version: { type: 'integer' } },
    }),
  },
});
export type DrugSettingSaveBody = FromSchema<typeof drugSettingSaveEndpoint.schema.body>;

const productFields = {
  code: requiredText(DRUG_CODE_MAX),
  name: requiredText(DRUG_TEXT_MAX),
  specification: requiredText(DRUG_TEXT_MAX),
  dosageForm: requiredText(DRUG_TEXT_MAX),
  packUnit: requiredText(DRUG_CODE_MAX),
  unitsPerPack: count(10_000),
  storageMinTenths: tenths,
  storageMaxTenths: tenths,
  storageNote: optionalText(DRUG_NOTE_MAX, 'multi-line'),
  blinded: { type: 'boolean' },
} as const;
const PRODUCT_REQUIRED = [
  'code',
  'name',
  'specification',
  'dosageForm',
  'packUnit',
  'unitsPerPack',
  'storageMinTenths',
  'storageMaxTenths',
  'blinded',
] as const;

export const drugProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'projectId', ...PRODUCT_REQUIRED, 'storageNote', 'packCount', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    ...productFields,
    code: { type: 'string' },
    name: { type: 'string' },
    specification: { type: 'string' },
    dosageForm: { type: 'string' },
    packUnit: { type: 'string' },
    unitsPerPack: { type: 'integer' },
    storageMinTenths: { type: 'integer' },
    storageMaxTenths: { type: 'integer' },
    storageNote: { type: ['string', 'null'] },
    /** Pack lines recorded of this drug: while any exist it cannot be deleted. */
    packCount: { type: 'integer' },
    ...rowAuthorProperties,
  },
} as const;
export type DrugProduct = FromSchema<typeof drugProductSchema>;

export const drugArmSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'projectId', 'code', 'name', 'description', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;
export type DrugArm = FromSchema<typeof drugArmSchema>;

export const drugDosageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'projectId', 'armId', 'productId', 'packsPerVisit', 'dailyUnits', 'note', ...ROW_AUTHOR_REQUIRED],
  properties: {
    id: { type: 'integer' },
    projectId: { type: 'integer' },
    armId: { type: 'integer' },
    productId: { type: 'integer' },
    packsPerVisit: { type: 'integer' },
    dailyUnits: { type: 'integer' },
    note: { type: ['string', 'null'] },
    ...rowAuthorProperties,
  },
} as const;
export type DrugDosage = FromSchema<typeof drugDosageSchema>;

export const drugCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list/:projectId`,
  access,
  summary: "The project's drugs, arms and dosages, by code",
  schema: {
    params: idParams('projectId'),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['products', 'arms', 'dosages'],
      properties: {
        products: { type: 'array', items: drugProductSchema },
        arms: { type: 'array', items: drugArmSchema },
        dosages: { type: 'array', items: drugDosageSchema },
      },
    }),
  },
});
export type DrugCatalogue = FromSchema<typeof drugCatalogueEndpoint.schema.response>['data'];

const deleteEndpoint = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}${path}`,
    access: write,
    summary,
    bodyType: 'json',
    schema: { body: jsonBody(rowRef, ['projectId', 'id', 'version']), response: dataEnvelope(savedRowSchema) },
  });

export const drugSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/save`,
  access: write,
  summary: 'Add a drug (no id) or change one (id + version); the code is unique in the project, min below max',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, ...productFields }, ['projectId', ...PRODUCT_REQUIRED]),
    response: dataEnvelope(savedRowSchema),
  },
});
export type DrugSaveBody = FromSchema<typeof drugSaveEndpoint.schema.body>;
export const drugDeleteEndpoint = deleteEndpoint('/delete', 'Delete a drug no pack or dosage refers to');

const armFields = {
  code: requiredText(DRUG_CODE_MAX),
  name: requiredText(DRUG_TEXT_MAX),
  description: optionalText(DRUG_NOTE_MAX),
} as const;
export const drugArmSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/arm/save`,
  access: write,
  summary: 'Add an arm (no id) or change one (id + version); the code is unique in the project',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, ...armFields }, ['projectId', 'code', 'name']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type DrugArmSaveBody = FromSchema<typeof drugArmSaveEndpoint.schema.body>;
export const drugArmDeleteEndpoint = deleteEndpoint('/arm/delete', 'Delete an arm no dosage or pack refers to');

const dosageFields = {
  armId: idSchema,
  productId: idSchema,
  packsPerVisit: count(100),
  dailyUnits: count(1000),
  note: optionalText(DRUG_NOTE_MAX),
} as const;
export const drugDosageSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: `${BASE}/dosage/save`,
  access: write,
  summary: "An arm's dosage of a drug (no id) or a change (id + version); one per arm and drug",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...rowRef, ...dosageFields }, ['projectId', 'armId', 'productId', 'packsPerVisit', 'dailyUnits']),
    response: dataEnvelope(savedRowSchema),
  },
});
export type DrugDosageSaveBody = FromSchema<typeof drugDosageSaveEndpoint.schema.body>;
export const drugDosageDeleteEndpoint = deleteEndpoint('/dosage/delete', 'Delete a dosage');
export type DrugRowRef = FromSchema<typeof drugDosageDeleteEndpoint.schema.body>;
