/**
 * The site settings form's draft: text inputs as strings (what useFormDraft holds), the
 * switches, and the two lists (banners, form config) with keys that stay with their rows
 * while they move. Pure functions: from the settings, back to the save body, and checks.
 */
import type { FormConfigEntry, SiteSettings, SiteSettingsSaveBody } from '../../../../shared/api/study/site-settings';
import { DOCUMENT_DUE_DAYS_MAX, DOCUMENT_DUE_DAYS_MIN } from '../../../../shared/domain/documents';
import { isTimeZone } from '../../../../shared/domain/hospital-time';
import { isNetworkBlock } from '../../../../shared/domain/study/networks';
import { format } from '../../../lib/i18n';
import type { FieldErrors } from '../../../lib/use-form-draft';
import type { SiteTexts } from './messages';

export type SiteTextDraft = {
  siteName: string;
  shortName: string;
  hospitalNameFull: string;
  officialWebsite: string;
  webIco: string;
  loginBackImage: string;
  loginLogo: string;
  /** '' when the home page uses the login logo. */
  indexLogo: string;
  qrCode: string;
  code: string;
  newWindowMs: string;
  kioskIdleSeconds: string;
  timeZone: string;
  /** One CIDR block per line. */
  hospitalNetworks: string;
  documentDueDays: string;
  regInstruction: string;
  attechment: string;
  attechmentEnum: string;
  editRight: string;
  /** Server errors on the lists land here (useFormDraft names fields by the draft's keys). */
  banners: string;
  formConfig: string;
  sourceCheck: string;
  kioskMode: string;
};

export interface BannerRow {
  key: number;
  url: string;
  alt: string;
}

export interface ConfigRow extends FormConfigEntry {
  key: number;
}

let nextKey = 0;
export const rowKey = () => ++nextKey;

export function textDraftOf(settings: SiteSettings): SiteTextDraft {
  return {
    siteName: settings.siteName,
    shortName: settings.shortName,
    hospitalNameFull: settings.hospitalNameFull,
    officialWebsite: settings.officialWebsite,
    webIco: settings.webIco,
    loginBackImage: settings.loginBackImage,
    loginLogo: settings.loginLogo,
    indexLogo: settings.indexLogo ?? '',
    qrCode: settings.qrCode,
    code: settings.code,
    newWindowMs: String(settings.newWindowMs),
    kioskIdleSeconds: String(settings.kioskIdleSeconds),
    timeZone: settings.timeZone,
    hospitalNetworks: settings.hospitalNetworks.join('\n'),
    documentDueDays: String(settings.documentDueDays),
    regInstruction: settings.regmark.regInstruction,
    attechment: settings.regmark.attechment,
    attechmentEnum: settings.regmark.attechmentEnum,
    editRight: String(settings.regmark.editRight),
    banners: '',
    formConfig: '',
    sourceCheck: settings.sourceCheck ? '1' : '0',
    kioskMode: settings.kioskMode ? '1' : '0',
  };
}

export const bannerRowsOf = (settings: SiteSettings): BannerRow[] =>
  settings.banners.map((banner) => ({ key: rowKey(), ...banner }));

export const configRowsOf = (settings: SiteSettings): ConfigRow[] =>
  settings.formConfig.map((entry) => ({ key: rowKey(), ...entry }));

