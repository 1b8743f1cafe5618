/**
 * Site settings (white-label, SPEC §1 and §3 'Site info') edited from the staff suite, page
 * SiteSettings: names, images, banners, site code and switches, kiosk mode, registration
 * notes (regmark), form config, the hospital's time zone and when binder documents are due. One save replaces them all,
 * against the site row's `version` (a stale save is refused and changes nothing); the public
 * site-info endpoint and the web app manifest show a saved change at their next request,
 * and every server instance uses a new time zone within a second (server/lib/hospital-zone.ts).
 *
 * Image fields hold a same-origin path: a public upload (/files/<sha256>.<ext>, see
 * files.ts) or one of the build's own images (/demo/logo.svg).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { jsonBody, requiredText, versionSchema } from '../contract/staff-fields';
import { HOSPITAL_NETWORKS_MAX } from '../../domain/study/networks';
import { DOCUMENT_DUE_DAYS_MAX, DOCUMENT_DUE_DAYS_MIN } from '../../domain/documents';

/** A same-origin path (never `//host`, never a scheme): what an image field may hold. */
export const imagePathSchema = {
  type: 'string',
  format: 'single-line',
  maxLength: 300,
  pattern: '^/(?!/)[^\\s"\'<>\\\\]*$',
} as const;

export const SITE_IMAGE_FIELDS = ['webIco', 'loginBackImage', 'loginLogo', 'indexLogo', 'qrCode'] as const;
export type SiteImageField = (typeof SITE_IMAGE_FIELDS)[number];

/** Longest 'new' badge window: ten years. */
const MAX_NEW_WINDOW_MS = 315_360_000_000;

const bannerSchema = jsonBody(
  { url: imagePathSchema, alt: { type: 'string', format: 'single-line', maxLength: 100 } },
  ['url', 'alt'],
);

const formConfigEntrySchema = jsonBody(
  {
    configkey: {
      type: 'string',
      format: 'single-line',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
    },
    configvalue: { type: 'string', format: 'single-line', maxLength: 1000 },
  },
  ['configkey', 'configvalue'],
);

const regmarkSettingsSchema = jsonBody(
  {
    regInstruction: { type: 'string', format: 'multi-line', maxLength: 4000 },
    attechment: { type: 'string', format: 'single-line', maxLength: 500 },
    attechmentEnum: { type: 'string', format: 'single-line', maxLength: 500 },
    editRight: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
  ['regInstruction', 'attechment', 'attechmentEnum', 'editRight'],
);

/** Every setting the page edits (the save body without its version). */
const settingsProperties = {
  siteName: requiredText(100),
  shortName: requiredText(30),
  hospitalNameFull: requiredText(100),
  officialWebsite: { type: 'string', format: 'single-line', maxLength: 300, pattern: '^(https?://[^\\s"\'<>]+)?$' },
  webIco: imagePathSchema,
  loginBackImage: imagePathSchema,
  loginLogo: imagePathSchema,
  /** null: the home page shows the login logo (SPEC §2). */
  indexLogo: { ...imagePathSchema, type: ['string', 'null'] },
  /** The official-account QR image. */
  qrCode: imagePathSchema,
  /** In list order (the carousel's). */
  banners: { type: 'array', maxItems: 10, items: bannerSchema },
  code: { type: 'string', format: 'single-line', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  sourceCheck: { type: 'boolean' },
  newWindowMs: { type: 'integer', minimum: 0, maximum: MAX_NEW_WINDOW_MS },
  kioskMode: { type: 'boolean' },
  kioskIdleSeconds: { type: 'integer', minimum: 15, maximum: 3600 },
  /** The hospital's IANA time zone: every date shown, entered and exported is in it. */
  timeZone: { type: 'string', format: 'time-zone', maxLength: 64 },
  /**
   * The hospital's networks (CIDR blocks or addresses, isNetworkBlock): while a project's
   * remote monitoring is closed, its monitors open source documents from these only.
   */
  hospitalNetworks: {
    type: 'array',
    maxItems: HOSPITAL_NETWORKS_MAX,
    uniqueItems: true,
    items: { type: 'string', format: 'single-line', minLength: 1, maxLength: 49 },
  },
  /** Binder documents due within this many days are inbox tasks (docs/documents.md 'Expiry'). */
  documentDueDays: { type: 'integer', minimum: DOCUMENT_DUE_DAYS_MIN, maximum: DOCUMENT_DUE_DAYS_MAX },
  regmark: regmarkSettingsSchema,
  formConfig: { type: 'array', maxItems: 50, items: formConfigEntrySchema },
} as const;

const settingsRequired = Object.keys(settingsProperties) as (keyof typeof settingsProperties)[];

export const siteSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'siteName',
    'shortName',
    'hospitalNameFull',
    'officialWebsite',
    'webIco',
    'loginBackImage',
    'loginLogo',
    'indexLogo',
    'qrCode',
    'banners',
    'code',
    'sourceCheck',
    'newWindowMs',
    'kioskMode',
    'kioskIdleSeconds',
    'timeZone',
    'hospitalNetworks',
    'documentDueDays',
    'regmark',
    'formConfig',
    'version',
  ],
  properties: { ...settingsProperties, version: { type: 'integer' } },
} as const;

export const siteSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sys/site/settings',
  access: { scope: 'system', page: 'SiteSettings' },
  summary: 'The site settings with their version, for the settings page',
  schema: { response: dataEnvelope(siteSettingsSchema) },
});

export const siteSettingsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sys/site/save',
  access: { scope: 'system', button: 'site:update' },
  summary: 'Replace the site settings (banners and form config as whole lists) against their version',
  bodyType: 'json',
  schema: {
    body: jsonBody({ ...settingsProperties, version: versionSchema }, [...settingsRequired, 'version']),
    response: dataEnvelope(siteSettingsSchema),
  },
});

export type SiteSettings = FromSchema<typeof siteSettingsSchema>;
export type SiteSettingsSaveBody = FromSchema<(typeof siteSettingsSaveEndpoint)['schema']['body']>;
export type SiteBanner = SiteSettings['banners'][number];
export type FormConfigEntry = SiteSettings['formConfig'][number];
