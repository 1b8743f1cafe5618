/**
 * The staff suite at a hospital's size (issue 25 item 2): every staff list, the inbox, the
 * workbench and the subject page's calls, as the demo coordinator, investigator and monitor,
 * against the real server (a child process) on the hospital-sized database; then the match of
 * every candidate of the biggest project once. Prints req/s, p50, p99 and errors (non-2xx)
 * per endpoint and marks what misses its target; nothing is asserted.
 *
 *   npm run bench:staff [-- --duration 10 --warm-up 2 --connections 20 --role monitor --only ae --database-url URL
 *     --loop-delay --cpu-prof DIR]
 *
 * The lists are read from the server's OpenAPI document (every staff GET answering rows and
 * total), so a new list is measured without touching this file. The per-address rate limit
 * is off for the run (RATE_LIMIT_MAX=0): all load comes from one loopback address.
 */
import autocannon from 'autocannon';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../src/shared/api/contract/access';
import { parseCommandLine, usageError, wholeNumber } from '../src/server/lib/command-line';

const ROLES = ['coordinator', 'investigator', 'monitor'] as const;

const command = {
  name: 'bench:staff',
  usage: `Usage: npm run bench:staff [-- --duration 10 --warm-up 2 --connections 20 --role R --only TEXT --database-url URL
                                  --loop-delay --cpu-prof DIR]

Every staff list, the inbox, the workbench and the subject page's calls as the demo
coordinator, investigator and monitor, against the real server on a hospital-sized database
(grown once by seed:large -- --hospital and kept in data/bench); then the match of every
candidate of the biggest project. Prints req/s, p50, p99 and errors per endpoint; MISS marks
a p99 over the target (50 ms lists and pages, 100 ms inbox and workbench; matching 2 s).

Options:
  --duration S          seconds per endpoint (default 10)
  --warm-up S           seconds of the same load before each endpoint's measure, not
                        counted (default 2; 0: none, the first endpoint then pays the
                        server's start-up: compiling, caches)
  --connections N       concurrent connections (default 20)
  --role R              only this demo role (${ROLES.join(', ')})
  --only TEXT           only endpoints whose path contains TEXT
  --scale F             the hospital's size, a fraction of the full size (default 1)
  --database-url URL    a postgres:// URL naming the bench's own database (made and grown
                        once when missing) instead of the SQLite file
  --no-match            skip the match run
  --loop-delay          also print the server's event-loop delay (p50, p99, max ms)
                        during each endpoint's measure
  --cpu-prof DIR        the server writes a CPU profile into DIR when it stops
  -h, --help            show this help`,
  options: {
    duration: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    role: { type: 'string' },
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'no-match': { type: 'boolean', default: false },
    'loop-delay': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
} as const;

const { values } = parseCommandLine(command);
const duration = wholeNumber(command, '--duration', values.duration);
const connections = wholeNumber(command, '--connections', values.connections);
const warmUp = wholeNumber(command, '--warm-up', values['warm-up'], 0);
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0 || scale > 10) usageError(command, '--scale must be above 0, at most 10');
const roles = values.role === undefined ? ROLES : ROLES.filter((role) => role === values.role);
if (roles.length === 0) usageError(command, `--role must be one of ${ROLES.join(', ')}`);

// Loaded once the command line is read, so --help answers without loading the server.
const [{ openDatabase }, setup] = await Promise.all([import('../src/server/db/database'), import('./staff-setup')]);

interface Target {
  /** The path as declared, for the report. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  /** The p99 target in ms. */
  p99: number;
}

interface Operation {
  'x-access'?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

const LIST_P99 = 50;
const TASK_P99 = 100;

/** Every staff list of the OpenAPI document whose only path parameter is the project. */
function listTargets(paths: Record<string, Record<string, Operation>>, projectId: number): Target[] {
  const targets: Target[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const access = operation['x-access'];
      const answer = operation.responses?.['200']?.content?.['application/json']?.schema?.properties;
      if (access === 'public' || access === undefined || !answer?.rows || !answer.total) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (params.some((name) => name !== 'projectId')) continue;
      const url = path.replace('{projectId}', String(projectId));
      const inBody =
        typeof access === 'object' && access !== null && 'projectIdIn' in access && access.projectIdIn === 'body';
      targets.push({
        label: path,
        method: method.toUpperCase() === 'POST' ? 'POST' : 'GET',
        url,
        ...(method === 'post' ? { body: JSON.stringify(inBody ? { projectId } : {}) } : {}),
        p99: LIST_P99,
      });
    }
  }
  return targets.sort((a, b) => a.label.localeCompare(b.label));
}

const database = await setup.prepareDatabase(values['database-url'], scale);
const db = await openDatabase(database.location);
// Every demo role signs in: the match runs as the coordinator whatever --role says.
const cookies = await setup.sessionCookies(db, ROLES);
const biggest = await setup.biggestProject(db, roles);
await db.destroy();

