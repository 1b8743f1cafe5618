/**
 * The build this page runs: package version plus build id, injected by Vite's `define`
 * (see vite.config.ts). It names the running build (on the page's <html data-build>); saved
 * data does not depend on it (query-persistence.ts versions it by its shape).
 */
declare global {
  const __APP_VERSION__: string;
}

export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
