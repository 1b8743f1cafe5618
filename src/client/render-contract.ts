/**
 * What the server renderer (entry-server.tsx) and the server that loads it
 * (src/server/plugins/server-render.ts) agree on. Types only, importing nothing: the
 * server's type check reads this file and not the client code behind the renderer.
 */

/** How a request reaches the server: the browser's fetch, or the server renderer's own. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What the page's <head> says before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  themeColor: string;
  icon: string;
  /** The page's largest image, fetched with high priority from the head. */
  preloadImage?: string;
}

export interface RenderedPage {
  html: string;
  /** The page's styles (Emotion's, for the HTML rendered): <style> elements for the head. */
  styles: string;
  /** The query state as JSON safe inside a <script type="application/json"> element. */
  state: string;
  head: PageHead;
}
