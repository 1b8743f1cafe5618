/**
 * The build this page runs: package version plus build id, injected by Vite's `define`
 * (see vite.config.ts). It busts the persisted query cache and names the running version.
 */
declare global {
  const __APP_VERSION__: string;
}

export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
