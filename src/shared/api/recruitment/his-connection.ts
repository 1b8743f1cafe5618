/**
 * The HIS connection (SPEC §7 hospital-system web-service calls, /wsdl/*; issue 31 item 2),
 * edited in 站点设置 (page SiteSettings, button site:update): which adapter the candidate
 * sync reads (the demo file, HL7 FHIR R4, the hospital's SOAP web service), its URLs, the
 * credentials (the password is written, never answered), the timeout per request and the
 * SOAP field mapping; a connection test tries the settings in the form before they are saved.
 * The scheduled sync's last run and error are answered with them (also on the job monitor).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { HIS_KINDS, HIS_TIMEOUT_MAX_SECONDS, HIS_TIMEOUT_MIN_SECONDS } from '../../domain/recruitment/his-connection';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { jsonBody } from '../contract/staff-fields';

const path = {
  type: 'string',
  format: 'single-line',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z_][\\w.-]*$',
} as const;
const paths = <const K extends string>(keys: readonly K[]) =>
  jsonBody(Object.fromEntries(keys.map((key) => [key, path])) as Record<K, typeof path>, [...keys]);
const codes = { type: 'array', maxItems: 10, items: { type: 'string', format: 'single-line', maxLength: 20 } } as const;

export const soapMappingSchema = jsonBody(
  {
    operation: path,
    request: paths(['codes', 'keywords', 'page', 'pageSize'] as const),
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
    patients: path,
    fields: paths(['mrn', 'name', 'sex', 'birthDate', 'phone', 'idNumber'] as const),
    diagnoses: paths(['list', 'code', 'text'] as const),
    labs: paths(['list', 'test', 'value', 'date'] as const),
    drugs: paths(['list', 'name'] as const),
    sexCodes: jsonBody({ male: codes, female: codes }, ['male', 'female']),
  },
  ['operation', 'request', 'pageSize', 'patients', 'fields', 'diagnoses', 'labs', 'drugs', 'sexCodes'],
);

/** An http(s) URL or empty (the kind that uses it must have one: checked on save and test). */
const url = { type: 'string', format: 'single-line', maxLength: 500, pattern: '^(https?://[^\\s"\'<>]+)?$' } as const;

const editable = {
  kind: { type: 'string', enum: HIS_KINDS },
  /** The FHIR R4 base URL (…/fhir). */
  fhirUrl: url,
  /** The SOAP service's WSDL URL (…?wsdl). */
  wsdlUrl: url,
  userName: { type: ['string', 'null'], format: 'single-line', maxLength: 100 },
  timeoutSeconds: { type: 'integer', minimum: HIS_TIMEOUT_MIN_SECONDS, maximum: HIS_TIMEOUT_MAX_SECONDS },
  soapMapping: soapMappingSchema,
} as const;
const editableKeys = ['kind', 'fhirUrl', 'wsdlUrl', 'userName', 'timeoutSeconds', 'soapMapping'] as const;

/** null keeps the stored password, '' removes it, any other text replaces it. */
const password = { type: ['string', 'null'], format: 'single-line', maxLength: 200 } as const;

export const hisConnectionSchema = jsonBody(
  {
    ...editable,
    /** Whether a password is stored (it is never answered). */
    hasPassword: { type: 'boolean' },
    /** 0 while the settings were never saved. */
    version: { type: 'integer' },
    updatedAt: { type: ['string', 'null'] },
    /** The scheduled sync (HIS_SYNC_INTERVAL_MINUTES), as the job monitor shows it. */
    lastRunAt: { type: ['string', 'null'] },
    lastError: { type: ['string', 'null'] },
  },
  [...editableKeys, 'hasPassword', 'version', 'updatedAt', 'lastRunAt', 'lastError'],
);

export const hisConnectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/wsdl/his/settings',
  access: { scope: 'system', page: 'SiteSettings' },
  summary: 'The HIS connection (adapter, URLs, user name, timeout, SOAP mapping; never the password)',
  schema: { response: dataEnvelope(hisConnectionSchema) },
});

export const hisConnectionSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/wsdl/his/save',
  access: { scope: 'system', button: 'site:update' },
  summary: 'Replace the HIS connection against its version (the password is sealed at rest)',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...editable, password, version: { type: 'integer', minimum: 0 } }, [
      ...editableKeys,
      'password',
      'version',
    ]),
    response: dataEnvelope(hisConnectionSchema),
  },
});

export const hisConnectionTestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/wsdl/his/test',
  access: { scope: 'system', button: 'site:update' },
  summary: "Try the HIS connection as edited (unsaved): FHIR's metadata, the WSDL and its operation, or the demo file",
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...editable, password }, [...editableKeys, 'password']),
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['ok', 'message', 'elapsedMs'],
      properties: {
        ok: { type: 'boolean' },
        /** What answered ('FHIR 4.0.1 · …'), or why not. */
        message: { type: 'string' },
        elapsedMs: { type: 'integer' },
      },
    }),
  },
});

export type HisConnection = FromSchema<typeof hisConnectionSchema>;
export type HisConnectionSaveBody = FromSchema<(typeof hisConnectionSaveEndpoint)['schema']['body']>;
export type HisConnectionTestBody = FromSchema<(typeof hisConnectionTestEndpoint)['schema']['body']>;
export type HisConnectionTestAnswer = FromSchema<(typeof hisConnectionTestEndpoint)['schema']['response']>['data'];