const loopDelay = values['loop-delay'];
const server = await setup.startServer(database, { loopDelay, cpuProfileDir: values['cpu-prof'] });
interface Row {
  role: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  target: number;
  /** The server's event-loop delay during the measure (p50 / p99 / max ms), with --loop-delay. */
  loop?: string;
}
const rows: Row[] = [];
let match = '';
try {
  const headersOf = (cookie: string, json: boolean) => ({
    cookie,
    [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const document = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const { projectId, subjectId } = biggest;
  const every: Target[] = [
    ...listTargets(document.paths, projectId),
    { label: '/api/trial/task/inbox', method: 'GET', url: '/api/trial/task/inbox', p99: TASK_P99 },
    { label: '/api/trial/task/workbench', method: 'GET', url: '/api/trial/task/workbench', p99: TASK_P99 },
    // The subject page's own call, and the subject's record and visits it links to.
    ...[
      `/api/trial/subject/${projectId}/${subjectId}/page`,
      `/api/trial/subject/${projectId}/${subjectId}`,
      `/api/trial/subject/visit/${projectId}/subject/${subjectId}`,
    ].map((url) => ({
      label: `subject page: ${url.replace(String(projectId), ':projectId').replace(String(subjectId), ':id')}`,
      method: 'GET' as const,
      url,
      p99: LIST_P99,
    })),
  ];
  const targets = every.filter((target) => values.only === undefined || target.label.includes(values.only));

  process.stdout.write(
    `${database.location.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}, project ${projectId} ` +
      `(${biggest.candidates} candidates), subject ${subjectId} (${biggest.records} visits and AEs), ` +
      `${connections} connections, ${duration} s each after ${warmUp} s of warm-up\n`,
  );
  for (const role of roles) {
    const cookie = cookies.get(role) ?? '';
    for (const target of targets) {
      const headers = headersOf(cookie, target.body !== undefined);
      // One call first: an endpoint the role may not read is left out, not counted as errors.
      const probe = await fetch(server.base + target.url, { method: target.method, headers, body: target.body });
      if (probe.status === 403) continue;
      if (probe.status === 401) throw new Error(`${role}'s session was refused`);
      const load = { url: server.base + target.url, method: target.method, headers, body: target.body, connections };
      if (warmUp > 0) await autocannon({ ...load, duration: warmUp });
      if (loopDelay) await setup.loopDelayOf(server);
      const result = await autocannon({ ...load, duration });
      const delay = loopDelay ? await setup.loopDelayOf(server) : undefined;
      const row = {
        role,
        endpoint: target.label,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        target: target.p99,
        ...(delay ? { loop: `${delay.p50} / ${delay.p99} / ${delay.max}` } : {}),
      };
      rows.push(row);
      process.stdout.write(
        `${row.role}\t${row.endpoint}\t${row.rps} req/s\tp50 ${row.p50} ms\tp99 ${row.p99} ms\t${row.errors} errors` +
          `${row.loop ? `\tloop delay ${row.loop} ms` : ''}` +
          `${row.p99 > row.target || row.errors > 0 ? `\tMISS (p99 target ${row.target} ms)` : ''}\n`,
      );
    }
  }
  if (!values['no-match']) {
    const started = performance.now();
    const answer = await fetch(`${server.base}/api/trial/recruit/match`, {
      method: 'POST',
      headers: headersOf(cookies.get('coordinator') ?? '', true),
      body: JSON.stringify({ projectId }),
    });
    const ms = performance.now() - started;
    const summary = JSON.stringify(((await answer.json()) as { data?: unknown }).data ?? answer.status);
    match =
      `match of project ${projectId}'s ${biggest.candidates} candidates: ${ms.toFixed(0)} ms, HTTP ${answer.status}` +
      `${ms > 2000 || !answer.ok ? ' MISS (target 2000 ms)' : ''}\n  ${summary}\n`;
  }
} finally {
  await server.stop();
}

const [loopHead, loopRule] = loopDelay ? [' loop delay p50 / p99 / max ms |', '---|'] : ['', ''];
process.stdout.write(`\n| role | endpoint | req/s | p50 ms | p99 ms | errors | target p99 |${loopHead}\n`);
process.stdout.write(`|---|---|---:|---:|---:|---:|---|${loopRule}\n`);
for (const r of rows) {
  const miss = r.p99 > r.target || r.errors > 0 ? ' **MISS**' : '';
  process.stdout.write(
    `| ${r.role} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.target} ms${miss} |` +
      `${loopDelay ? ` ${r.loop ?? ''} |` : ''}\n`,
  );
}
process.stdout.write(`\n${match}`);
