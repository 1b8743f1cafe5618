/**
 * Which built files a fresh install downloads: the public portal's code, never the staff
 * suite's. Read from Vite's build manifest (dist/.vite/manifest.json, `build.manifest`),
 * where each chunk is keyed by its source module and lists its static imports, lazy
 * (dynamic) imports, CSS and assets.
 *
 * The public side is the entry (index.html: main.tsx, the root route, the public routes' tree) and
 * the public routes (the portal's layout `_public.tsx` and its pages `_public/**`), with
 * everything they import, statically or lazily (banner slider, dialogs, update prompt…), so
 * every public page works offline. Lazy imports into the staff side are not followed: its
 * routes, sign-in and registration pages, route guard, password encryption and the staff
 * preview's endpoints. Those load from the network when a staff page opens (and the service
 * worker keeps them in a runtime cache, see sw.ts).
 *
 * Used by vite.config.ts (the precache list), bench/home-size.ts and the browser tests.
 * Plain code with no Node or DOM API, so each of them can import it.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Route modules of the public portal; TanStack splits each into chunks keyed `file?tsr-split=…`. */
const PUBLIC_ROUTE = /^src\/client\/routes\/(_public\.tsx|_public\/)/;
const ROUTE = /^src\/client\/routes\//;
/** Lazily imported modules only staff use, though the shared entry holds their import(). */
const STAFF_ONLY = [
  // The full route tree: the signed-in side's route definitions (public-route-tree.ts).
  /^src\/client\/route-tree\.gen\.ts/,
  // Sign-in and registration pages and the guard that sends a visitor to them.
  /^src\/client\/routes\/(login|register)\.tsx/,
  /^src\/client\/features\/access\/auth\/guard\.ts/,
  // Password encryption (sign-in, changing a password, signatures).
  /^node_modules\/jsencrypt\//,
  // The staff preview's endpoints, which the public detail page loads only in a preview.
  /^src\/shared\/api\/study\/project-pages\.ts/,
];

/** A lazily imported module the install does not take: a route that is not public, or staff-only code. */
export function isStaffModule(key: string): boolean {
  return (ROUTE.test(key) && !PUBLIC_ROUTE.test(key)) || STAFF_ONLY.some((pattern) => pattern.test(key));
}

/** The manifest keys of the public side: the entries, the public routes and all they load. */
export function publicChunkKeys(manifest: ViteManifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Build manifest has no chunk '${key}'`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (!isStaffModule(lazy)) visit(lazy);
  };
  const starts = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || PUBLIC_ROUTE.test(key));
  if (!starts.some((key) => manifest[key]?.isEntry)) throw new Error('Build manifest has no entry');
  for (const key of starts) visit(key);
  return keys;
}

/** The built files (paths under the output folder, e.g. 'assets/index-….js') of the public side. */
export function publicFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  for (const key of publicChunkKeys(manifest)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}

/** Where Vite puts the code it builds (under the output folder); public/ files land elsewhere. */
export const BUILT_CODE_DIR = 'assets/';

/**
 * Whether the install precaches a file of the build: index.html and the files copied from
 * public/ (icons, demo images) always; of Vite's own output only the public side's.
 */
export function isPrecached(file: string, publicSide: Set<string>): boolean {
  return !file.startsWith(BUILT_CODE_DIR) || publicSide.has(file);
}
