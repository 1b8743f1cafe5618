/**
 * Gzip size of the JavaScript the home route loads, read from the build manifest.
 * Prints three figures; nothing is asserted (the target is 150 KB for all the JS the home
 * page loads without input). The server renders the page, so its first paint needs no JS:
 *
 * - hydration: the entry and its static imports plus the home route's split chunks and
 *   theirs (what the browser needs before the page responds to input);
 * - home without interaction: the above plus the banner slider, which loads by itself
 *   once the page has loaded and is idle;
 * - each lazy chunk that only loads on interaction (advanced panel, dialog, overview).
 *
 * Then the staff side: the JavaScript a user downloads from opening /login to the workbench
 * (/staff) interactive: the entry, the full route tree, the sign-in page, password encryption (loaded when the
 * form is sent), the staff guard, the staff layout and the workbench, with all they import
 * statically (target: at most 200 KB gzip).
 *
 * Then what a fresh install downloads: every file of the service worker's precache list
 * (read from sw.js), raw and gzip (target: at most 300 KB gzip).
 *
 *   npm run bench:size [-- --dir dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseCommandLine } from '../src/server/lib/command-line';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The home page's route files: the public portal's layout and the '/' route itself. */
const HOME_ROUTES = ['src/client/routes/_public.tsx', 'src/client/routes/_public/index.tsx'];
/**
 * What signing in and opening the workbench loads, beyond the entry: the full route tree
 * (the signed-in side's route definitions, loaded when /login is entered), the sign-in page,
 * the password encryption it loads before sending, the guard of /staff, the staff layout and
 * the workbench page. The router loads every split piece of a route it enters (component,
 * error and pending components), so all of a route file's chunks count.
 */
const SIGN_IN_TO_STAFF = [
  'src/client/route-tree.gen.ts',
  'src/client/routes/login.tsx',
  'node_modules/jsencrypt/lib/index.js',
  'src/client/features/access/auth/guard.ts',
  'src/client/routes/staff/route.tsx',
  'src/client/routes/staff/index.tsx',
];
/** Lazy chunks the home page requests on its own, without any user action. */
const LOADED_WITHOUT_INTERACTION = ['src/client/features/portal/home/components/banner-swiper.tsx'];

const command = {
  name: 'bench:size',
  usage: `Usage: npm run bench:size [-- --dir dist]

Gzip size of the JavaScript the home route loads, read from the build's manifest: for
hydration, without interaction, and each chunk that loads on interaction; and the bytes a
fresh install downloads (the service worker's precache list). Build first.

Options:
  --dir DIR     the built client (default dist)
  -h, --help    show this help`,
  options: { dir: { type: 'string', default: 'dist' } },
} as const;

const { values } = parseCommandLine(command);
const dir = values.dir;
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what loads together with it). */
function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk '${key}'`);
    into.add(key);
    staticClosure(chunk.imports ?? [], into);
  }
  return into;
}

function total(keys: Iterable<string>, kind: 'js' | 'css'): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (kind === 'js') bytes += gzipBytes(chunk.file);
    else for (const css of chunk.css ?? []) bytes += gzipBytes(css);
  }
  return bytes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
/** The manifest keys of these modules, a route file's split pieces (`file?tsr-split=…`) included. */
const chunksOf = (modules: string[]) =>
  Object.keys(manifest).filter((key) => modules.some((module) => key === module || key.startsWith(`${module}?`)));
const homeChunks = chunksOf(HOME_ROUTES);
if (entries.length === 0 || homeChunks.length === 0) throw new Error('No entry or home route chunk in the manifest');

const entryOnly = staticClosure(entries);
const firstPaint = staticClosure([...entries, ...homeChunks]);
const homeOnly = [...firstPaint].filter((key) => !entryOnly.has(key));
const withoutInteraction = staticClosure(
  LOADED_WITHOUT_INTERACTION.filter((key) => key in manifest),
  new Set(firstPaint),
);

const lazyOnInteraction = [...new Set(homeChunks.flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
  (key) => !LOADED_WITHOUT_INTERACTION.includes(key),
);

process.stdout.write(`Home route JavaScript (gzip -9) from ${dir}/.vite/manifest.json\n`);
process.stdout.write(`  hydration                 ${kb(total(firstPaint, 'js'))}  (${firstPaint.size} files)\n`);
process.stdout.write(
  `    of which the entry      ${kb(total(entryOnly, 'js'))}  (main.tsx, root route, the public routes' definitions)\n`,
);
process.stdout.write(
  `    of which the home route ${kb(total(homeOnly, 'js'))}  (its split component and what only it needs)\n`,
);
process.stdout.write(
  `  + banner slider, no input ${kb(total(withoutInteraction, 'js'))}  (${withoutInteraction.size} files)\n`,
);
for (const key of lazyOnInteraction) {
  const extra = [...staticClosure([key])].filter((k) => !withoutInteraction.has(k));
  process.stdout.write(`  on interaction: ${key.split('/').pop()} +${kb(total(extra, 'js'))}\n`);
}
process.stdout.write(
  `  CSS at hydration ${kb(total(firstPaint, 'css'))}, with slider ${kb(total(withoutInteraction, 'css'))}\n`,
);
process.stdout.write('Target: hydration at most 150 KB, with the slider at most 180 KB.\n');

const missing = SIGN_IN_TO_STAFF.filter((module) => chunksOf([module]).length === 0);
if (missing.length > 0) throw new Error(`No chunk of ${missing.join(', ')} in the manifest`);
const signInChunks = chunksOf(SIGN_IN_TO_STAFF);
const loginPage = staticClosure([...entries, ...chunksOf(SIGN_IN_TO_STAFF.slice(0, 2))]);
const signInToStaff = staticClosure([...entries, ...signInChunks]);
process.stdout.write(
  `Sign-in to the first staff page (/login, then /staff): ${kb(total(signInToStaff, 'js'))}  (${signInToStaff.size} files)\n`,
);
process.stdout.write(
  `    of which the sign-in page ${kb(total(loginPage, 'js'))}  (${loginPage.size} files, entry included)\n`,
);
process.stdout.write('Target: sign-in to the first staff page at most 200 KB.\n');

/** The precache list Workbox's injectManifest wrote into sw.js: what a fresh install downloads. */
function precacheList(): string[] {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error(`No precache list in ${dir}/sw.js`);
  return urls;
}

const install = precacheList();
const installRaw = install.reduce((sum, file) => sum + readFileSync(join(dir, file)).length, 0);
const installGzip = install.reduce((sum, file) => sum + gzipBytes(file), 0);
process.stdout.write(
  `Fresh install (service worker precache, ${install.length} files): ${kb(installRaw)} raw, ${kb(installGzip)} gzip -9\n`,
);
process.stdout.write('Target: a fresh install downloads at most 300 KB gzip.\n');
