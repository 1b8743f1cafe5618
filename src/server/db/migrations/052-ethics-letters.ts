/**
 * Decision letters (ethics area, issue 30): the letter the committee sends once a submission
 * is decided, drafted by the secretary and signed by the chair.
 *
 * - `ethics_letter`: one per decided submission: its kind (approval or opinion), the content
 *   frozen at drafting (JSON lines, as printed and signed), the validity in months and the
 *   continuing-review frequency the secretary set; at signing its approval number (伦理批件号,
 *   unique), validity days, the next continuing review's due day (approvals of initial and
 *   continuing reviews: the project's review clock; an older clock of the project is marked
 *   superseded) and the binder version it was filed as.
 * - `ethics_letter_number`: the last approval number's sequence per committee and year.
 *
 * Also the letter buttons of the board (ethicsLetter:draft for the secretary, ethicsLetter:sign
 * for the chair) granted to an existing database's roles as a first start grants them.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const LETTER_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'ethics_secretary'], 'system', 'button', ['ethicsLetter:draft']),
  ...roleGrants(['admin', 'ethics_chair'], 'system', 'button', ['ethicsLetter:sign']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('ethics_letter')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('submission_id', 'integer', (c) => refTo('ethics_submission')(c).unique())
      .addColumn('project_id', 'integer', project)
      .addColumn('kind', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('validity_months', 'integer')
      .addColumn('review_frequency_months', 'integer')
      .addColumn('approval_number', 'text', (c) => c.unique())
      .addColumn('valid_from', 'text')
      .addColumn('valid_until', 'text')
      .addColumn('next_review_due', 'text')
      .addColumn('clock_superseded_at', 'text')
      .addColumn('signed_at', 'text')
      .addColumn('signed_by', 'text')
      .addColumn('document_version_id', 'integer', optionalRef('doc_document_version'))
      .addCheckConstraint('ethics_letter_kind', sql`kind in ('approval', 'opinion')`)
      .addCheckConstraint('ethics_letter_status', sql`status in ('draft', 'signed')`),
  ).execute();
  await db.schema.createIndex('ethics_letter_project').on('ethics_letter').columns(['project_id', 'id']).execute();
  await db.schema
    .createIndex('ethics_letter_review_due')
    .on('ethics_letter')
    .columns(['next_review_due', 'project_id'])
    .execute();
  await db.schema
    .createTable('ethics_letter_number')
    .addColumn('committee_id', 'integer', refTo('ethics_committee'))
    .addColumn('year', 'text', notNull)
    .addColumn('last_seq', 'integer', notNull)
    .addPrimaryKeyConstraint('ethics_letter_number_pk', ['committee_id', 'year'])
    .execute();
  await grantToStandardRoles(db, LETTER_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, LETTER_GRANTS);
  await db.schema.dropTable('ethics_letter_number').execute();
  await db.schema.dropTable('ethics_letter').execute();
}
