/**
 * Which project fields hold dictionary entries (the form's selects, the server's checks,
 * and the dictionaries' 'in use' count). Multi-valued fields hold comma-joined entries, as
 * the public search sends them (SPEC §5). Most fields hold an entry's key; testedDiseases
 * holds the display value of dictionary bd, as the public cards show it.
 */
import { DictCode } from './dictionaries';
import { splitFilterList } from '../portal';

export interface DictionaryField {
  code: string;
  multiple: boolean;
  holds: 'key' | 'value';
}

export const PROJECT_DICTIONARY_FIELDS = {
  trialStages: { code: DictCode.trialStages, multiple: true, holds: 'key' },
  trialType: { code: DictCode.clinicalResearchType, multiple: false, holds: 'key' },
  testedDiseases: { code: DictCode.disease, multiple: false, holds: 'value' },
  targetSpot: { code: DictCode.targetSpot, multiple: false, holds: 'key' },
  pathologicType: { code: DictCode.pathologicType, multiple: true, holds: 'key' },
  trialCategory: { code: DictCode.registrationType, multiple: false, holds: 'key' },
} as const satisfies Record<string, DictionaryField>;

export type ProjectDictionaryField = keyof typeof PROJECT_DICTIONARY_FIELDS;

/** The entries a field's stored text names: one, or the comma-joined list of a multi-valued field. */
export function dictionaryEntriesOf(field: DictionaryField, text: string | null | undefined): string[] {
  if (!text) return [];
  return field.multiple ? splitFilterList(text) : [text.trim()].filter(Boolean);
}

/** Multi-select values as stored: comma-joined, without blanks or repeats, in the order picked. */
export function joinDictionaryEntries(values: readonly string[]): string | null {
  const unique = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  return unique.length > 0 ? unique.join(',') : null;
}
