/**
 * The page title. A screen's own title (SPEC §2: 'home', 'project detail page') wins while
 * the screen is shown; otherwise the site's name from the site settings is the title, and
 * before those arrive (or if they fail) the name stored from the last visit, else the
 * default platform name (SPEC §8). The site name is kept in localStorage for that fallback.
 */
import { useEffect } from 'react';
import { DEFAULT_SITE_TITLE } from '../../shared/domain/constants';
import { SERVER_STATE_ELEMENT_ID } from './server-state';

const STORED_TITLE_KEY = 'portal.siteTitle';

let siteTitle: string | undefined;
const screenTitles: string[] = [];
/** A server-rendered page comes with its screen's title: kept until the screen sets it. */
let servedTitle: string | undefined =
  typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ELEMENT_ID) ? document.title : undefined;

function render(): void {
  document.title = screenTitles.at(-1) ?? servedTitle ?? siteTitle ?? DEFAULT_SITE_TITLE;
}

export function storedSiteTitle(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(STORED_TITLE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** The site settings arrived: their name becomes the site title and is remembered. */
export function setSiteTitle(name: string): void {
  siteTitle = name;
  try {
    localStorage.setItem(STORED_TITLE_KEY, name);
  } catch {
    // Private mode: the name is not remembered for the next visit.
  }
  render();
}

/** The site settings could not be read: the stored name, else the default. */
export function applyFallbackSiteTitle(): void {
  siteTitle = storedSiteTitle() ?? DEFAULT_SITE_TITLE;
  render();
}

/** Sets document.title while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    servedTitle = undefined;
    screenTitles.push(title);
    render();
    return () => {
      const index = screenTitles.lastIndexOf(title);
      if (index >= 0) screenTitles.splice(index, 1);
      render();
    };
  }, [title]);
}
