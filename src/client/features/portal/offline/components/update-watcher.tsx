import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { isUpdateWaiting, registerServiceWorker, subscribeToUpdate } from '../service-worker';

const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt')).UpdatePrompt }));

/** Registers the service worker and, once a new build waits, shows the update prompt. */
export function UpdateWatcher() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  useEffect(registerServiceWorker, []);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
