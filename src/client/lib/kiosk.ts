/**
 * Kiosk mode for a waiting-room screen: on when the site setting says so, or when the page
 * was opened with `?kiosk=1` (kept for this tab in sessionStorage, `?kiosk=0` ends it).
 * After a quiet period (default 90 s) the screen goes back to the home page with an empty
 * search, dialogs close and nothing typed stays on screen or in memory.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useEffect, useRef, useState } from 'react';
import { siteQueries } from './site-queries';

export const DEFAULT_KIOSK_IDLE_SECONDS = 90;
/** sessionStorage key: '1' while a tab tries kiosk mode through the URL. */
const KIOSK_TRIAL_KEY = 'portal.kiosk';

export interface KioskSettings {
  enabled: boolean;
  idleMs: number;
}

interface KioskSite {
  kioskMode?: boolean;
  kioskIdleSeconds?: number;
}

/** Reads `?kiosk=1` / `?kiosk=0` and remembers the choice for this tab. */
export function readKioskTrial(search: string = globalThis.location?.search ?? ''): boolean {
  const requested = new URLSearchParams(search).get('kiosk');
  try {
    if (requested === '1') sessionStorage.setItem(KIOSK_TRIAL_KEY, '1');
    if (requested === '0') sessionStorage.removeItem(KIOSK_TRIAL_KEY);
    return sessionStorage.getItem(KIOSK_TRIAL_KEY) === '1';
  } catch {
    return requested === '1';
  }
}

// Read while the modules load, before the router may tidy the address bar.
if (typeof window !== 'undefined') readKioskTrial();

export function resolveKioskSettings(site: KioskSite | undefined, trial: boolean): KioskSettings {
  const seconds = site?.kioskIdleSeconds ?? DEFAULT_KIOSK_IDLE_SECONDS;
  return {
    enabled: trial || site?.kioskMode === true,
    idleMs: Math.max(1, seconds) * 1000,
  };
}

/** Kiosk settings of this screen: the site setting, or a `?kiosk=1` trial in this tab. */
export function useKioskSettings(): KioskSettings {
  const { data: siteInfo } = useQuery(siteQueries.info());
  const [trial] = useState(() => readKioskTrial());
  return resolveKioskSettings(siteInfo?.site, trial);
}

/**
 * True inside the public frame of a kiosk (KioskFrame provides it): MUI's theme reads it for
 * kiosk mode's larger text (ui/mui-scope.tsx) without asking for the site settings.
 */
export const KioskModeContext = createContext(false);

/** Input that counts as someone using the screen. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls `onIdle` after `idleMs` without activity on `target`; returns a stop function. */
export function startIdleTimer(idleMs: number, onIdle: () => void, target: EventTarget = window): () => void {
  let timer = setTimeout(onIdle, idleMs);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, idleMs);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, restart, { passive: true, capture: true });
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, restart, { capture: true });
  };
}

type ResetListener = () => void;
const resetListeners = new Set<ResetListener>();

/** Dialogs and forms subscribe to close and forget their content when a kiosk resets. */
export function onKioskReset(listener: ResetListener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

export function emitKioskReset(): void {
  for (const listener of [...resetListeners]) listener();
}

/** A React hook form of onKioskReset; the latest `listener` is called. */
export function useKioskReset(listener: ResetListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onKioskReset(() => latest.current()), []);
}

/** The elements' own value properties, set past React's tracking so its onChange fires. */
const valueProperties = {
  input: Object.getOwnPropertyDescriptor(globalThis.HTMLInputElement?.prototype ?? {}, 'value'),
  textarea: Object.getOwnPropertyDescriptor(globalThis.HTMLTextAreaElement?.prototype ?? {}, 'value'),
};

const CLEARABLE_INPUT_TYPES = new Set(['text', 'search', 'tel', 'email', 'number', 'url', '']);

/**
 * Empties every visible text field under `root` the way typing would, so React's controlled
 * inputs update their state too, and closes open modals (dialogs, menus) with the Escape
 * key they already handle, topmost first.
 */
export function clearTypedInput(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const isInput = field instanceof HTMLInputElement;
    // MUI's select keeps its value in an aria-hidden input: it follows the route, not typing.
    if (field.getAttribute('aria-hidden') === 'true' || field.value === '') continue;
    if (isInput && !CLEARABLE_INPUT_TYPES.has(field.type)) continue;
    (isInput ? valueProperties.input : valueProperties.textarea)?.set?.call(field, '');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const modals = [...root.querySelectorAll<HTMLElement>('.MuiModal-root')].reverse();
  for (const modal of modals) modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
