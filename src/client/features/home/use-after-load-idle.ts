import { useEffect, useState } from 'react';

/**
 * Becomes true once the page has loaded and the browser is idle (or at the latest
 * `timeoutMs` after load), so work that is not part of the first paint does not compete
 * with it. `now()` makes it true at once (the user reached for the thing).
 */
export function useAfterLoadIdle(timeoutMs = 2000): { ready: boolean; now: () => void } {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 0);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [ready, timeoutMs]);
  return { ready, now: () => setReady(true) };
}
