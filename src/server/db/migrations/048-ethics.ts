/**
 * Ethics review, first part (ethics area, issue 30, SPEC §7 /ethic/*): the committee and the
 * submissions project teams send it.
 *
 * - `ethics_committee`: the hospital's one committee (added here), its quorum rules as JSON
 *   (shared/domain/ethics/quorum.ts QuorumRules, the default set here).
 * - `ethics_committee_member`: its members: a staff user once, their role in the committee
 *   (secretary, chair, member), sex, scientific or lay, affiliated or not, term.
 * - `ethics_submission`: a project's submission of a type (shared/domain/ethics/submissions.ts)
 *   with its status and, once accepted, its unique acceptance number (审查受理号).
 * - `ethics_submission_document`: the binder versions (doc_document_version) it carries.
 * - `ethics_submission_event`: its status moves (who, when, from, to, why).
 * - `ethics_number`: the last acceptance number's sequence per committee and year, updated in
 *   the accepting transaction.
 *
 * Also the grants of the ethics pages and buttons to the standard roles an existing database
 * has, and the committee's secretary (`ethics_secretary`) and chair (`ethics_chair`) roles
 * when missing, as a first start gives them (seed/staff-roles.ts; an empty database is left
 * to its first start, a role of that code an administrator made is kept).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const TEAM_PAGES = ['ProjectOverview', 'ProjectTeam', 'ProjectMilestones'];
const COMMITTEE_PAGES = ['EthicsCommittee', 'EthicsBoard'];
const SECRETARY_BUTTONS = ['ethicsCommittee:manage', 'ethicsSubmission:review'];

export const ETHICS_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'ethics'], 'system', 'page', COMMITTEE_PAGES),
  ...roleGrants(['admin'], 'system', 'button', SECRETARY_BUTTONS),
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', ['EthicsSubmissions']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['ethics:submit']),
];

const NEW_ROLES: { code: string; name: string; description: string; grants: [string, string, string][] }[] = [
  {
    code: 'ethics_secretary',
    name: '伦理委员会秘书',
    description: '伦理委员会办公室秘书：受理或退回递交，管理委员会成员与法定人数规则',
    grants: [
      ...COMMITTEE_PAGES.map((name): [string, string, string] => ['system', 'page', name]),
      ...SECRETARY_BUTTONS.map((name): [string, string, string] => ['system', 'button', name]),
      ...TEAM_PAGES.map((name): [string, string, string] => ['project', 'page', name]),
    ],
  },
  {
    code: 'ethics_chair',
    name: '伦理委员会主任委员',
    description: '伦理委员会主任委员：主持会议，签发审查决定',
    grants: [
      ...COMMITTEE_PAGES.map((name): [string, string, string] => ['system', 'page', name]),
      ...TEAM_PAGES.map((name): [string, string, string] => ['project', 'page', name]),
    ],
  },
];

async function addCommitteeRoles(db: Kysely<unknown>, now: string): Promise<void> {
  const { count } = (await sql<{ count: number | string }>`select count(*) as count from role`.execute(db)).rows[0] ?? {
    count: 0,
  };
  if (Number(count) === 0) return;
  for (const role of NEW_ROLES) {
    const exists = await sql`select id from role where code = ${role.code}`.execute(db);
    if (exists.rows.length > 0) continue;
    await sql`insert into role (code, name, description, is_default_registration, created_at, updated_at, version)
      values (${role.code}, ${role.name}, ${role.description}, 0, ${now}, ${now}, 1)`.execute(db);
    for (const [scope, kind, name] of role.grants) {
      await sql`insert into role_permission (role_id, scope, kind, name)
        select id, ${scope}, ${kind}, ${name} from role where code = ${role.code}`.execute(db);
    }
  }
}

/** The default rules (shared/domain/ethics/quorum.ts DEFAULT_QUORUM_RULES) as this migration sets them. */
const DEFAULT_RULES = JSON.stringify({
  moreThanShare: 0.5,
  minimumPresent: 5,
  requireNonScientific: true,
  requireNonAffiliated: true,
  requireBothSexes: true,
});

