/**
 * Drug accountability logs (drugs area): `drug_accountability_log` names one signable log of a
 * project, a subject's (kind 'subject', subject_id) or a batch's (kind 'batch', product_id and
 * batch_number), so that its electronic signatures (`e_signature`, entity
 * 'drug_accountability_log') have a record to belong to. `log_key` ('subject:<id>' or
 * 'batch:<productId>:<batch>') is unique per project: a log is named once, at its first
 * signature. The log's content is never stored: it is read from the ledger and the dispensing
 * and return records, and each signature keeps the SHA-256 of the content it signed.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { notNull, optionalRef, project } from './033-drug-supply';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drug_accountability_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('kind', 'text', notNull)
    .addColumn('log_key', 'text', notNull)
    .addColumn('subject_id', 'integer', optionalRef('trial_subject'))
    .addColumn('product_id', 'integer', optionalRef('drug_product'))
    .addColumn('batch_number', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('drug_accountability_log_key', ['project_id', 'log_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drug_accountability_log').execute();
}
