/**
 * Registers the service worker (production builds only) through workbox-window and tells
 * the UI when a new build is waiting. The new build takes over only when the user accepts
 * (applyUpdate): never a silent reload mid-use. workbox-window is loaded with the
 * registration, once the page has loaded and is idle: the first view does not need it.
 */
import type { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '../../../../shared/api/portal/pwa';
import { afterLoadIdle } from '../../../lib/after-load';

/** A kiosk or a tab left open for days still hears about new builds. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of [...listeners]) listener();
}

let registering = false;

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const current = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  workbox = current;
  // Also fired at start when a build downloaded earlier is still waiting.
  current.addEventListener('waiting', () => setUpdateWaiting(true));
  await current.register();
  setInterval(() => void current.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

/** Registers the worker once the page has loaded and is idle (once per page). */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  afterLoadIdle(() => void register().catch(() => undefined));
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
