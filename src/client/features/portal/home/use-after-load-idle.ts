import { useEffect, useState } from 'react';
import { afterLoadIdle } from '../../../lib/after-load';

/**
 * Becomes true once the page has loaded and the browser is idle (or at the latest
 * `timeoutMs` after load), so work that is not part of the first paint does not compete
 * with it. `now()` makes it true at once (the user reached for the thing).
 */
export function useAfterLoadIdle(timeoutMs = 2000): { ready: boolean; now: () => void } {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : afterLoadIdle(() => setReady(true), timeoutMs)), [ready, timeoutMs]);
  return { ready, now: () => setReady(true) };
}
