/**
 * A submission's decision (ethics area, issue 30): what the review decided, recorded on the
 * submission in the transaction that moves it to 'decided'.
 *
 * - `ethics_submission.decision`: the voteDecision reached (shared/domain/ethics/votes.ts), or
 *   null when the outcome is an otherDecision;
 * - `ethics_submission.other_decision`: the otherDecision (e.g. noted), or null;
 * - `ethics_submission.decided_via`: 'expedited' (the primary reviewers) or 'meeting' (a
 *   full-board vote);
 * - `ethics_submission.decided_at`, `ethics_submission.decision_note`: when, and the
 *   committee's comments or required modifications.
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['decision', 'other_decision', 'decided_via', 'decided_at', 'decision_note'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('ethics_submission').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse())
    await db.schema.alterTable('ethics_submission').dropColumn(column).execute();
}
