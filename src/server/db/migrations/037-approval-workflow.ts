/**
 * The approval workflow (SUITE.md 'Approvals', SPEC §7 /bpm/*) every area's multi-step
 * approvals run on (shared/domain/work/approvals.ts):
 *
 * - `workflow_definition`: one version of a workflow, by `key` (e.g. 'subsidyBatch'); draft,
 *   published (one per key) or retired. `workflow_step`: its steps in `sort` order, each with
 *   who approves (`approver_kind` role | projectRole | user, `approver_ref` a role code or a
 *   user name) and an optional `min_amount_fen` from which the step applies.
 * - `workflow_instance`: one record (`record_kind`, `record_id`, in `project_id` when it
 *   belongs to one) going through a published definition's steps; `amount_fen` chose the steps;
 *   `step_sort` is the open step while it runs. One running instance per record (a partial
 *   unique index).
 * - `workflow_task`: the decision of one step of an instance: pending, then approved or
 *   rejected by `decided_by` (acting for `decided_for` under a delegation), with the comment
 *   and the e-signature that signed it; cancelled when the instance was withdrawn. One per
 *   step of an instance.
 * - `workflow_agency`: a user (`principal_id`) away names an agent (`agent_id`) from
 *   `starts_on` to `ends_on` (hospital days, both included), for one workflow key or all
 *   (null); revoked rows are kept.
 *
 * The administrator of an existing database gets the new system page Workflows and its
 * button, as a first start gives them.
 *
 * Times are ISO 8601 UTC, amounts integer fen.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const WORKFLOW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin'], 'system', 'page', ['Workflows']),
  ...roleGrants(['admin'], 'system', 'button', ['workflow:manage']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('workflow_definition')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('key', 'text', notNull)
      .addColumn('revision', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('published_at', 'text')
      .addUniqueConstraint('workflow_definition_revision', ['key', 'revision']),
  ).execute();
  await db.schema
    .createIndex('workflow_definition_published')
    .on('workflow_definition')
    .column('key')
    .unique()
    .where(sql<boolean>`status = 'published'`)
    .execute();
  await db.schema
    .createTable('workflow_step')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('definition_id', 'integer', refTo('workflow_definition'))
    .addColumn('sort', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('approver_kind', 'text', notNull)
    .addColumn('approver_ref', 'text', notNull)
    .addColumn('min_amount_fen', 'integer')
    .addUniqueConstraint('workflow_step_sort', ['definition_id', 'sort'])
    .execute();
  await db.schema
    .createTable('workflow_instance')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('definition_id', 'integer', refTo('workflow_definition'))
    .addColumn('key', 'text', notNull)
    .addColumn('project_id', 'integer', optionalRef('project'))
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('amount_fen', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('step_sort', 'integer')
    .addColumn('started_by', 'text', notNull)
    .addColumn('started_at', 'text', notNull)
    .addColumn('ended_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('workflow_instance_record')
    .on('workflow_instance')
    .columns(['record_kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('workflow_instance_running')
    .on('workflow_instance')
    .columns(['record_kind', 'record_id'])
    .unique()
    .where(sql<boolean>`status = 'running'`)
    .execute();
  await db.schema
    .createTable('workflow_task')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('instance_id', 'integer', refTo('workflow_instance'))
    .addColumn('step_sort', 'integer', notNull)
    .addColumn('step_name', 'text', notNull)
    .addColumn('approver_kind', 'text', notNull)
    .addColumn('approver_ref', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('decided_by', 'text')
    .addColumn('decided_for', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('comment', 'text')
    .addColumn('signature_id', 'integer', optionalRef('e_signature'))
    .addUniqueConstraint('workflow_task_step', ['instance_id', 'step_sort'])
    .execute();
  await db.schema.createIndex('workflow_task_open').on('workflow_task').columns(['status', 'approver_ref']).execute();
  await db.schema
    .createTable('workflow_agency')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('principal_id', 'integer', refTo('staff_user'))
    .addColumn('agent_id', 'integer', refTo('staff_user'))
    .addColumn('workflow_key', 'text')
    .addColumn('starts_on', 'text', notNull)
    .addColumn('ends_on', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addCheckConstraint('workflow_agency_period', sql`starts_on <= ends_on and principal_id <> agent_id`)
    .execute();
  await db.schema.createIndex('workflow_agency_agent').on('workflow_agency').columns(['agent_id', 'ends_on']).execute();
  await grantToStandardRoles(db, WORKFLOW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, WORKFLOW_GRANTS);
  for (const table of ['workflow_agency', 'workflow_task', 'workflow_instance', 'workflow_step', 'workflow_definition'])
    await db.schema.dropTable(table).execute();
}
