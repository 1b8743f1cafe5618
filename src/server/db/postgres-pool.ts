/**
 * The pg connection pool behind Kysely's PostgresDialect when DATABASE_URL names a
 * PostgreSQL server. int8 (bigint: counts, epoch-millisecond times) is read as a JS number,
 * as SQLite answers it, instead of pg's default string. A URL that lists several hosts (a
 * primary and its standby) or asks for target_session_attrs gets the host list's pool
 * (postgres-hosts.ts); a URL of one host is pg's own pool, as it always was.
 */
import pg from 'pg';
import { HostListPool, parseHostList, usesHostList } from './postgres-hosts';

const INT8_OID = 20;

function parseInt8(text: string): number {
  const value = Number(text);
  // Epoch milliseconds and row counts stay far below 2^53; anything above would be rounded.
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JS number`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : (pg.types.getTypeParser(oid, format) as (text: string) => unknown)) as typeof pg.types.getTypeParser,
};

/** Up to 10 connections per server instance (pg's default). */
export function createPostgresPool(url: string): pg.Pool {
  const config = { types, max: 10, application_name: 'trial-recruit-portal' };
  const pool = usesHostList(url)
    ? new HostListPool(parseHostList(url), config)
    : new pg.Pool({ connectionString: url, ...config });
  // An idle connection the server closed (restart, failover, admin) leaves the pool and is
  // replaced on next use; without a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  // So does a connection in use when its server dies: pg emits 'error' on the client too,
  // which nobody listens to while it is checked out. The query in flight fails with the
  // error and the broken connection leaves the pool when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
