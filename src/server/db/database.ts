/**
 * Opens the portal's database behind Kysely and brings its schema up to date: the embedded
 * SQLite file (a single file, WAL mode; the default), or a PostgreSQL server when given a
 * postgres:// URL (DATABASE_URL). All SQL lives in the modules' repository files; what
 * differs between the engines is in dialect.ts, like.ts and the migrations.
 */
import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CamelCasePlugin,
  CompiledQuery,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { AuditCheckpointKey } from './audit/checkpoint';
import { isPostgresUrl } from './dialect';
import { anchorAuditTrail } from './audit/trail-verify';
import { AUDIT_CHECKPOINT_MIGRATION, migrateToLatest } from './migrate';
import { createPostgresPool } from './postgres-pool';
import { observeQuery, trackPool } from '../lib/process-metrics';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenOptions {
  /**
   * The audit checkpoint key (keys.ts): with it, every audit append also moves the signed
   * checkpoint, and audit:verify can check it. The server and the commands that write or
   * verify the trail pass the data folder's key.
   */
  auditKey?: Buffer;
  /**
   * A serialized SQLite database to start from instead of `location`: a private in-memory
   * copy (tests start from one migrated database instead of migrating each).
   */
  sqliteImage?: Buffer;
}

/**
 * `location` is a postgres:// or postgresql:// URL, or else a SQLite file path
 * (':memory:' for a private in-memory database).
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<Db> {
  const connected = options.sqliteImage ? openSqlite(options.sqliteImage) : connectDatabase(location);
  const db = options.auditKey ? connected.withPlugin(new AuditCheckpointKey(options.auditKey)) : connected;
  try {
    const ran = await migrateToLatest(db);
    // A trail written before checkpoints existed gets its first one now, while the migration
    // that makes room for it runs; a checkpoint missing later is reported, never signed anew.
    if (options.auditKey && ran.includes(AUDIT_CHECKPOINT_MIGRATION)) await anchorAuditTrail(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Like openDatabase, but leaves the schema as it is (for migration tests). */
export function connectDatabase(location: string): Db {
  return isPostgresUrl(location) ? openPostgres(location) : openSqlite(location);
}

function openPostgres(url: string): Db {
  const pool = createPostgresPool(url);
  trackPool(pool);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: observeQuery,
  });
}

/** A SQLite file, ':memory:', or a serialized database opened as an in-memory copy. */
function openSqlite(file: string | Buffer): Db {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL, not NORMAL: each commit fsyncs the WAL before the write is answered, so an
  // acknowledged staff write and its audit row survive a power cut or OS crash, not only a
  // process crash (NORMAL can lose the last commits then). It is per connection and every
  // request shares this one, so it cannot be FULL for staff writes only. Reads never sync:
  // the public list measured the same within noise; a burst of department saves went from
  // 0.55-0.60 to 0.80-0.96 ms per commit (median), 8 concurrent HTTP writers from ~370 to
  // ~260 saves/s: far above what staff produce.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Case folding beyond ASCII for matches that ignore case (like.ts), as PostgreSQL's ILIKE does.
  sqlite.function('casefold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
    log: observeQuery,
  });
}

/**
 * SQLite with transactions that take the write lock as they begin (BEGIN IMMEDIATE). With
 * several server processes on one file (a rolling restart, two instances on one machine), a
 * deferred transaction that reads and then writes fails at once with 'database is locked'
 * when another process committed in between: its snapshot is stale, so busy_timeout cannot
 * help. Taking the lock first makes it wait for the other writer instead. In one process
 * nothing changes: Kysely runs every query on the one connection, one at a time.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Statements kept prepared, by SQL text: far more than the queries a busy page runs. */
const PREPARED_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, with its statements kept prepared: Kysely prepares every
 * query anew, which costs as much as running a small one. A statement is run to its end
 * before the next query (one connection, one query at a time), so reusing it is safe, and
 * SQLite prepares it again by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: PREPARED_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
