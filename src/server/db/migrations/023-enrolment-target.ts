/**
 * A project's enrolment target (issue 24 item 2, 计划入组例数): how many subjects the site
 * plans to enrol, so the workbench can show enrolled against target. Null until set; the
 * project's form and its schema keep it a whole number of at least one.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').addColumn('enrolment_target', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').dropColumn('enrolment_target').execute();
}
