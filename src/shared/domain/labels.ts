/**
 * Fixed client-side dictionaries carry their display names in both UI languages, so the
 * shared module needs the language keys without importing the client's i18n.
 */

export type LabelLocale = 'zh-CN' | 'en';

export interface LocalizedText {
  'zh-CN': string;
  en: string;
}

export interface DictEntry<V extends string | number = string | number> {
  readonly value: V;
  readonly label: LocalizedText;
}

/** One entry of a fixed dictionary: its wire value and its Chinese and English names. */
export const dictEntry = <const V extends string | number>(value: V, zh: string, en: string): DictEntry<V> => ({
  value,
  label: { 'zh-CN': zh, en },
});

/** The value type of a fixed dictionary: `DictValue<typeof MEETING_STATUS>` is 0 | 1 | 2 | 3. */
export type DictValue<D extends readonly DictEntry[]> = D[number]['value'];

/** Display name of a value in the given language; an unknown value shows as itself. */
export function dictEntryLabel<D extends readonly DictEntry[]>(
  dictionary: D,
  value: string | number | null | undefined,
  locale: LabelLocale,
): string {
  if (value === null || value === undefined || value === '') return '';
  // Server answers often carry numeric codes as text ('10'): compare as text.
  const entry = dictionary.find((item) => String(item.value) === String(value));
  return entry ? entry.label[locale] : String(value);
}
