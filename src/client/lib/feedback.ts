/**
 * What the response-handling layer shows the user (SPEC §8), as a small external store the
 * HTTP client writes to and <FeedbackHost> renders: info messages, error notifications,
 * the one 'login changed' alert and the 'processing...' hint. Kept in memory only.
 */
import { useSyncExternalStore } from 'react';
import { NOTIFICATION_DURATION_MS, PROCESSING_HINT_DELAY_MS } from '../../shared/domain/constants';
import type { FeedbackText } from './feedback-messages';
import { isServer } from './is-server';

export interface InfoNotice {
  id: number;
  /** 'offline' notices are calm and shown once however many calls fail. */
  tone: 'info' | 'offline';
  content: FeedbackText;
  durationMs: number;
}

export interface ErrorNotice {
  id: number;
  content: FeedbackText;
  /** Absolute URL of the failed request, for the report image. */
  url: string;
  time: number;
  requestId?: string;
  /** The envelope's code, when the server answered one. */
  code?: string;
  durationMs: number;
}

export interface FeedbackState {
  infos: readonly InfoNotice[];
  errors: readonly ErrorNotice[];
  sessionExpired: boolean;
  processing: boolean;
}

const initialState: FeedbackState = { infos: [], errors: [], sessionExpired: false, processing: false };

let state = initialState;
let nextId = 1;
let pendingTips = 0;
let tipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
let reloadPage: () => void = () => window.location.reload();

function update(next: Partial<FeedbackState>): void {
  // Server rendering shares this module between visitors: a failure met while rendering one
  // page must never show in another's, so the store stays empty there.
  if (isServer) return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getFeedback(): FeedbackState {
  return state;
}

export function useFeedback(): FeedbackState {
  return useSyncExternalStore(subscribeFeedback, getFeedback, getFeedback);
}

/** SPEC §8 code '100': a message for 6000 ms. */
export function showInfo(content: FeedbackText): void {
  update({ infos: [...state.infos, { id: nextId++, tone: 'info', content, durationMs: NOTIFICATION_DURATION_MS }] });
}

/** A call made while offline: one calm message, not one per call. */
export function showOffline(): void {
  if (state.infos.some((notice) => notice.tone === 'offline')) return;
  update({
    infos: [
      ...state.infos,
      { id: nextId++, tone: 'offline', content: { key: 'offline' }, durationMs: NOTIFICATION_DURATION_MS },
    ],
  });
}

export function dismissInfo(id: number): void {
  update({ infos: state.infos.filter((notice) => notice.id !== id) });
}

/** SPEC §8 'any other failure': a top-right notification for 6000 ms; several stack. */
export function showError(notice: Omit<ErrorNotice, 'id' | 'durationMs'>): void {
  // A query's retries fail the same way: one notification while the first is on screen.
  const same = JSON.stringify([notice.url, notice.content]);
  if (state.errors.some((shown) => JSON.stringify([shown.url, shown.content]) === same)) return;
  update({ errors: [...state.errors, { ...notice, id: nextId++, durationMs: NOTIFICATION_DURATION_MS }] });
}

export function dismissError(id: number): void {
  update({ errors: state.errors.filter((notice) => notice.id !== id) });
}

/** SPEC §8 code '401': one alert however many calls answer 401 at once. */
export function showSessionExpired(): void {
  if (!state.sessionExpired) update({ sessionExpired: true });
}

export function confirmSessionExpired(): void {
  reloadPage();
}

/**
 * A 'tip' call has started: the hint shows if any tip call is still running after 500 ms.
 * Returns the function to call when it ends.
 */
export function beginProcessingTip(): () => void {
  pendingTips += 1;
  if (pendingTips === 1) {
    tipTimer = setTimeout(() => {
      tipTimer = undefined;
      if (pendingTips > 0) update({ processing: true });
    }, PROCESSING_HINT_DELAY_MS);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pendingTips -= 1;
    if (pendingTips > 0) return;
    clearTimeout(tipTimer);
    tipTimer = undefined;
    if (state.processing) update({ processing: false });
  };
}

/** Tests replace the page reload and start from a clean store. */
export function resetFeedbackForTests(options: { reload?: () => void } = {}): void {
  clearTimeout(tipTimer);
  tipTimer = undefined;
  pendingTips = 0;
  reloadPage = options.reload ?? (() => window.location.reload());
  update(initialState);
}
