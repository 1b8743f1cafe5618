/**
 * The pg connection pool behind Kysely's PostgresDialect when DATABASE_URL names a
 * PostgreSQL server. int8 (bigint: counts, epoch-millisecond times) is read as a JS number,
 * as SQLite answers it, instead of pg's default string.
 */
import pg from 'pg';

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
  const pool = new pg.Pool({ connectionString: url, types, max: 10, application_name: 'trial-recruit-portal' });
  // An idle connection the server closed (restart, failover, admin) leaves the pool and is
  // replaced on next use; without a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  return pool;
}
