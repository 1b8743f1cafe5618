/**
 * Archiving a project's binder at close (documents area, issue 29 item 7; SPEC §4 archive and
 * cancel-archive, dictionary projectArchiveType).
 *
 * - `doc_archive`: one row per archiving of a project's binder. `status` is 'archived' (in
 *   force: the binder is read-only) or 'cancelled' (kept as history; the binder is writable
 *   again); at most one row per project is in force (a partial unique index, which SQLite and
 *   PostgreSQL both have). `index_json` is the package's index exactly as exported (every
 *   folder, document and version with each file's SHA-256 and size, and the versions'
 *   signatures), `index_hash` its SHA-256; `archive_type` is a code of
 *   shared/domain/documents/archive.ts. The signatures of archiving and cancelling are
 *   `e_signature` rows of entity 'doc_archive'.
 *
 * Also grants archiving (`document:archive`) to the administrator and the investigator and
 * cancelling (`document:archiveCancel`) to the administrator, as a first start grants them
 * (seed/staff-roles.ts). Times are ISO 8601 UTC.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const ARCHIVE_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['document:archive']),
  ...roleGrants(['admin'], 'project', 'button', ['document:archiveCancel']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('doc_archive')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('archive_type', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('note', 'text')
      .addColumn('index_json', 'text', notNull)
      .addColumn('index_hash', 'text', notNull)
      .addColumn('folder_count', 'integer', notNull)
      .addColumn('document_count', 'integer', notNull)
      .addColumn('file_count', 'integer', notNull)
      .addColumn('total_bytes', 'bigint', notNull)
      .addColumn('archived_by_id', 'integer', optionalRef('staff_user'))
      .addColumn('archived_by_name', 'text', notNull)
      .addColumn('archived_at', 'text', notNull)
      .addColumn('cancelled_by_name', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('cancel_reason', 'text')
      .addCheckConstraint('doc_archive_status', sql`status in ('archived', 'cancelled')`),
  ).execute();
  await sql`create unique index doc_archive_in_force on doc_archive (project_id) where status = 'archived'`.execute(db);
  await grantToStandardRoles(db, ARCHIVE_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, ARCHIVE_GRANTS);
  await db.schema.dropTable('doc_archive').execute();
}
