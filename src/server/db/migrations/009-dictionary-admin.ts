/**
 * Dictionary administration and project milestones.
 *
 * - `dict_item` gains an English name (`item_value_en`, null where none is known), an
 *   `enabled` flag (1: offered by the public dictionary endpoints and the selects; 0: kept
 *   for the rows that already hold its key, offered nowhere) and a row `version` for the
 *   administrators' versioned writes. Existing rows stay enabled at version 1; the demo
 *   entries get the English names of the demo data where their Chinese name is unchanged.
 *   Writes to dict_item keep bumping the shared 'projects' data version (migration 005).
 * - `project_milestone`: a project's milestones (mileposts) with their kind, planned and
 *   actual calendar dates ('YYYY-MM-DD', the hospital's day) and a note; deleted with
 *   their project.
 *
 * - The standard roles that already exist (a database made before this migration) get the
 *   new catalogue entries they would get at first start: the administrator DictManage with
 *   `dict:update` and ProjectMilestones with `milestone:update`, every other standard
 *   project role the ProjectMilestones page, investigators and coordinators also
 *   `milestone:update`. Roles created later get them from the seed (staff-roles.ts).
 *
 * Portable schema builder calls only: SQLite adds one column per ALTER TABLE.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';

/** The demo dictionaries' English names when this migration was written (code -> key -> [zh, en]). */
const DEMO_ENGLISH: Record<string, Record<string, [string, string]>> = {
  RecruitStatus: {
    zmz: ['招募中', 'Recruiting'],
    zmwc: ['招募完成', 'Recruitment complete'],
    ztzm: ['暂停招募', 'Recruitment paused'],
    zzzm: ['终止招募', 'Recruitment terminated'],
  },
  TrialStages: {
    '1': ['Ⅰ期', 'Phase I'],
    '2': ['Ⅱ期', 'Phase II'],
    '3': ['Ⅲ期', 'Phase III'],
    '4': ['Ⅳ期', 'Phase IV'],
    BE: ['生物等效性', 'Bioequivalence'],
    other: ['其他', 'Other'],
  },
  ClinicalResearchType: {
    drug: ['药物临床试验', 'Drug trial'],
    device: ['医疗器械临床试验', 'Medical device trial'],
    ivd: ['体外诊断试剂临床试验', 'In vitro diagnostic trial'],
    iit: ['研究者发起的临床研究', 'Investigator-initiated study'],
    rwd: ['真实世界研究', 'Real-world study'],
  },
};

async function extendDictItem(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dict_item').addColumn('item_value_en', 'text').execute();
  await db.schema
    .alterTable('dict_item')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('dict_item')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const [code, entries] of Object.entries(DEMO_ENGLISH)) {
    for (const [key, [zh, en]] of Object.entries(entries)) {
      await sql`update dict_item set item_value_en = ${en}
        where code = ${code} and item_key = ${key} and item_value = ${zh}`.execute(db);
    }
  }
}

async function createMilestones(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_milestone')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('planned_date', 'text')
    .addColumn('actual_date', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('project_milestone_project')
    .on('project_milestone')
    .columns(['project_id', 'planned_date'])
    .execute();
}

/** [role code, scope, kind, name] added to existing standard roles. */
const NEW_GRANTS: [string, string, string, string][] = [
  ['admin', 'system', 'page', 'DictManage'],
  ['admin', 'system', 'button', 'dict:update'],
  ...['admin', 'investigator', 'coordinator', 'monitor', 'finance', 'drug_manager', 'ethics'].map(
    (code): [string, string, string, string] => [code, 'project', 'page', 'ProjectMilestones'],
  ),
  ...['admin', 'investigator', 'coordinator'].map((code): [string, string, string, string] => [
    code,
    'project',
    'button',
    'milestone:update',
  ]),
];

async function grantToStandardRoles(db: Kysely<unknown>): Promise<void> {
  for (const [code, scope, kind, name] of NEW_GRANTS) {
    await sql`insert into role_permission (role_id, scope, kind, name)
      select r.id, ${scope}, ${kind}, ${name} from role r
      where r.code = ${code} and not exists (select 1 from role_permission p
        where p.role_id = r.id and p.scope = ${scope} and p.kind = ${kind} and p.name = ${name})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await extendDictItem(db);
  await createMilestones(db);
  await grantToStandardRoles(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [, scope, kind, name] of NEW_GRANTS) {
    await sql`delete from role_permission where scope = ${scope} and kind = ${kind} and name = ${name}`.execute(db);
  }
  await db.schema.dropTable('project_milestone').execute();
  for (const column of ['version', 'enabled', 'item_value_en']) {
    await db.schema.alterTable('dict_item').dropColumn(column).execute();
  }
}
