/**
 * Where the server answers besides the client's own files: every endpoint declared in this
 * folder lies under one of these (server-paths.test.ts checks it, and that they agree with
 * the constants they repeat). The dev server (vite.config.ts) proxies them to the API
 * server; for that this module imports nothing.
 */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  // AUTH_PREFIX (auth.ts): staff sign-in.
  '/igcpproapi/',
  // MANIFEST_PATH (pwa.ts): the per-deployment web app manifest.
  '/manifest.webmanifest',
  // PUBLIC_FILES_PREFIX (domain/study/files.ts): public uploads by content hash.
  '/files/',
] as const;
