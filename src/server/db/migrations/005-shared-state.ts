/**
 * State that every server instance on one database must share (issue 10: stateless
 * instances), moved out of process memory:
 *
 * - `seen_source_sign`: the sourceSign (timestamp, digits) pairs accepted in the last
 *   600 s, so a captured header is refused by every instance. Rows past `expires_at` are
 *   deleted now and then (at most once a minute per process).
 * - `rate_limit`: request counters of @fastify/rate-limit, one row per limiter and client
 *   key, a fixed window ending at `reset_at`; a row whose window ended is reset by its next
 *   request and deleted now and then (at most once a minute per process).
 * - `data_version`: one counter per cached domain ('projects': the public project list),
 *   bumped in the same transaction as every write to project, outpatient, site and
 *   dict_item by triggers, so any instance can tell that its cached answers are stale.
 *   Kept for ever (one row per domain).
 *
 * Portable schema builder calls; the triggers differ: SQLite has row triggers only (one
 * per table and event, the counter moves once per row written), PostgreSQL gets one
 * plpgsql function and a statement trigger per table (once per statement). On PostgreSQL
 * a write to those tables holds the counter row's lock until it commits, so concurrent
 * staff edits of projects queue behind each other: they are rare and short.
 */
import { type Kysely, SqliteAdapter, sql } from 'kysely';

/** Written into the triggers; the portal repository reads the same key. */
const PROJECTS_DOMAIN = 'projects';
const PROJECTS_TABLES = ['project', 'outpatient', 'site', 'dict_item'];
const SQLITE_EVENTS = ['insert', 'update', 'delete'];

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seen_source_sign')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seen_source_sign_expires').on('seen_source_sign').column('expires_at').execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset').on('rate_limit').column('reset_at').execute();

  await db.schema
    .createTable('data_version')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_version (domain, version) values (${PROJECTS_DOMAIN}, 1)`.execute(db);
}

async function createVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const table of PROJECTS_TABLES) {
      for (const event of SQLITE_EVENTS) {
        await sql
          .raw(
            `CREATE TRIGGER ${table}_${event}_bumps_data_version AFTER ${event.toUpperCase()} ON ${table}
             BEGIN UPDATE data_version SET version = version + 1 WHERE domain = '${PROJECTS_DOMAIN}'; END`,
          )
          .execute(db);
      }
    }
    return;
  }
  await sql`CREATE FUNCTION bump_data_version() RETURNS trigger AS $$
    BEGIN UPDATE data_version SET version = version + 1 WHERE domain = TG_ARGV[0]; RETURN NULL; END
    $$ LANGUAGE plpgsql`.execute(db);
  for (const table of PROJECTS_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_bumps_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('${PROJECTS_DOMAIN}')`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  await createVersionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of PROJECTS_TABLES) {
    const triggers = sqlite
      ? SQLITE_EVENTS.map((event) => `${table}_${event}_bumps_data_version`)
      : [`${table}_bumps_data_version`];
    for (const trigger of triggers) {
      await sql.raw(sqlite ? `DROP TRIGGER ${trigger}` : `DROP TRIGGER ${trigger} ON ${table}`).execute(db);
    }
  }
  if (!sqlite) await sql`DROP FUNCTION bump_data_version()`.execute(db);
  for (const table of ['data_version', 'rate_limit', 'seen_source_sign']) {
    await db.schema.dropTable(table).execute();
  }
}
