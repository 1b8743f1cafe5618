/**
 * Starts a throwaway PostgreSQL server for trying the portal on PostgreSQL (see the usage
 * below). The cluster lives in a temporary directory and is deleted, with all its data, on
 * Ctrl-C.
 */
import pg from 'pg';
import { startThrowawayCluster } from '../db/postgres-cluster';
import { parseCommandLine } from '../lib/command-line';

const DATABASE = 'portal';

parseCommandLine({
  name: 'pg:local',
  usage: `Usage: npm run pg:local

Starts a throwaway PostgreSQL server (the machine's PostgreSQL binaries) with a database
'portal', prints the command that starts the portal on it (run it in another terminal),
and keeps running; Ctrl-C stops it and deletes all its data.

Options:
  -h, --help    show this help`,
  options: {},
});

const cluster = await startThrowawayCluster();
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
  process.stdout.write('\nPostgreSQL stopped and its directory deleted.\n');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);

try {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${DATABASE}`);
  await client.end();
} catch (error) {
  cluster.stop();
  throw error;
}

const databaseUrl = cluster.url.replace(/\/postgres$/, `/${DATABASE}`);
process.stdout.write(
  [
    `PostgreSQL ${cluster.version} is running; Ctrl-C stops it and deletes its data.`,
    'Start the portal on it (in another terminal):',
    '',
    `  DATABASE_URL=${databaseUrl} npm start`,
    '',
  ].join('\n'),
);
// Keeps the process, and so the cluster, alive until a signal arrives.
setInterval(() => undefined, 1 << 30);
