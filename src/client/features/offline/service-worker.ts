/**
 * Registers the service worker (production builds only) through workbox-window and tells
 * the UI when a new build is waiting. The new build takes over only when the user accepts
 * (applyUpdate): never a silent reload mid-use.
 */
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '../../../shared/api/pwa';

/** A kiosk or a tab left open for days still hears about new builds. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of [...listeners]) listener();
}

export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  // Also fired at start when a build downloaded earlier is still waiting.
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  void workbox.register().catch(() => undefined);
  setInterval(() => void workbox?.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Activates the waiting build and reloads once it controls the page. */
export function applyUpdate(): void {
  const current = workbox;
  if (!current || !updateWaiting) return;
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}
