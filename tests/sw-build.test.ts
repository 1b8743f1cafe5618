/**
 * Over the built client (E2E_CLIENT_DIR or dist/): the service worker's precache list holds
 * the shell, the manifest's icons and the code of every public route (each chunk the entry
 * and the public routes load, split route chunks included), each once, each a real file; no
 * chunk of a staff route, and no /api/ path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_ICONS } from '../src/shared/api/portal/pwa';
import { isStaffModule } from '../sw/public-precache';

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const clientDir = resolve(process.env.E2E_CLIENT_DIR ?? 'dist');
let precached: string[];
let chunks: Record<string, ViteChunk>;

/** The precache list Workbox's injectManifest wrote into sw.js. */
function readPrecacheList(): string[] {
  const sw = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((m) => m[1] ?? '');
  if (entries.length === 0) throw new Error('No precache list found in sw.js');
  return entries;
}

/** Every chunk key the app can load from `starts` without entering a staff module. */
function publicReachable(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || isStaffModule(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  for (const key of starts) visit(key);
  return seen;
}

const filesOf = (keys: Iterable<string>) =>
  [...keys].flatMap((key) => {
    const chunk = chunks[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });

beforeAll(() => {
  precached = readPrecacheList();
  chunks = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>;
});

describe('the service worker precache', () => {
  it('holds the app shell and the icons the web app manifest lists', () => {
    expect(precached).toContain('index.html');
    for (const icon of MANIFEST_ICONS) {
      const path = icon.src.replace(/^\//, '');
      expect(precached).toContain(path);
      expect(existsSync(join(clientDir, path))).toBe(true);
    }
  });

  it("holds every public route's code and everything it loads", () => {
    const reachable = publicReachable(['index.html']);
    const routeChunks = [...reachable].filter((key) => key.startsWith('src/client/routes/_public'));
    expect(routeChunks.length).toBeGreaterThanOrEqual(2);
    expect(filesOf(reachable).filter((file) => !precached.includes(file))).toEqual([]);
  });

  it("holds no staff route's chunk, nor a chunk only staff pages load", () => {
    const staffRoutes = Object.keys(chunks).filter((key) => key.startsWith('src/client/routes/staff/'));
    expect(staffRoutes.length).toBeGreaterThan(10);
    const publicFiles = new Set(filesOf(publicReachable(['index.html'])));
    const staffOnly = filesOf(staffRoutes).filter((file) => !publicFiles.has(file));
    expect(staffOnly.length).toBeGreaterThan(10);
    expect(staffOnly.filter((file) => precached.includes(file))).toEqual([]);
  });

  it('never holds an /api/ path, lists each file once, and lists only files that exist', () => {
    expect(precached.filter((url) => /(^|\/)api\//.test(url))).toEqual([]);
    expect(precached.length).toBe(new Set(precached).size);
    expect(precached.filter((url) => !existsSync(join(clientDir, url)))).toEqual([]);
  });
});
