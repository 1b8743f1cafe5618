/**
 * API throughput and latency on a large generated database, with the real server on
 * loopback. Prints req/s and p50/p99 latency per scenario; nothing is asserted.
 *
 *   npm run bench [-- --projects 100000 --duration 10 --connections 50 --only TEXT]
 *
 * With a build that has the server renderer (`npm run build`: dist/ssr), a burst on one
 * project's server-rendered page is measured too.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';

const command = {
  name: 'bench',
  usage: `Usage: npm run bench [-- --projects 100000 --duration 10 --connections 50 --only TEXT]

API throughput and latency on a generated database of N projects (made once, kept in
data/bench), with the real server on loopback. Prints req/s and p50/p99 per scenario.

Options:
  --projects N      projects in the generated database (default 100000)
  --duration S      seconds per scenario (default 10)
  --connections N   concurrent connections (default 50)
  --only TEXT       run only the scenarios whose name contains TEXT
  -h, --help        show this help

With a build made by \`npm run build\` (dist/ssr), a burst on one project's server-rendered
page is measured too.`,
  options: {
    projects: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: '' },
  },
} as const;

const { values } = parseCommandLine(command);
const projects = wholeNumber(command, '--projects', values.projects);
const duration = wholeNumber(command, '--duration', values.duration);
const connections = wholeNumber(command, '--connections', values.connections);

const benchDir = resolve('data/bench');
const dbFile = join(benchDir, `portal-${projects}.db`);
mkdirSync(benchDir, { recursive: true });
if (!existsSync(dbFile)) {
  process.stdout.write(`Generating ${projects} projects into ${dbFile} ...\n`);
  execFileSync('npx', ['tsx', 'src/server/db/seed/large.ts', '--projects', String(projects), '--db', dbFile], {
    stdio: 'inherit',
  });
}

// Loaded once the command line is read, so --help answers without loading the server.
const [{ buildApp }, { openDatabase }, { demoProjects }, { ensureKeys }] = await Promise.all([
  import('../src/server/app'),
  import('../src/server/db/database'),
  import('../src/server/db/seed/demo-data'),
  import('../src/server/keys'),
]);
const db = await openDatabase(dbFile);
const clientDir = resolve('dist');
const rendered = existsSync(join(clientDir, 'ssr', 'entry-server.js'));
const app = await buildApp({ db, keys: ensureKeys(benchDir, {}), clientDir: rendered ? clientDir : undefined });
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const detailId = Math.ceil(projects / 2);
/** 2,000 distinct pages of five keywords. */
const uncachedSearches = ['肺癌', '胃癌', '肝癌', '乳腺', '淋巴'].flatMap((keyword) =>
  Array.from({ length: 400 }, (_, page) => ({
    method: 'POST' as const,
    headers: form,
    body: `offset=${page * 10}&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent(keyword)}`,
  })),
);

/**
 * Searches no earlier request has made: every two-character term of the demo projects'
 * names, diseases and drugs, each with four statuses and four trial types, so no match set
 * is in the cache when it is asked for (the first cycle through them, at least).
 */
const bigrams = [
  ...new Set(
    demoProjects.flatMap((p) =>
      [p.name, p.testedDiseases ?? '', p.trialMedicine ?? ''].flatMap((text) =>
        [...text].slice(0, -1).map((char, i) => char + [...text][i + 1]),
      ),
    ),
  ),
];
const coldSearches = bigrams.flatMap((keyword) =>
  ['zmz', 'zmwc', 'ztzm', 'zzzm'].flatMap((status) =>
    ['', 'drug', 'device', 'iit'].map((trialType) => ({
      method: 'POST' as const,
      headers: form,
      body: `offset=0&limit=10&recruitStatus=${status}&trialType=${trialType}&keyword=${encodeURIComponent(keyword)}`,
    })),
  ),
);

const scenarios: { name: string; options: Partial<autocannon.Options> }[] = [
  { name: 'hello world', options: { url: `${base}/bench/hello` } },
  {
    name: 'project list, page 1 (limit 10)',
    options: {
      url: `${base}/api/portal/projects`,
      method: 'POST',
      headers: form,
      body: 'offset=0&limit=10&recruitStatus=zmz',
    },
  },
  {
    name: 'keyword search, 2 chars (肺癌)',
    options: {
      url: `${base}/api/portal/projects`,
      method: 'POST',
      headers: form,
      body: `offset=0&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent('肺癌')}`,
    },
  },
  {
    name: 'keyword search, 4 chars (小细胞肺)',
    options: {
      url: `${base}/api/portal/projects`,
      method: 'POST',
      headers: form,
      body: `offset=0&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent('小细胞肺')}`,
    },
  },
  {
    // Distinct pages: each is a slice of the keyword's cached match set (5 sets in all).
    name: 'keyword search, 2 chars, 2,000 distinct pages (paging a match set)',
    options: {
      url: `${base}/api/portal/projects`,
      method: 'POST',
      headers: form,
      requests: uncachedSearches,
    },
  },
  {
    name: `keyword search, 2 chars, ${coldSearches.length.toLocaleString('en')} distinct searches (cold match sets)`,
    options: { url: `${base}/api/portal/projects`, method: 'POST', headers: form, requests: coldSearches },
  },
  { name: 'project detail', options: { url: `${base}/api/portal/projects/${detailId}` } },
  ...(rendered
    ? [
        {
          // At most 8 renders run at once (more get the shell): 8 connections keep every answer a render.
          name: "project detail page's HTML, one page at once (QR code burst, 8 connections)",
          options: {
            url: `${base}/projectdviewetail/${detailId}`,
            headers: { 'accept-encoding': 'br, gzip' },
            connections: 8,
          },
        },
        {
          // A request with cookies is never answered from the page cache: every answer is a render.
          name: "project detail page's HTML, one page at once, with a cookie (rendered each time, 8 connections)",
          options: {
            url: `${base}/projectdviewetail/${detailId}`,
            headers: { 'accept-encoding': 'br, gzip', cookie: 'bench=1' },
            connections: 8,
          },
        },
      ]
    : []),
];

const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
for (const scenario of scenarios.filter((s) => s.name.includes(values.only))) {
  // Load comes from a worker thread, so the server has the main event loop to itself.
  const result = await autocannon({
    connections,
    duration,
    workers: 1,
    ...scenario.options,
    url: scenario.options.url ?? base,
  });
  results.push({
    name: scenario.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
await app.close();
await db.destroy();

process.stdout.write(`\n${projects} projects, ${connections} connections, ${duration} s per scenario\n\n`);
process.stdout.write('| scenario | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|\n');
for (const r of results) process.stdout.write(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |\n`);
const hello = results.find((r) => r.name === 'hello world')?.rps;
const list = results.find((r) => r.name.startsWith('project list'))?.rps;
if (hello && list) process.stdout.write(`\nlist throughput / hello world: ${((list / hello) * 100).toFixed(1)} %\n`);
