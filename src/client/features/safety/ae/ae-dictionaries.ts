/** The server dictionaries an AE's coded fields use, and their display names. */
import { useQuery } from '@tanstack/react-query';
import { AE_DICTIONARIES } from '../../../../shared/api/safety/ae';
import { useLocale } from '../../../lib/i18n';
import { dictLabel, dictName, siteQueries } from '../../../lib/site-queries';

const AE_DICT_CODES = Object.values(AE_DICTIONARIES);
export type AeCodedField = keyof typeof AE_DICTIONARIES;

export function useAeDictionaries() {
  const dictionaries = useQuery(siteQueries.dictionaries(AE_DICT_CODES)).data;
  const { locale } = useLocale();
  return {
    options: (field: AeCodedField) => dictionaries?.[AE_DICTIONARIES[field]] ?? [],
    label: (field: AeCodedField, key: string | null) => dictLabel(dictionaries, AE_DICTIONARIES[field], key, locale),
    name: (entry: { key: string; value: string; valueEn?: string }) => dictName(entry, locale),
  };
}
