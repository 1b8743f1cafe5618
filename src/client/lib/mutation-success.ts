/**
 * The one rule for confirming a staff write (SPEC §8 success path, next to http.ts's failure
 * path): a mutation names its confirmation in `meta.success`, and the QueryClient's
 * MutationCache shows it once when the write succeeds. A failed write shows no confirmation;
 * its failure is shown by http.ts. The text is kept in both languages and rendered in the
 * language on screen (ui/success-notices.tsx). Kept in memory only.
 */
import { MutationCache } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { NOTIFICATION_DURATION_MS } from '../../shared/domain/constants';
import { type Locale, type Messages, inEachLanguage } from './i18n';
import { isServer } from './is-server';
import type { SuccessKey } from './success-messages';

/** A shared confirmation, or a feature's own text in both languages (see `successText`). */
export type SuccessText =
  | { key: SuccessKey; values?: Record<string, string | number> }
  | (Record<Locale, string> & { values?: Record<string, string | number> });

/** What `meta.success` holds: a shared key, a text, or a text made from the write and its answer. */
export type SuccessRule = SuccessKey | SuccessText | ((data: unknown, variables: unknown) => SuccessText | undefined);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { success?: SuccessRule };
  }
}

/** A feature's own confirmation, taken from its catalogue in both languages. */
export function successText<T extends Record<string, string>>(
  messages: Messages<T>,
  key: keyof T & string,
  values?: Record<string, string | number>,
): SuccessText {
  return { ...inEachLanguage((locale) => String(messages[locale][key])), values };
}

/**
 * A confirmation made from the write's answer and what was sent. The MutationCache calls it
 * with that mutation's own data and variables only, which is why reading them as T and V is sound.
 */
export function successFrom<T, V = unknown>(
  make: (data: T, variables: V) => SuccessText | SuccessKey | undefined,
): (data: unknown, variables: unknown) => SuccessText | undefined {
  return (data, variables) => {
    const made = make(data as T, variables as V);
    return typeof made === 'string' ? { key: made } : made;
  };
}

export interface SuccessNotice {
  id: number;
  content: SuccessText;
  durationMs: number;
}

let notices: readonly SuccessNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly SuccessNotice[]): void {
  // Server rendering shares this module between visitors (see feedback.ts).
  if (isServer) return;
  notices = next;
  for (const listener of listeners) listener();
}

export function showSuccess(content: SuccessText): void {
  update([...notices, { id: nextId++, content, durationMs: NOTIFICATION_DURATION_MS }]);
}

export function dismissSuccess(id: number): void {
  update(notices.filter((notice) => notice.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => notices;

export function useSuccessNotices(): readonly SuccessNotice[] {
  return useSyncExternalStore(subscribe, read, read);
}

/** The MutationCache's `onSuccess`: shows the mutation's confirmation, if it names one. */
export function confirmMutation(data: unknown, variables: unknown, meta: { success?: SuccessRule } | undefined): void {
  const rule = meta?.success;
  if (rule === undefined) return;
  const content = typeof rule === 'function' ? rule(data, variables) : typeof rule === 'string' ? { key: rule } : rule;
  if (content) showSuccess(content);
}

/** The QueryClient's mutation cache: every successful write shows its confirmation here, once. */
export function confirmingMutationCache(): MutationCache {
  return new MutationCache({
    onSuccess: (data, variables, _result, mutation) => confirmMutation(data, variables, mutation.meta),
  });
}

/** Tests start from an empty list. */
export function resetSuccessNoticesForTests(): void {
  update([]);
}
