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

export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(initial ?? readStoredLocale);
  const setLocale = useCallback((next: Locale) => {
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

export function useMessages<T extends Record<string, string>>(messages: Messages<T>): { [K in keyof T]: string } {
  return messages[useLocale().locale];
}

/** Replaces `{name}` placeholders: format('共 {total} 条', { total: 3 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