export function saveBodyOf(
  draft: SiteTextDraft,
  banners: BannerRow[],
  config: ConfigRow[],
  version: number,
): SiteSettingsSaveBody {
  return {
    siteName: draft.siteName.trim(),
    shortName: draft.shortName.trim(),
    hospitalNameFull: draft.hospitalNameFull.trim(),
    officialWebsite: draft.officialWebsite.trim(),
    webIco: draft.webIco,
    loginBackImage: draft.loginBackImage,
    loginLogo: draft.loginLogo,
    indexLogo: draft.indexLogo || null,
    qrCode: draft.qrCode,
    banners: banners.map(({ url, alt }) => ({ url, alt: alt.trim() })),
    code: draft.code.trim(),
    sourceCheck: draft.sourceCheck === '1',
    newWindowMs: Number(draft.newWindowMs),
    kioskMode: draft.kioskMode === '1',
    kioskIdleSeconds: Number(draft.kioskIdleSeconds),
    timeZone: draft.timeZone.trim(),
    hospitalNetworks: networkLines(draft.hospitalNetworks),
    documentDueDays: Number(draft.documentDueDays),
    regmark: {
      regInstruction: draft.regInstruction,
      attechment: draft.attechment.trim(),
      attechmentEnum: draft.attechmentEnum.trim(),
      editRight: Number(draft.editRight),
    },
    formConfig: normalisedConfig(config),
    version,
  };
}

/**
 * Form config as the server keeps it: one entry per key (the last wins), sorted by key. So
 * a body compares equal to the saved settings whatever order the rows were typed in.
 */
function normalisedConfig(config: ConfigRow[]): { configkey: string; configvalue: string }[] {
  const byKey = new Map(config.map(({ configkey, configvalue }) => [configkey.trim(), configvalue.trim()]));
  return [...byKey]
    .map(([configkey, configvalue]) => ({ configkey, configvalue }))
    .sort((a, b) => (a.configkey < b.configkey ? -1 : a.configkey > b.configkey ? 1 : 0));
}

/** The typed blocks: one per line, trimmed, blank lines and repeats dropped. */
const networkLines = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

const WHOLE = /^\d+$/;
const LIMITS = {
  newWindowMs: [0, 315_360_000_000],
  kioskIdleSeconds: [15, 3600],
  documentDueDays: [DOCUMENT_DUE_DAYS_MIN, DOCUMENT_DUE_DAYS_MAX],
  editRight: [0, 10_000],
} as const;

/** The form's own checks (the server checks again); empty when the draft can be sent. */
export function draftErrors(
  draft: SiteTextDraft,
  banners: BannerRow[],
  config: ConfigRow[],
  t: SiteTexts,
): FieldErrors<SiteTextDraft> {
  const errors: FieldErrors<SiteTextDraft> = {};
  for (const field of ['siteName', 'shortName', 'hospitalNameFull'] as const) {
    if (!draft[field].trim()) errors[field] = format(t.required, { field: t[field] });
  }
  for (const field of ['webIco', 'loginBackImage', 'loginLogo', 'qrCode'] as const) {
    if (!draft[field]) errors[field] = format(t.required, { field: t[field] });
  }
  if (draft.officialWebsite.trim() && !/^https?:\/\/\S+$/.test(draft.officialWebsite.trim())) {
    errors.officialWebsite = t.urlInvalid;
  }
  if (!/^[A-Za-z0-9_-]+$/.test(draft.code.trim())) errors.code = t.codeInvalid;
  if (!isTimeZone(draft.timeZone.trim())) errors.timeZone = t.timeZoneInvalid;
  const badBlock = networkLines(draft.hospitalNetworks).find((block) => !isNetworkBlock(block));
  if (badBlock !== undefined) errors.hospitalNetworks = format(t.hospitalNetworksInvalid, { block: badBlock });
  for (const [field, [min, max]] of Object.entries(LIMITS) as [keyof typeof LIMITS, readonly [number, number]][]) {
    const value = draft[field].trim();
    if (!WHOLE.test(value) || Number(value) < min || Number(value) > max) {
      errors[field] = format(t.integer, { min, max });
    }
  }
  if (banners.some((banner) => !banner.url)) errors.banners = t.bannerMissing;
  if (config.some((entry) => !/^[A-Za-z][A-Za-z0-9_.-]*$/.test(entry.configkey.trim()))) {
    errors.formConfig = t.configKeyInvalid;
  }
  return errors;
}
