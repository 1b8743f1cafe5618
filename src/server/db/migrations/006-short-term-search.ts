/**
 * An index for keywords of one or two characters, which the trigram indexes (FTS5 trigram
 * on SQLite, pg_trgm on PostgreSQL) cannot serve: without it such a search scanned every
 * project's searchable text (~100 ms on 100,000 projects).
 *
 * `project_search_gram` holds, per project, every distinct two-character substring of each
 * searchable field of project_search_text, lower-cased, plus each field's last character
 * alone. A two-character keyword is then one primary-key lookup (gram = term), a
 * one-character keyword a primary-key range (grams starting with it). Grams never span two
 * fields. Triggers on project_search_text keep it in step on both engines; the rows that
 * exist are indexed here.
 *
 * Case: SQLite's lower() folds ASCII letters only, PostgreSQL's every cased letter; the
 * repository lowers the term alike, and on SQLite looks a term with a non-ASCII cased
 * letter up under every spelling that lowers alike (db/case-classes.ts).
 *
 * `search_position` (1..MAX_INDEXED_CHARS) lets a trigger walk a text's positions without
 * a recursive CTE, which SQLite triggers do not allow. Characters past that position in a
 * field are not indexed for short terms.
 */
import { type Kysely, SqliteAdapter, sql } from 'kysely';

export const MAX_INDEXED_CHARS = 10_000;
const FIELDS = ['name', 'tested_diseases', 'trial_medicine'] as const;

/**
 * The distinct grams of rows of project_search_text: `row` is 'new' or 'old' in a trigger
 * (one row), or the alias of project_search_text in `from` (every row).
 */
function gramsOf(row: string, from = 'search_position p'): string {
  return FIELDS.map(
    (field) =>
      `select substr(lower(${row}.${field}), p.i, 2) as gram, ${row}.project_id as project_id
       from ${from} where p.i <= length(${row}.${field})`,
  ).join(' union ');
}

const insertNewGrams = `insert into project_search_gram (gram, project_id) ${gramsOf('new')}`;
const deleteOldGrams = `delete from project_search_gram
  where project_id = old.project_id and gram in (select gram from (${gramsOf('old')}) g)`;

async function createSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MAX_INDEXED_CHARS})
    insert into search_position (i) select i from n`.execute(db);
  await sql`create table project_search_gram (
    gram text not null, project_id integer not null, primary key (gram, project_id)) without rowid`.execute(db);
  await sql
    .raw(`create trigger project_gram_insert after insert on project_search_text begin ${insertNewGrams}; end`)
    .execute(db);
  await sql
    .raw(`create trigger project_gram_delete after delete on project_search_text begin ${deleteOldGrams}; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger project_gram_update after update on project_search_text
       begin ${deleteOldGrams}; ${insertNewGrams}; end`,
    )
    .execute(db);
}

async function createPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`insert into search_position (i) select generate_series(1, ${MAX_INDEXED_CHARS})`.execute(db);
  // Byte order (collation C) whatever the database's collation: the one-character range
  // 'x' <= gram < 'x' || U+10FFFF then holds exactly the grams that start with 'x'.
  await sql`create table project_search_gram (
    gram text collate "C" not null, project_id integer not null, primary key (gram, project_id))`.execute(db);
  await sql
    .raw(
      `create function project_search_gram_sync() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then ${deleteOldGrams}; end if;
         if tg_op in ('INSERT', 'UPDATE') then ${insertNewGrams}; end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger project_gram_sync after insert or update or delete on project_search_text
    for each row execute function project_search_gram_sync()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_position')
    .addColumn('i', 'integer', (c) => c.primaryKey())
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) await createSqlite(db);
  else await createPostgres(db);
  await sql
    .raw(
      `insert into project_search_gram (gram, project_id) ${gramsOf('t', 'project_search_text t, search_position p')}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['project_gram_insert', 'project_gram_delete', 'project_gram_update']) {
      await sql.raw(`drop trigger ${trigger}`).execute(db);
    }
  } else {
    await sql`drop trigger project_gram_sync on project_search_text`.execute(db);
    await sql`drop function project_search_gram_sync()`.execute(db);
  }
  await db.schema.dropTable('project_search_gram').execute();
  await db.schema.dropTable('search_position').execute();
}
