/**
 * Load at a fixed rate: the public project list and keyword search at 1,000 requests/s for
 * 60 s, against the real server started as a child process (as `npm start` runs it), with
 * the demo hospital's data. Prints p50/p99 latency, errors and the server's resident memory
 * at the start and the end of the run; nothing is asserted.
 *
 *   npm run bench:load                                   # one instance, embedded SQLite
 *   npm run bench:load -- --database-url postgres://...  # one instance, then two behind a
 *                                                        # round-robin loopback proxy
 *   options: --rate 1000 --duration 60 --connections 100
 *
 * The per-address API rate limit is turned off for the run (RATE_LIMIT_MAX=0): all load
 * comes from one loopback address.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';
import { type ServerProcess, startServerProcess } from './server-process';

const command = {
  name: 'bench:load',
  usage: `Usage: npm run bench:load [-- --rate 1000 --duration 60 --connections 100 --database-url URL]

The public project list and keyword search at a fixed rate against the real server (a
child process) with the demo data; prints p50/p99 latency, errors and the server's memory.
With --database-url (PostgreSQL) it runs one instance, then two behind a loopback proxy.

Options:
  --rate N              requests per second (default 1000)
  --duration S          seconds (default 60)
  --connections N       concurrent connections (default 100)
  --database-url URL    a postgres:// database instead of the embedded SQLite
  -h, --help            show this help`,
  options: {
    rate: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    'database-url': { type: 'string' },
  },
} as const;

const { values } = parseCommandLine(command);
const rate = wholeNumber(command, '--rate', values.rate);
const duration = wholeNumber(command, '--duration', values.duration);
const connections = wholeNumber(command, '--connections', values.connections);

interface Instance extends ServerProcess {
  dataDir: string;
}

/** Starts `src/server/main.ts` on a data folder of its own. */
async function startInstance(databaseUrl: string | undefined): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, RATE_LIMIT_MAX: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { startMs: 60_000 },
  );
  return { ...server, dataDir };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.stop();
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** Resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A round-robin reverse proxy on loopback, standing in for the load balancer. */
async function startProxy(ports: number[]): Promise<{ port: number; close: () => Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const port = ports[next++ % ports.length];
    const upstream = request(
      { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** The mix: the first list pages and a few searches people make (2- and 4-character terms). */
const requests = [
  'offset=0&limit=10&recruitStatus=zmz',
  'offset=10&limit=10&recruitStatus=zmz',
  `offset=0&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent('肺癌')}`,
  `offset=0&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent('乳腺癌')}`,
  `offset=0&limit=10&recruitStatus=zmz&keyword=${encodeURIComponent('小细胞肺')}`,
].map((body) => ({ method: 'POST' as const, headers: form, body }));

interface Row {
  setup: string;
  p50: number;
  p99: number;
  sent: number;
  errors: number;
  memoryStart: number;
  memoryEnd: number;
}

async function run(setup: string, port: number, pids: number[]): Promise<Row> {
  // A short warm-up, so start-up allocation is not counted as growth.
  await autocannon({ url: `http://127.0.0.1:${port}/api/portal/projects`, requests, connections: 10, duration: 3 });
  const memoryStart = pids.reduce((sum, pid) => sum + residentMb(pid), 0);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/portal/projects`,
    requests,
    connections,
    overallRate: rate,
    duration,
    workers: 1,
  });
  const memoryEnd = pids.reduce((sum, pid) => sum + residentMb(pid), 0);
  return {
    setup,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    memoryStart,
    memoryEnd,
  };
}

const rows: Row[] = [];
const databaseUrl = values['database-url'];
const single = await startInstance(databaseUrl);
try {
  const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
  rows.push(await run(`one instance, ${engine}`, single.port, [single.child.pid ?? 0]));
} finally {
  await stopInstance(single);
}
if (databaseUrl) {
  const pair = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
  const proxy = await startProxy(pair.map((instance) => instance.port));
  try {
    rows.push(
      await run(
        'two instances + proxy, PostgreSQL',
        proxy.port,
        pair.map((i) => i.child.pid ?? 0),
      ),
    );
  } finally {
    await proxy.close();
    for (const instance of pair) await stopInstance(instance);
  }
}

process.stdout.write(`\n${rate} requests/s for ${duration} s, ${connections} connections, demo data (50 projects)\n\n`);
process.stdout.write('| setup | p50 ms | p99 ms | requests | errors | memory start MB | memory end MB | growth MB |\n');
process.stdout.write('|---|---:|---:|---:|---:|---:|---:|---:|\n');
for (const r of rows) {
  process.stdout.write(
    `| ${r.setup} | ${r.p50} | ${r.p99} | ${r.sent} | ${r.errors} | ${r.memoryStart.toFixed(0)} | ${r.memoryEnd.toFixed(0)} | ${(r.memoryEnd - r.memoryStart).toFixed(1)} |\n`,
  );
}
