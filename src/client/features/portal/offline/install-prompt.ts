/**
 * Keeps the browser's install offer (beforeinstallprompt) so an 'install' button can show it
 * later. Listening starts when this module loads, since the event may fire before React
 * renders. Browsers without the event (iOS Safari, Firefox) simply never show the button.
 */

/** Chromium's event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | undefined): void {
  offer = next;
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(undefined));
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canInstall(): boolean {
  return offer !== undefined;
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  setOffer(undefined);
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}
