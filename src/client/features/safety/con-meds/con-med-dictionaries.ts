/** The server dictionaries of a medication's route and frequency, and their display names. */
import { useQuery } from '@tanstack/react-query';
import { CON_MED_DICTIONARIES } from '../../../../shared/api/safety/con-meds';
import { useLocale } from '../../../lib/i18n';
import { dictLabel, dictName, siteQueries } from '../../../lib/site-queries';

const CON_MED_DICT_CODES = Object.values(CON_MED_DICTIONARIES);
export type ConMedCodedField = keyof typeof CON_MED_DICTIONARIES;

export function useConMedDictionaries() {
  const dictionaries = useQuery(siteQueries.dictionaries(CON_MED_DICT_CODES)).data;
  const { locale } = useLocale();
  return {
    options: (field: ConMedCodedField) => dictionaries?.[CON_MED_DICTIONARIES[field]] ?? [],
    /** The entry's name; a row stored before the field was coded shows its text as entered. */
    label: (field: ConMedCodedField, key: string | null) =>
      dictLabel(dictionaries, CON_MED_DICTIONARIES[field], key, locale) || '—',
    name: (entry: { key: string; value: string; valueEn?: string }) => dictName(entry, locale),
  };
}
