/**
 * Query factories for the portal-wide public data every screen may need: site settings,
 * form config, dictionaries, the org list and config switches.
 */
import { queryOptions } from '@tanstack/react-query';
import { dictBatchEndpoint } from '../../shared/api/study/dict';
import { formConfigEndpoint, orgListEndpoint, siteInfoEndpoint } from '../../shared/api/portal/portal';
import { configByKeyEndpoint } from '../../shared/api/study/sys';
import { PORTAL_DICT_CODES } from '../../shared/domain/study/dictionaries';
import { applyHospitalZone } from './hospital-zone';
import { callEndpoint } from './http';
import type { Locale } from './i18n';

/** Site settings and dictionaries change rarely: an hour before a background refresh. */
const SLOW_CHANGING_MS = 60 * 60 * 1000;

export const siteQueries = {
  info: () =>
    queryOptions({
      queryKey: ['site', 'info'] as const,
      queryFn: async ({ signal }) => {
        const info = (await callEndpoint(siteInfoEndpoint, { signal })).data;
        // A zone saved since the last read applies to the dates shown from now on.
        applyHospitalZone(info);
        return info;
      },
      staleTime: SLOW_CHANGING_MS,
    }),
  formConfig: () =>
    queryOptions({
      queryKey: ['site', 'form-config'] as const,
      queryFn: async ({ signal }) => {
        const { rows } = await callEndpoint(formConfigEndpoint, { body: {}, signal });
        return Object.fromEntries(rows.map((row) => [row.configkey, row.configvalue]));
      },
      staleTime: SLOW_CHANGING_MS,
    }),
  dictionaries: (codes: readonly string[] = PORTAL_DICT_CODES) =>
    queryOptions({
      queryKey: ['site', 'dictionaries', [...codes]] as const,
      queryFn: async ({ signal }) => (await callEndpoint(dictBatchEndpoint, { body: [...codes], signal })).data,
      staleTime: SLOW_CHANGING_MS,
    }),
  orgs: () =>
    queryOptions({
      queryKey: ['site', 'orgs'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(orgListEndpoint, { signal })).data,
      staleTime: SLOW_CHANGING_MS,
    }),
  configByKey: (key: string) =>
    queryOptions({
      queryKey: ['site', 'config', key] as const,
      queryFn: async ({ signal }) => (await callEndpoint(configByKeyEndpoint, { query: { key }, signal })).data,
      staleTime: SLOW_CHANGING_MS,
    }),
};

interface NamedEntry {
  key: string;
  value: string;
  valueEn?: string;
}

/**
 * An entry's display name in the given language: the English name where the hospital gave
 * one, else the Chinese. `value` itself stays as it is: some fields store it (testedDiseases).
 */
export const dictName = (entry: NamedEntry, locale: Locale): string =>
  (locale === 'en' ? entry.valueEn : undefined) ?? entry.value;

/** Display name of a dictionary key, or the key itself when the dictionary lacks it. */
export function dictLabel(
  dictionaries: Record<string, NamedEntry[]> | undefined,
  code: string,
  key: string | null | undefined,
  locale: Locale,
): string {
  if (!key) return '';
  const entry = dictionaries?.[code]?.find((item) => item.key === key);
  return entry ? dictName(entry, locale) : key;
}
