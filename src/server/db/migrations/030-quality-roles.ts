/**
 * The quality roles in an existing database, and the QC findings' evidence files.
 *
 * - The QA (`qa`, 机构质控员) and department QC (`dept_qc`, 科室质控员) roles came with a new
 *   database's first start only (seed/staff-roles.ts). A database that already has roles gets
 *   each of them that is missing, with the grants a first start gives it; a role of that code
 *   an administrator created is kept as it is. An empty database is left to its first start.
 * - `quality_evidence`: a private stored file uploaded as the evidence of a finding's
 *   rectification, bound to its project (a finding's answer names files of its own project
 *   only); read back only through the quality area.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';

const TEAM_PAGES = ['ProjectOverview', 'ProjectTeam', 'ProjectMilestones'];
const QUALITY_PAGES = ['QualityPlans', 'QualityCheckTasks', 'QualityFindings'];
const CHECKER_BUTTONS = [
  'qcPlan:update',
  'qcTask:run',
  'qcTask:sign',
  'qcFinding:raise',
  'qcFinding:verify',
  'qcFinding:export',
];

interface QualityRole {
  code: string;
  name: string;
  description: string;
  grants: [scope: string, kind: string, name: string][];
}

const grants = (pages: string[], buttons: string[]): QualityRole['grants'] => [
  ['system', 'page', 'TaskInbox'],
  ...pages.map((name): [string, string, string] => ['project', 'page', name]),
  ...buttons.map((name): [string, string, string] => ['project', 'button', name]),
];

/** As the first start of this release creates them (seed/staff-roles.ts STANDARD_ROLES). */
export const QUALITY_ROLES: QualityRole[] = [
  {
    code: 'qa',
    name: '机构质控员',
    description: '临床试验机构办公室（质控办）：制定质控计划，开展三级质控，跟踪整改',
    grants: grants([...TEAM_PAGES, ...QUALITY_PAGES], [...CHECKER_BUTTONS, 'qcPlan:publish', 'qcTask:assign']),
  },
  {
    code: 'dept_qc',
    name: '科室质控员',
    description: '专业科室质控员：开展二级质控，跟踪整改',
    grants: grants([...TEAM_PAGES, ...QUALITY_PAGES], CHECKER_BUTTONS),
  },
];

async function createEvidence(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_evidence')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_file.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quality_evidence_file')
    .unique()
    .on('quality_evidence')
    .columns(['project_id', 'file_id'])
    .execute();
}

async function addRoles(db: Kysely<unknown>, now: string): Promise<void> {
  const { count } = (await sql<{ count: number | string }>`select count(*) as count from role`.execute(db)).rows[0] ?? {
    count: 0,
  };
  if (Number(count) === 0) return;
  for (const role of QUALITY_ROLES) {
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

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEvidence(db);
  await addRoles(db, new Date().toISOString());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quality_evidence').execute();
}
