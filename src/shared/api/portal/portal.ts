/**
 * Public portal endpoints (no sign-in): site settings, form config, the project list,
 * project detail, outpatient doctors and the org list. SPEC §3 and §7.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope, listEnvelope } from '../contract/envelope';
import { singleLine } from '../contract/text-schemas';

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;

/** Fields shared by the list row and the detail (SPEC §3 Project). */
const projectSummaryProperties = {
  id: { type: 'integer' },
  name: text,
  recruitStatus: text,
  trialStages: optionalText,
  trialType: optionalText,
  indication: optionalText,
  /** Start time, ISO 8601 (UTC). */
  actionTime: optionalText,
  trialMedicine: optionalText,
  testedDiseases: optionalText,
  targetSpot: optionalText,
  target: optionalText,
  researchName: optionalText,
  sponsorName: optionalText,
  institutionAcceptNumber: optionalText,
  pathologicType: optionalText,
  runStage: optionalText,
  previousTreatmentDrug: optionalText,
} as const;

/** The list row's fields: the server selects exactly these columns. */
export const PROJECT_SUMMARY_FIELDS = Object.keys(
  projectSummaryProperties,
) as (keyof typeof projectSummaryProperties)[];

/** A list row: every field but the long texts (criteria, treatment plan, contacts). */
export const projectSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: PROJECT_SUMMARY_FIELDS,
  properties: projectSummaryProperties,
} as const;

const projectProperties = {
  ...projectSummaryProperties,
  treatMethod: optionalText,
  studyChargerName: optionalText,
  studyChargerMobile: optionalText,
  inclusionCriteria: optionalText,
  exclusionCriteria: optionalText,
} as const;

/** The detail's fields: the list row's and the long texts. */
export const PROJECT_DETAIL_FIELDS = Object.keys(projectProperties) as (keyof typeof projectProperties)[];

export const projectSchema = {
  type: 'object',
  additionalProperties: false,
  required: PROJECT_DETAIL_FIELDS,
  properties: projectProperties,
} as const;

export type ProjectSummary = FromSchema<typeof projectSummarySchema>;
export type Project = FromSchema<typeof projectSchema>;

export const outpatientSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deptName', 'doctName', 'seeTime'],
  properties: { deptName: text, doctName: text, seeTime: text },
} as const;
export type Outpatient = FromSchema<typeof outpatientSchema>;

const siteSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'webIco',
    'siteName',
    'qrCode',
    'code',
    'sourceCheck',
    'endpoint',
    'loginBackImage',
    'loginLogo',
    'indexLogo',
    'hospitalNameFull',
    'officialWebsite',
    'shortName',
    'themeColor',
    'banners',
    'newWindowMs',
    'kioskMode',
    'kioskIdleSeconds',
    'timeZone',
  ],
  properties: {
    webIco: text,
    siteName: text,
    /** The official-account QR image. */
    qrCode: text,
    code: text,
    sourceCheck: { type: 'boolean' },
    endpoint: text,
    loginBackImage: text,
    loginLogo: text,
    indexLogo: optionalText,
    hospitalNameFull: text,
    officialWebsite: text,
    shortName: text,
    themeColor: text,
    banners: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url', 'alt'],
        properties: { url: text, alt: text },
      },
    },
    /** Window for the 'new' badge in ms; see NEW_PROJECT_WINDOW_MS. */
    newWindowMs: { type: 'integer' },
    /** Waiting-room kiosk: larger text, idle reset to the home page. */
    kioskMode: { type: 'boolean' },
    /** Seconds without input before a kiosk resets (default 90). */
    kioskIdleSeconds: { type: 'integer' },
    /** The hospital's IANA time zone: the client shows and takes every date in it. */
    timeZone: text,
  },
} as const;

const regmarkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['regInstruction', 'attechment', 'attechmentEnum', 'editRight'],
  properties: {
    regInstruction: text,
    attechment: text,
    attechmentEnum: text,
    editRight: { type: 'integer' },
  },
} as const;

const appSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'url', 'icon'],
  properties: { id: { type: 'integer' }, name: text, url: text, icon: text },
} as const;

export const siteInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/portal/site-info',
  access: 'public',
  summary: "The site's white-label settings, registration mark and linked apps (never signed)",
  // It says whether requests must be signed, so it cannot require a sign itself.
  sourceSign: 'exempt',
  schema: {
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['site', 'regmark', 'app'],
      properties: { site: siteSchema, regmark: regmarkSchema, app: { type: 'array', items: appSchema } },
    }),
  },
});
export type SiteInfo = NonNullable<FromSchema<typeof siteInfoEndpoint.schema.response>['data']>;

export const formConfigEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/form-config',
  access: 'public',
  summary: "The portal's form settings as key/value pairs",
  bodyType: 'form',
  schema: {
    body: { type: 'object', additionalProperties: false, properties: {} },
    response: listEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['configkey', 'configvalue'],
      properties: { configkey: text, configvalue: text },
    }),
  },
});

const filterText = singleLine(100);
/** A comma-joined list of dictionary keys, e.g. `1,2`. */
const filterList = singleLine(500);

export const projectSearchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['offset', 'limit'],
  properties: {
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    /** Matches the project name, the disease or the trial drug. */
    keyword: filterText,
    name: filterText,
    institutionAcceptNumber: filterText,
    trialMedicine: filterText,
    testedDiseases: filterText,
    trialType: filterText,
    trialStages: filterList,
    pathologicType: filterList,
    runStage: filterText,
    recruitStatus: filterText,
    previousTreatmentDrug: filterText,
    researchName: filterText,
    targetSpot: filterText,
  },
} as const;
export type ProjectSearch = FromSchema<typeof projectSearchSchema>;

const projectList = listEnvelope(projectSummarySchema);
const projectListResponse = {
  ...projectList,
  properties: {
    ...projectList.properties,
    /**
     * Present (true) when `total` is an estimate: a two-character keyword most projects
     * hold, whose exact count would cost more than the page; the rows are exact.
     */
    totalApproximate: { type: 'boolean', const: true },
  },
} as const;

export const projectListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/projects',
  access: 'public',
  summary: 'Search the published projects (paged)',
  bodyType: 'form',
  schema: { body: projectSearchSchema, response: projectListResponse },
});

const projectIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const projectDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/portal/projects/:id',
  access: 'public',
  summary: "A published project's public detail",
  schema: { params: projectIdParams, response: dataEnvelope(projectSchema) },
});

export const projectOutpatientsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/portal/projects/:projectId/outpatients',
  access: 'public',
  summary: "A published project's outpatient clinics",
  schema: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['projectId'],
      properties: { projectId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    },
    response: dataEnvelope({ type: 'array', items: outpatientSchema }),
  },
});

export const orgListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/portal/orgs',
  access: 'public',
  summary: 'The hospital organisations by kind, id to display name',
  schema: {
    response: dataEnvelope({
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'data'],
        properties: {
          key: text,
          /** id -> display name */
          data: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    }),
  },
});
