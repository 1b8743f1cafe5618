/**
 * A small typed message catalogue: zh-CN by default, English through the switch. Each
 * feature declares its own messages with `defineMessages` (both languages required, same
 * keys) and reads them with `useMessages`. The chosen language is kept in localStorage.
 */
import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
const STORAGE_KEY = 'portal.locale';

export interface Messages<T extends Record<string, string>> {
  'zh-CN': T;
  en: { [K in keyof T]: string };
}

export function defineMessages<T extends Record<string, string>>(messages: Messages<T>): Messages<T> {
  return messages;
}

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'zh-CN', setLocale: () => undefined });

export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored === 'en' ? 'en' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/** The language on screen, for code outside React (the HTTP client's Accept-Language). */
let activeLocale: Locale | undefined;

export function currentLocale(): Locale {
  return activeLocale ?? readStoredLocale();
}

export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    activeLocale = initial ?? readStoredLocale();
    return activeLocale;
  });
  const setLocale = useCallback((next: Locale) => {
    activeLocale = next;
    setLocaleState(next);
    document.documentElement.lang = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

/** Joins a list the way the language writes one: 肺癌、胃癌 / Lung cancer, Gastric cancer. */
/** The same text made in each language, e.g. from a catalogue: `inEachLanguage((l) => messages[l].saved)`. */
export function inEachLanguage(make: (locale: Locale) => string): Record<Locale, string> {
  return { 'zh-CN': make('zh-CN'), en: make('en') };
}

export function joinList(items: readonly string[], locale: Locale): string {
  return items.join(locale === 'en' ? ', ' : '、');
}

export function useMessages<T extends Record<string, string>>(messages: Messages<T>): { [K in keyof T]: string } {
  return messages[useLocale().locale];
}

/**
 * ICU-style plural choice: `{count, plural, one {# row} other {# rows}}`; `#` is the number.
 * Branches hold plain text and `{name}` placeholders (no nesting beyond that).
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g;
const PLURAL_BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a template uses, plural arguments included, sorted and unique. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  const rest = template.replace(PLURAL, (_match, name: string, branches: string) => {
    names.add(name);
    for (const [, , text] of branches.matchAll(PLURAL_BRANCH)) {
      for (const [, inner] of (text ?? '').matchAll(PLACEHOLDER)) if (inner) names.add(inner);
    }
    return '';
  });
  for (const [, name] of rest.matchAll(PLACEHOLDER)) if (name) names.add(name);
  return [...names].sort();
}

function choosePlural(branches: string, count: number, locale: Locale): string {
  const byKey = new Map([...branches.matchAll(PLURAL_BRANCH)].map(([, key, text]) => [key, text ?? '']));
  const text = byKey.get(`=${count}`) ?? byKey.get(new Intl.PluralRules(locale).select(count)) ?? byKey.get('other');
  return (text ?? '').replace(/#/g, String(count));
}

/**
 * Fills a template: `{name}` placeholders and plural choices, e.g.
 * format('共 {total} 条', { total: 3 }) or format('{n, plural, one {# user} other {# users}}', { n: 1 }).
 * Plural rules default to English, the only catalogue language with plural forms (Chinese
 * has one form: its templates use plain placeholders).
 */
export function format(template: string, values: Record<string, string | number>, locale: Locale = 'en'): string {
  const chosen = template.replace(PLURAL, (match, name: string, branches: string) =>
    name in values ? choosePlural(branches, Number(values[name]), locale) : match,
  );
  return chosen.replace(PLACEHOLDER, (match, name: string) => (name in values ? String(values[name]) : match));
}
