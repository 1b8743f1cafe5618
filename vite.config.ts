/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With their extension, as Vite's native config loader will want; neither imports anything.
import { listenAddress } from './src/server/listen-address.ts';
import { SERVER_PATH_PREFIXES } from './src/shared/api/contract/server-paths.ts';
import { type ViteManifest, isPrecached, isStaffModule, publicFiles } from './sw/public-precache.ts';
import { TEST_WORKERS, testProjects } from './tests/vitest-projects.ts';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
/** The build version: names the running build (src/client/lib/build-version.ts). */
const buildVersion = `${packageVersion}+${process.env.APP_BUILD_ID ?? new Date().toISOString()}`;

/** The API server `npm run dev` talks to: where `npm run dev:server` listens with the same environment. */
function devApiOrigin(): string {
  const { host, port } = listenAddress(process.env);
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

const compressible = /\.(js|css|html|svg|json|webmanifest|txt|wasm)$/;

/** Writes .br and .gz beside every text asset so the server can send them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (serverBuild) return;
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
        for (const file of walk(outDir).filter((f) => compressible.test(f))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Route and guard modules of the signed-in side, and the full route tree that holds their
 * definitions: their chunks are fetched without preload lists.
 */
const STAFF_SIDE =
  /\/src\/client\/(routes\/(staff\/|login\.tsx|register\.tsx)|route-tree\.gen\.ts|features\/access\/auth\/guard\.ts)/;

/**
 * Names the chunks of the staff side as the bundle is written, for the preload rule below.
 * Vite lists every dependency of each lazily imported chunk next to its import() call (so
 * they load in parallel); for a dozen staff routes those lists are ~1 KB of gzip that every
 * public visitor downloads with the entry. Staff chunks load their own imports instead.
 */
function staffChunkNames(): Plugin & { has: (file: string) => boolean } {
  const files = new Set<string>();
  return {
    name: 'staff-chunk-names',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && STAFF_SIDE.test(chunk.facadeModuleId)) {
            files.add(chunk.fileName);
          }
        }
      },
    },
    has: (file) => files.has(file),
  };
}

const staffChunks = staffChunkNames();

/**
 * What a fresh install precaches: the public side only. Workbox first lists every file that
 * matches globPatterns; `keepPublic` (a Workbox manifestTransform, run once the client build
 * is written) keeps index.html and the public/ files and, of Vite's output, only the chunks,
 * CSS and assets the public pages load, read from the build manifest (see
 * sw/public-precache.ts). The staff suite's code is fetched when a staff page opens.
 */
function publicPrecache(): Plugin & { keepPublic: <T extends { url: string }>(entries: T[]) => { manifest: T[] } } {
  let outDir = 'dist';
  return {
    name: 'public-precache',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    keepPublic: (entries) => {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
      const publicSide = publicFiles(manifest);
      return { manifest: entries.filter((entry) => isPrecached(entry.url, publicSide)) };
    },
  };
}

const precache = publicPrecache();

interface GraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The modules of the full route tree's chunk: the tree (route-tree.gen.ts) and every module
 * of the app's own it imports statically, directly or through others, that the public side
 * never loads (those stay where the public side has them). Packages are left to the entry
 * and the pages' chunks: their index modules re-export far more than a definition uses.
 */
const fullRouteTree = {
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  members: undefined as Set<string> | undefined,
  has(id: string, ctx: { getModuleInfo: (id: string) => GraphInfo | null }): boolean {
    this.members ??= this.collect(ctx);
    return this.members.has(id);
  },
  collect(ctx: { getModuleInfo: (id: string) => GraphInfo | null }): Set<string> {
    const own = (module: string) => module.startsWith(this.appDir) && !module.includes('/node_modules/');
    const key = (module: string) => module.slice(this.appDir.length);
    // The public side: the entry and all it loads, lazily too, but for the signed-in side's modules.
    const publicSide = new Set<string>();
    const visitPublic = (module: string) => {
      if (publicSide.has(module) || !own(module)) return;
      publicSide.add(module);
      const info = ctx.getModuleInfo(module);
      for (const imported of info?.importedIds ?? []) visitPublic(imported);
      for (const lazy of info?.dynamicallyImportedIds ?? []) if (!isStaffModule(key(lazy))) visitPublic(lazy);
    };
    visitPublic(join(this.appDir, 'src/client/main.tsx'));
    const members = new Set<string>();
    const visit = (module: string) => {
      if (members.has(module) || !own(module) || publicSide.has(module)) return;
      members.add(module);
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(join(this.appDir, 'src/client/route-tree.gen.ts'));
    return members;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest is served per deployment from the site settings (GET /manifest.webmanifest).
      manifest: false,
      // Its icons are precached explicitly, since the plugin no longer knows them from a manifest.
      includeAssets: ['icons/*.png'],
      injectManifest: {
        // png icons come in through includeAssets above; listing png here would duplicate them.
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
        manifestTransforms: [precache.keepPublic],
      },
    }),
    precompress(),
    staffChunks,
    precache,
  ],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  server: {
    proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, devApiOrigin()])),
  },
  build: {
    // The server renderer's build (dist/ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    manifest: true,
    sourcemap: false,
    modulePreload: { resolveDependencies: (file, deps) => (staffChunks.has(file) ? [] : deps) },
    rolldownOptions: {
      treeshake: {
        // Shared code is declarations and pure rules: nothing in it runs for its effect alone,
        // so a module none of whose exports is used stays out. Without this, an import of an
        // area's domain or API index (for a list of states, say) carried every module behind
        // it, and hospital time's dayjs set-up brought dayjs (CommonJS, no `sideEffects`
        // field) into the workbench. A module that is used keeps its set-up (its statements
        // with effects); dayjs then comes with it.
        moduleSideEffects: [
          { test: /\/src\/shared\//, sideEffects: false },
          { test: /\/node_modules\/dayjs\/(dayjs\.min|plugin\/(utc|timezone))\.js$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the first paint loads in one chunk (not dozens of tiny ones shared with the
          // lazy chunks, each a request and ~0.3 KB of gzip); the entry module stays out of it.
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !/(\/src\/client\/main\.tsx|\.html)(\?|$)/.test(id) },
            // The full route tree (the signed-in side's route definitions, src/client/public-route-tree.ts)
            // with all it imports that the entry does not hold: one chunk, loaded as a signed-in page
            // is first entered, not one per route file (each is shared with its page's chunk).
            {
              name: (id, ctx) => (fullRouteTree.has(id, ctx) ? 'route-tree' : null),
              debugName: 'route-tree',
              // Only its own modules: what they import from the public side stays where that has it.
              includeDependenciesRecursively: false,
            },
            // MUI's core (theme, styling engine, base components) as one chunk for the screens built with MUI.
            {
              name: 'mui-core',
              test: /\/node_modules\/(@mui\/(system|utils|styled-engine|private-theming)\/|@mui\/material\/(styles|utils|internal|transitions|ButtonBase|Button|IconButton|Typography|Paper|SvgIcon|CircularProgress)\/|@emotion\/|stylis\/|react-is\/|react-transition-group\/|clsx\/|@babel\/runtime\/)/,
            },
          ],
        },
      },
    },
  },
  test: { maxWorkers: TEST_WORKERS, projects: testProjects },
}));
