/**
 * A token that changes whenever a write may have committed since it was read, on any table,
 * by any connection or instance: what a per-process cache of database reads is keyed by, so
 * that a write is seen by the next read of every instance. One cheap query, no table of its
 * own and nothing for a write to do, so every area's writes are followed, today's and those
 * still to come.
 *
 * - SQLite: this connection's count of changed rows (`total_changes()`, every INSERT, UPDATE
 *   or DELETE through it, committed or rolled back) and the file's `data_version` (changes
 *   when another connection, e.g. a command-line tool or a second instance, commits).
 * - PostgreSQL: the current snapshot (`pg_current_snapshot()`: the first transaction id not
 *   yet given out and those still running). It stays the same exactly while no transaction
 *   that wrote anything has started or finished, on any database of the server.
 *
 * Read the token before the data it stands for: what is read after it is as new or newer, so
 * an entry kept under a token is at worst recomputed once more, never served stale. Writes
 * that change nothing a cache holds (a session's last-seen time, rate-limit counts kept in
 * the database) change the token too: they cost a recomputation, never a stale answer.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

export type CommitVersionReader = () => Promise<string>;

export function createCommitVersionReader(db: Db): CommitVersionReader {
  // Compiled once: it is read on every request that uses a cache.
  const query = (
    dialectOf(db) === 'postgres'
      ? sql<{ version: string }>`select cast(pg_current_snapshot() as text) as version`
      : sql<{
          version: string;
        }>`select total_changes() || ':' || (select data_version from pragma_data_version) as version`
  ).compile(db);
  return async () => {
    const { rows } = await db.executeQuery(query);
    return String(rows[0]?.version ?? '');
  };
}
