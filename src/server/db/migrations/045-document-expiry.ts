/**
 * Expiry tracking and records filed by the other areas (documents area, issue 29 items 4 and 5a).
 *
 * - `site.document_due_days`: the site setting 'documents due within N days' (1 to 365, 30 by
 *   default): the effective version of an expiring document (CV, GCP certificate, ethics
 *   approval, lab certification, insurance) whose expiry day is within N days of the hospital's
 *   today is an inbox task; one whose expiry day has passed is flagged on the binder.
 * - `doc_document.source_kind`, `doc_document.source_id`: the signed record a document was filed
 *   from ('sae', 'monitoringVisit', 'qcTask', 'accountabilityLog', and 'ethicsLetter' to come),
 *   null for an upload; unique per project, so signing the record again adds a version to the
 *   same document. Kept as long as the document.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site')
    .addColumn('document_due_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema.alterTable('doc_document').addColumn('source_kind', 'text').execute();
  await db.schema.alterTable('doc_document').addColumn('source_id', 'integer').execute();
  await db.schema
    .createIndex('doc_document_source')
    .on('doc_document')
    .columns(['project_id', 'source_kind', 'source_id'])
    .unique()
    .execute();
  // The effective versions by expiry day: the inbox's and the binder's expiry reads.
  await db.schema
    .createIndex('doc_document_version_expiry')
    .on('doc_document_version')
    .columns(['status', 'expires_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('doc_document_version_expiry').execute();
  await db.schema.dropIndex('doc_document_source').execute();
  await db.schema.alterTable('doc_document').dropColumn('source_id').execute();
  await db.schema.alterTable('doc_document').dropColumn('source_kind').execute();
  await db.schema.alterTable('site').dropColumn('document_due_days').execute();
}
