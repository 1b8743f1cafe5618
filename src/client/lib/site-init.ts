/**
 * Start-up (SPEC §7, §8): read the site settings once, then set the hospital's time zone,
 * the page title and icon from them and, when the site requires signed requests, prepare
 * the signer every later call waits for. A failure falls back to the stored or default title and is reported to
 * the caller (the root route shows 'failed to initialise system' with a retry).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/api/portal/portal';
import { publicKeyEndpoint } from '../../shared/api/access/security';
import { createSourceSigner } from './crypto';
import { applyHospitalZone } from './hospital-zone';
import { applyFallbackSiteTitle, setSiteTitle } from './document-title';
import { type SourceSigner, callEndpoint, setSourceSigner } from './http';
import { siteQueries } from './site-queries';

let started: Promise<SiteInfo> | undefined;

/**
 * Site data older than this at start-up was restored from the device (saved on an earlier
 * visit, kept up to 7 days): it is shown at once and read again in the background, so a
 * name, logo or share URL saved since shows at this load, not an hour later.
 */
const RESTORED_AFTER_MS = 30_000;

export function setFavicon(href: string): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
  // The default icon is an SVG; a hospital's may be anything, so let the browser sniff it.
  link.removeAttribute('type');
}

function refreshRestored(queryClient: QueryClient): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const isRestored = (queryKey: readonly unknown[]) => {
    const state = queryClient.getQueryState(queryKey);
    return !!state && Date.now() - state.dataUpdatedAt > RESTORED_AFTER_MS;
  };
  const formConfigKey = siteQueries.formConfig().queryKey;
  if (isRestored(formConfigKey)) void queryClient.invalidateQueries({ queryKey: formConfigKey, exact: true });
  if (!isRestored(siteQueries.info().queryKey)) return;
  void queryClient.fetchQuery({ ...siteQueries.info(), staleTime: 0 }).then(
    (info) => {
      setSiteTitle(info.site.siteName);
      setFavicon(info.site.webIco);
    },
    // The restored copy stays; the HTTP client has told the user what went wrong.
    () => undefined,
  );
}

async function signerFor(info: SiteInfo): Promise<SourceSigner | undefined> {
  if (!info.site.sourceCheck) return undefined;
  const { data } = await callEndpoint(publicKeyEndpoint);
  return createSourceSigner(data.publicKey);
}

/**
 * The site's sourceCheck flag was just changed from this tab (site settings): later calls
 * are signed, or not, from now on, without waiting for a reload.
 */
export function applySourceCheck(info: SiteInfo): void {
  setSourceSigner(signerFor(info));
}

/**
 * Starts (once) and returns the site initialisation. Call it before any other request is
 * made; after a failure the next call starts again (the retry button).
 */
export function initialiseSite(queryClient: QueryClient): Promise<SiteInfo> {
  if (started) return started;
  const current = queryClient.ensureQueryData(siteQueries.info()).then(
    (info) => {
      // Also when the info was restored from the device or adopted from the server's render.
      applyHospitalZone(info);
      setSiteTitle(info.site.siteName);
      setFavicon(info.site.webIco);
      refreshRestored(queryClient);
      return info;
    },
    (error: unknown) => {
      applyFallbackSiteTitle();
      if (started === current) started = undefined;
      throw error;
    },
  );
  started = current;
  setSourceSigner(current.then(signerFor));
  return current;
}

/** Tests start each case from scratch. */
export function resetSiteInitForTests(): void {
  started = undefined;
  setSourceSigner(Promise.resolve(undefined));
}