async function createTables(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('ethics_committee')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('name', 'text', notNull)
      .addColumn('name_en', 'text')
      .addColumn('quorum_rules', 'text', notNull),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('ethics_committee_member')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('committee_id', 'integer', refTo('ethics_committee'))
      .addColumn('user_id', 'integer', refTo('staff_user'))
      .addColumn('role', 'text', notNull)
      .addColumn('sex', 'text', notNull)
      .addColumn('scientific', 'integer', notNull)
      .addColumn('affiliated', 'integer', notNull)
      .addColumn('starts_on', 'text', notNull)
      .addColumn('ends_on', 'text')
      .addUniqueConstraint('ethics_committee_member_user', ['committee_id', 'user_id'])
      .addCheckConstraint('ethics_committee_member_role', sql`role in ('secretary', 'chair', 'member')`)
      .addCheckConstraint('ethics_committee_member_sex', sql`sex in ('female', 'male')`),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('ethics_submission')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('committee_id', 'integer', refTo('ethics_committee'))
      .addColumn('project_id', 'integer', project)
      .addColumn('type', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('notes', 'text')
      .addColumn('status', 'text', notNull)
      .addColumn('acceptance_number', 'text', (c) => c.unique())
      .addColumn('submitted_at', 'text')
      .addColumn('submitted_by', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('return_reason', 'text')
      .addCheckConstraint(
        'ethics_submission_type',
        sql`type in ('initial', 'amendment', 'continuing', 'safetyReport', 'deviation', 'suspension', 'closure')`,
      )
      .addCheckConstraint(
        'ethics_submission_status',
        sql`status in ('draft', 'submitted', 'returned', 'accepted', 'expedited', 'onAgenda', 'decided', 'withdrawn')`,
      ),
  ).execute();
  await db.schema
    .createIndex('ethics_submission_project')
    .on('ethics_submission')
    .columns(['project_id', 'id'])
    .execute();
  await db.schema.createIndex('ethics_submission_status').on('ethics_submission').columns(['status', 'id']).execute();
  await db.schema
    .createTable('ethics_submission_document')
    .addColumn('submission_id', 'integer', refTo('ethics_submission'))
    .addColumn('document_version_id', 'integer', (c) => c.notNull().references('doc_document_version.id'))
    .addColumn('sort', 'integer', notNull)
    .addPrimaryKeyConstraint('ethics_submission_document_pk', ['submission_id', 'document_version_id'])
    .execute();
  await db.schema
    .createTable('ethics_submission_event')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('submission_id', 'integer', refTo('ethics_submission'))
    .addColumn('action', 'text', notNull)
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'integer', optionalRef('staff_user'))
    .addColumn('actor_name', 'text', notNull)
    .addColumn('at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('ethics_submission_event_submission')
    .on('ethics_submission_event')
    .columns(['submission_id', 'id'])
    .execute();
  await db.schema
    .createTable('ethics_number')
    .addColumn('committee_id', 'integer', refTo('ethics_committee'))
    .addColumn('year', 'text', notNull)
    .addColumn('last_seq', 'integer', notNull)
    .addPrimaryKeyConstraint('ethics_number_pk', ['committee_id', 'year'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db);
  const now = new Date().toISOString();
  await sql`insert into ethics_committee (name, name_en, quorum_rules, created_by, created_at, updated_at, version)
    values ('医学伦理委员会', 'Medical ethics committee', ${DEFAULT_RULES}, 'system', ${now}, ${now}, 1)`.execute(db);
  await grantToStandardRoles(db, ETHICS_GRANTS);
  await addCommitteeRoles(db, now);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, ETHICS_GRANTS);
  for (const table of [
    'ethics_number',
    'ethics_submission_event',
    'ethics_submission_document',
    'ethics_submission',
    'ethics_committee_member',
    'ethics_committee',
  ])
    await db.schema.dropTable(table).execute();
}
