/**
 * Uploaded files and versioned site settings.
 *
 * - `stored_file`: one row per upload (what it was called, what it really is, who uploaded
 *   it, public or private). The bytes are in the FileStore under their SHA-256 (`hash`), so
 *   identical uploads share them. Kept for ever.
 * - `site.version`: the row version the site settings page saves against (a stale save is
 *   refused, SUITE.md 'Writes').
 * - The administrator role of an existing database gets the new catalogue entries
 *   (SiteSettings, site:update, FileManage, file:upload); a new database's roles are made
 *   after the migrations and get them from the catalogue.
 *
 * Portable schema builder calls only.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';

const ADMIN_GRANTS = [
  { kind: 'page', name: 'SiteSettings' },
  { kind: 'button', name: 'site:update' },
  { kind: 'page', name: 'FileManage' },
  { kind: 'button', name: 'file:upload' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'private')`))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('uploader_id', 'integer', (c) => c.references('staff_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Public files are served by hash: one lookup per request.
  await db.schema.createIndex('stored_file_hash').on('stored_file').columns(['hash', 'visibility']).execute();

  await db.schema
    .alterTable('site')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  for (const grant of ADMIN_GRANTS) {
    await sql`insert into role_permission (role_id, scope, kind, name)
      select r.id, 'system', ${grant.kind}, ${grant.name} from role r
      where r.code = 'admin' and not exists (
        select 1 from role_permission p
        where p.role_id = r.id and p.scope = 'system' and p.kind = ${grant.kind} and p.name = ${grant.name})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const grant of ADMIN_GRANTS) {
    await sql`delete from role_permission where scope = 'system' and kind = ${grant.kind} and name = ${grant.name}`.execute(
      db,
    );
  }
  await db.schema.alterTable('site').dropColumn('version').execute();
  await db.schema.dropTable('stored_file').execute();
}
