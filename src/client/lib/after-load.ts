/**
 * Runs work that the first view does not need (the service worker, the banner slider, the
 * first save for offline use) once the page has loaded and the browser is idle, or at the
 * latest `timeoutMs` after load, so it does not compete with the first paint and with
 * hydration. Returns a function that cancels it.
 */
export function afterLoadIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancel: () => void = () => undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}
