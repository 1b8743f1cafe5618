/**
 * The portal's public data: site settings, banners, registration notes, app list, form
 * config, projects with their outpatient doctors, the org list, dictionaries and system
 * config. Portable SQL, except keyword search: an FTS5 trigram index on SQLite, a pg_trgm
 * GIN index on PostgreSQL (see createSearchIndex).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('web_ico', 'text', (c) => c.notNull())
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('theme_color', 'text', (c) => c.notNull())
    .addColumn('qr_code', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('source_check', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('login_back_image', 'text', (c) => c.notNull())
    .addColumn('login_logo', 'text', (c) => c.notNull())
    .addColumn('index_logo', 'text')
    .addColumn('hospital_name_full', 'text', (c) => c.notNull())
    .addColumn('official_website', 'text', (c) => c.notNull())
    .addColumn('new_window_ms', 'bigint', (c) => c.notNull().defaultTo(79_488_000))
    .execute();

  await db.schema
    .createTable('site_banner')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('regmark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reg_instruction', 'text', (c) => c.notNull())
    .addColumn('attechment', 'text', (c) => c.notNull())
    .addColumn('attechment_enum', 'text', (c) => c.notNull())
    .addColumn('edit_right', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();

  await db.schema
    .createTable('app')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_config')
    .addColumn('configkey', 'text', (c) => c.primaryKey())
    .addColumn('configvalue', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recruit_status', 'text', (c) => c.notNull())
    .addColumn('trial_stages', 'text')
    .addColumn('trial_type', 'text')
    .addColumn('indication', 'text')
    .addColumn('action_time', 'text')
    .addColumn('trial_medicine', 'text')
    .addColumn('tested_diseases', 'text')
    .addColumn('target_spot', 'text')
    .addColumn('treat_method', 'text')
    .addColumn('target', 'text')
    .addColumn('research_name', 'text')
    .addColumn('sponsor_name', 'text')
    .addColumn('study_charger_name', 'text')
    .addColumn('study_charger_mobile', 'text')
    .addColumn('inclusion_criteria', 'text')
    .addColumn('exclusion_criteria', 'text')
    .addColumn('institution_accept_number', 'text')
    .addColumn('pathologic_type', 'text')
    .addColumn('run_stage', 'text')
    .addColumn('previous_treatment_drug', 'text')
    .execute();
  // The list is ordered newest start first, usually filtered by recruitment status.
  await db.schema.createIndex('project_action_time').on('project').columns(['action_time desc', 'id desc']).execute();
  await db.schema
    .createIndex('project_status_action_time')
    .on('project')
    .columns(['recruit_status', 'action_time desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('outpatient')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doct_name', 'text', (c) => c.notNull())
    .addColumn('see_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outpatient_project').on('outpatient').columns(['project_id', 'sort']).execute();

  await db.schema
    .createTable('org_entry')
    .addColumn('org_key', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_entry_pk', ['org_key', 'entry_id'])
    .execute();

  await db.schema
    .createTable('dict_item')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('item_value', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_item_pk', ['code', 'item_key'])
    .execute();

  await db.schema
    .createTable('sys_config')
    .addColumn('config_key', 'text', (c) => c.primaryKey())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .execute();

  await createSearchText(db);
  if (dialectOf(db) === 'postgres') await createPostgresSearchIndex(db);
  else await createSqliteSearchIndex(db);
}

/**
 * Keyword search. `project_search_text` is a narrow copy of the three searchable columns,
 * kept in step with `project` by triggers on both engines: short terms (1-2 characters,
 * which trigrams cannot match) are a LIKE scan over it instead of over the wide project
 * rows, and longer terms use a trigram index over it.
 */
async function createSearchText(db: Kysely<unknown>): Promise<void> {
  await sql`create table project_search_text (
    project_id integer primary key references project(id) on delete cascade,
    name text not null, tested_diseases text, trial_medicine text)`.execute(db);
}

/**
 * SQLite: the FTS5 trigram table `project_search` over project_search_text (external
 * content), and triggers that keep both in step with `project`.
 */
async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table project_search using fts5(
    name, tested_diseases, trial_medicine,
    content='project_search_text', content_rowid='project_id', tokenize='trigram')`.execute(db);

  const columns = sql.raw('name, tested_diseases, trial_medicine');
  const newValues = sql.raw('new.name, new.tested_diseases, new.trial_medicine');
  const oldValues = sql.raw('old.name, old.tested_diseases, old.trial_medicine');
  await sql`create trigger project_text_insert after insert on project begin
    insert into project_search_text(project_id, ${columns}) values (new.id, ${newValues});
  end`.execute(db);
  await sql`create trigger project_text_update after update of name, tested_diseases, trial_medicine on project begin
    update project_search_text set name = new.name, tested_diseases = new.tested_diseases,
      trial_medicine = new.trial_medicine where project_id = new.id;
  end`.execute(db);
  await sql`create trigger project_text_delete after delete on project begin
    delete from project_search_text where project_id = old.id;
  end`.execute(db);

  await sql`create trigger project_search_insert after insert on project_search_text begin
    insert into project_search(rowid, ${columns}) values (new.project_id, ${newValues});
  end`.execute(db);
  await sql`create trigger project_search_delete after delete on project_search_text begin
    insert into project_search(project_search, rowid, ${columns}) values ('delete', old.project_id, ${oldValues});
  end`.execute(db);
  await sql`create trigger project_search_update after update on project_search_text begin
    insert into project_search(project_search, rowid, ${columns}) values ('delete', old.project_id, ${oldValues});
    insert into project_search(rowid, ${columns}) values (new.project_id, ${newValues});
  end`.execute(db);
}

/**
 * PostgreSQL: a pg_trgm GIN index on project_search_text serves LIKE/ILIKE '%term%' for
 * terms of 3+ characters (the database's ctype must be UTF-8 for Chinese characters to make
 * trigrams), and one trigger function keeps the copy in step with `project`. pg_trgm is a
 * trusted extension (PostgreSQL 13+): the database owner may create it.
 */
async function createPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index project_search_text_trgm on project_search_text using gin
    (name gin_trgm_ops, tested_diseases gin_trgm_ops, trial_medicine gin_trgm_ops)`.execute(db);
  await sql`create function project_search_text_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into project_search_text(project_id, name, tested_diseases, trial_medicine)
          values (new.id, new.name, new.tested_diseases, new.trial_medicine);
      elsif tg_op = 'UPDATE' then
        update project_search_text set name = new.name, tested_diseases = new.tested_diseases,
          trial_medicine = new.trial_medicine where project_id = new.id;
      else
        delete from project_search_text where project_id = old.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger project_text_insert after insert on project
    for each row execute function project_search_text_sync()`.execute(db);
  await sql`create trigger project_text_update after update of name, tested_diseases, trial_medicine on project
    for each row execute function project_search_text_sync()`.execute(db);
  await sql`create trigger project_text_delete after delete on project
    for each row execute function project_search_text_sync()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted');
}
