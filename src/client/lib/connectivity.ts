/**
 * Can the app reach its server right now? navigator.onLine alone cannot say: behind a
 * captive portal (hospital Wi-Fi) it is true while every request fails, and some browser
 * builds keep it true with no network at all. So:
 * - the browser's 'offline' event, or a request that gets no answer (a network error or a
 *   timeout), puts the app offline;
 * - the 'online' event, or any answer from the server (an HTTP error too), puts it back;
 * - while offline and the browser still claims to be online, a light probe asks the server
 *   now and then, so a portal sign-in or a server back up is noticed without a user action.
 * React Query's onlineManager follows this state (followConnectivity), so its paused queries
 * and mutations wait and resume on the same signal the screens show.
 */
import { onlineManager } from '@tanstack/react-query';
import { endpointUrl } from '../../shared/api/contract/endpoint';
import { siteInfoEndpoint } from '../../shared/api/portal/portal';
import { isServer } from './is-server';

type Listener = (online: boolean) => void;

/** Pauses before each probe; the last one repeats. */
export const PROBE_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;
/** A probe with no answer in this time counts as a failure. */
const PROBE_TIMEOUT_MS = 10_000;
/** Public, unsigned and cheap: HEAD answers its headers only. */
const PROBE_URL = endpointUrl(siteInfoEndpoint);

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let online = browserOnline();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probesMade = 0;
const listeners = new Set<Listener>();

export function isAppOnline(): boolean {
  return online;
}

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOnline(next: boolean): void {
  if (next) stopProbing();
  else if (browserOnline()) scheduleProbe();
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener(next);
}

function stopProbing(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probesMade = 0;
}

function scheduleProbe(): void {
  if (probeTimer !== undefined) return;
  const delay = PROBE_DELAYS_MS[Math.min(probesMade, PROBE_DELAYS_MS.length - 1)];
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe(): Promise<void> {
  probesMade += 1;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    probeTimer = undefined;
    setOnline(true);
  } catch {
    probeTimer = undefined;
    if (!online) setOnline(false);
  } finally {
    clearTimeout(timer);
  }
}

/** The server answered a request (whatever the answer): it is reachable. */
export function noteServerAnswered(): void {
  if (!isServer) setOnline(true);
}

/** A request got no answer (network error or timeout): the app is offline until one does. */
export function noteNetworkFailure(): void {
  if (!isServer) setOnline(false);
}

/** Makes React Query's onlineManager follow this state instead of navigator.onLine. */
export function followConnectivity(): void {
  onlineManager.setEventListener((setManagerOnline) => {
    setManagerOnline(online);
    return subscribeConnectivity(setManagerOnline);
  });
}

if (!isServer) {
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => setOnline(true));
}

/** Back to the browser's own flag, no probe pending: for tests. */
export function resetConnectivityForTests(): void {
  stopProbing();
  online = browserOnline();
  for (const listener of listeners) listener(online);
}
