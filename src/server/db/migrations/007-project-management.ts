/**
 * Study management of projects: the staff header fields of SPEC §3 ('Detail header label
 * sets'), the lifecycle status, publication (only published projects reach the public
 * API), the reason of a termination, times and the row version of staff writes.
 *
 * Projects that exist already were public: they stay published and count as ongoing. The
 * standard roles that exist already get the new project permissions; a new database gets
 * them when the roles are created (seed/staff-roles.ts). Portable SQL only.
 */
import { type Kysely, sql } from 'kysely';

const TEXT_COLUMNS = [
  'project_no',
  'plan_code',
  'approval_number',
  'trial_category',
  'initiating_unit',
  'finance_code',
  'ethics_approval_number',
  'ethics_accept_number',
  'published_at',
  'terminate_reason',
];

type Grant = { scope: 'system' | 'project'; kind: 'page' | 'button'; name: string };

const overview: Grant = { scope: 'project', kind: 'page', name: 'ProjectOverview' };
const projectButtons = (...names: string[]): Grant[] =>
  names.map((name) => ({ scope: 'project', kind: 'button', name }));
const creator: Grant[] = [
  { scope: 'system', kind: 'page', name: 'ProjectManage' },
  { scope: 'system', kind: 'button', name: 'project:create' },
  { scope: 'system', kind: 'button', name: 'project:import' },
  { scope: 'system', kind: 'button', name: 'project:export' },
  overview,
];
const editor = projectButtons('project:update', 'project:copy', 'project:doctors', 'project:publish');
const lead = [...editor, ...projectButtons('project:start', 'project:terminate', 'project:archive', 'team:manage')];

/** The grants of migration time, by standard role code (later edits by administrators stay theirs). */
const NEW_GRANTS: Record<string, Grant[]> = {
  admin: [...creator, ...lead],
  investigator: [...creator, ...lead],
  coordinator: [...creator, ...editor],
  monitor: [overview],
  finance: [overview],
  drug_manager: [overview],
  ethics: [overview],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('project').addColumn(column, 'text').execute();
  await db.schema.alterTable('project').addColumn('dept_id', 'integer').execute();
  await db.schema
    .alterTable('project')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ongoing'))
    .execute();
  await db.schema
    .alterTable('project')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['created_at', 'updated_at']) {
    await db.schema
      .alterTable('project')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('project')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const now = new Date().toISOString();
  await sql`update project set created_at = coalesce(action_time, ${now}), updated_at = coalesce(action_time, ${now}),
    published_at = coalesce(action_time, ${now})`.execute(db);
  // The staff table filters by lifecycle status and publication, newest change first.
  await db.schema.createIndex('project_status_updated').on('project').columns(['status', 'updated_at']).execute();

  for (const [code, grants] of Object.entries(NEW_GRANTS)) {
    const { rows } = await sql<{ id: number }>`select id from role where code = ${code}`.execute(db);
    const roleId = rows[0]?.id;
    if (roleId === undefined) continue;
    for (const grant of grants) {
      await sql`insert into role_permission (role_id, scope, kind, name)
        select ${roleId}, ${grant.scope}, ${grant.kind}, ${grant.name}
        where not exists (select 1 from role_permission where role_id = ${roleId} and scope = ${grant.scope}
          and kind = ${grant.kind} and name = ${grant.name})`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migration 007 cannot be reverted: staff may have created drafts since');
}
