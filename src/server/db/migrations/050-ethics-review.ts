/**
 * Ethics review path (ethics area, issue 30 item 2 and the SAE part of item 6).
 *
 * - `ethics_reviewer`: a primary reviewer of a submission, a committee member (staff user) the
 *   secretary assigned; their conflict-of-interest declaration (`conflict`: null until
 *   declared, 'none', or 'declared' with `conflict_note`, which excludes them), and their
 *   signed opinion: the review form's answers as JSON (shared/domain/ethics/review-forms.ts),
 *   the opinion (a voteDecision), whether they ask for the full board, comments, when. One row
 *   per submission and user; a given opinion is final.
 * - `ethics_submission.source_kind`, `source_id`: what a submission was forwarded from (an SAE
 *   or SUSAR report of the safety area: 'sae' | 'susar' and its record id), so a report is
 *   forwarded once while its submission is open.
 *
 * Also the grants of the page 我的审查 (EthicsReviews) to the standard roles an existing
 * database has, as a first start gives them (seed/staff-roles.ts).
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const ETHICS_REVIEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'ethics', 'ethics_chair', 'ethics_secretary'], 'system', 'page', ['EthicsReviews']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('ethics_reviewer')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('submission_id', 'integer', refTo('ethics_submission'))
      .addColumn('user_id', 'integer', refTo('staff_user'))
      .addColumn('assigned_at', 'text', notNull)
      .addColumn('conflict', 'text')
      .addColumn('conflict_note', 'text')
      .addColumn('declared_at', 'text')
      .addColumn('answers', 'text')
      .addColumn('opinion', 'text')
      .addColumn('full_board', 'integer')
      .addColumn('comments', 'text')
      .addColumn('opinion_at', 'text')
      .addUniqueConstraint('ethics_reviewer_user', ['submission_id', 'user_id']),
  ).execute();
  await db.schema.createIndex('ethics_reviewer_user_id').on('ethics_reviewer').columns(['user_id', 'id']).execute();
  await db.schema.alterTable('ethics_submission').addColumn('source_kind', 'text').execute();
  await db.schema.alterTable('ethics_submission').addColumn('source_id', 'integer').execute();
  await db.schema
    .createIndex('ethics_submission_source')
    .on('ethics_submission')
    .columns(['source_kind', 'source_id'])
    .execute();
  await grantToStandardRoles(db, ETHICS_REVIEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, ETHICS_REVIEW_GRANTS);
  await db.schema.dropIndex('ethics_submission_source').execute();
  await db.schema.alterTable('ethics_submission').dropColumn('source_id').execute();
  await db.schema.alterTable('ethics_submission').dropColumn('source_kind').execute();
  await db.schema.dropTable('ethics_reviewer').execute();
}
