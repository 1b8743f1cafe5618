/**
 * Research centres of multi-centre trials (study area, issue 31; SPEC §7 '/bus' research centre).
 *
 * - `research_centre`: a centre taking part in a project: its name, role (lead or
 *   participating), site PI (a name, or for our own centre a staff user of the team), the
 *   ethics approval number and day at that centre, status (shared/domain/study/centres.ts),
 *   enrolment target and note. `is_own` marks our hospital's centre: one per project (a partial
 *   unique index, which SQLite and PostgreSQL both have). Kept as long as its project.
 * - `trial_subject.centre_id`: the centre a subject belongs to. Like `visit_plan_id` it has no
 *   foreign key, so the down step can drop it on SQLite; only the centres module writes it,
 *   always with a centre of the subject's own project.
 *
 * Existing projects get our own centre, made by the rule of shared/domain/study/centres.ts:
 * role 'lead' when the project's initiating unit (发起单位) is the hospital's full name or
 * its site name (spaces around ignored), else 'participating'; the status from the project's
 * lifecycle (ongoing: active; terminated or archived: closed; otherwise preparing); the PI
 * from the project's lead researcher (主要研究者); the project's ethics approval number and enrolment target; the name from the site settings
 * (full name, else site name, else 本院). Existing subjects belong to that centre.
 *
 * Also the grants of page ResearchCentres and button centre:manage to the standard roles an
 * existing database has, as a first start gives them (seed/staff-roles.ts).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const CENTRE_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', ['ResearchCentres']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['centre:manage']),
];

async function createCentres(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('research_centre')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('name', 'text', notNull)
      .addColumn('role', 'text', notNull)
      .addColumn('is_own', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pi_name', 'text')
      .addColumn('pi_user_id', 'integer', optionalRef('staff_user'))
      .addColumn('ethics_approval_number', 'text')
      .addColumn('ethics_approval_date', 'text')
      .addColumn('status', 'text', notNull)
      .addColumn('enrolment_target', 'integer')
      .addColumn('note', 'text')
      .addCheckConstraint('research_centre_role', sql`role in ('lead', 'participating')`)
      .addCheckConstraint('research_centre_status', sql`status in ('preparing', 'active', 'closed')`),
  ).execute();
  await db.schema
    .createIndex('research_centre_name')
    .unique()
    .on('research_centre')
    .columns(['project_id', 'name'])
    .execute();
  await db.schema
    .createIndex('research_centre_own')
    .unique()
    .on('research_centre')
    .column('project_id')
    .where(sql.ref('is_own'), '=', 1)
    .execute();
}

/** Our own centre for every project that has none (the rule in the header). */
async function addOwnCentres(db: Kysely<unknown>, now: string): Promise<void> {
  await sql`insert into research_centre (project_id, name, role, is_own, pi_name, ethics_approval_number, status,
      enrolment_target, created_by, created_at, updated_at, version)
    select p.id,
      coalesce(nullif(trim(s.hospital_name_full), ''), nullif(trim(s.site_name), ''), '本院'),
      case when trim(coalesce(p.initiating_unit, '')) <> ''
        and (trim(p.initiating_unit) = trim(coalesce(s.hospital_name_full, ''))
          or trim(p.initiating_unit) = trim(coalesce(s.site_name, '')))
        then 'lead' else 'participating' end,
      1, nullif(trim(p.research_name), ''), p.ethics_approval_number,
      case p.status when 'ongoing' then 'active' when 'terminated' then 'closed' when 'archived' then 'closed'
        else 'preparing' end,
      p.enrolment_target, 'system', ${now}, ${now}, 1
    from project p left join site s on s.id = (select min(id) from site)
    where not exists (select 1 from research_centre rc where rc.project_id = p.id and rc.is_own = 1)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCentres(db);
  await db.schema.alterTable('trial_subject').addColumn('centre_id', 'integer').execute();
  await db.schema.createIndex('trial_subject_centre').on('trial_subject').columns(['centre_id', 'status']).execute();
  await addOwnCentres(db, new Date().toISOString());
  await sql`update trial_subject set centre_id = (select rc.id from research_centre rc
    where rc.project_id = trial_subject.project_id and rc.is_own = 1)`.execute(db);
  await grantToStandardRoles(db, CENTRE_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, CENTRE_GRANTS);
  await db.schema.dropIndex('trial_subject_centre').execute();
  await db.schema.alterTable('trial_subject').dropColumn('centre_id').execute();
  await db.schema.dropTable('research_centre').execute();
}
