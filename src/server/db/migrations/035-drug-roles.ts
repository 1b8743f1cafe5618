/**
 * The drugs area's grants in an existing database (issue 27).
 *
 * - The standard roles that already exist get the drug pages and buttons a new database's
 *   first start gives them (seed/staff-roles.ts): the administrator every one of them; the
 *   drug manager the warehouses and every drug page and button except prescribing; the
 *   coordinator dispensing and returns; the investigator the same (so an investigator can put
 *   coordinators on a team) with inventory, accountability and prescribing; the monitor reads them all and signs the accountability logs.
 * - The pharmacist role (`pharmacist`, 药师) came with a new database's first start only. A
 *   database that already has roles gets it when missing, with the grants a first start
 *   gives it; a role of that code an administrator created is kept as it is. An empty
 *   database is left to its first start.
 */
import { type Kysely, sql } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const TEAM_PAGES = ['ProjectOverview', 'ProjectTeam', 'ProjectMilestones'];
const DRUG_PAGES = [
  'DrugCatalogue',
  'DrugInventory',
  'DrugDeliveries',
  'DrugDispensing',
  'DrugRecovery',
  'DrugReconciliation',
];
const DRUG_BUTTONS_BUT_PRESCRIBE = [
  'drug:catalogue',
  'excursion:decide',
  'delivery:record',
  'delivery:receive',
  'drug:give',
  'drug:review',
  'drug:revoke',
  'drug:return',
  'drug:recover',
  'accountability:sign',
];
const WAREHOUSE_BUTTONS = ['warehouse:manage', 'temperature:record'];

/** As the first start of this release grants them (seed/staff-roles.ts STANDARD_ROLES). */
export const DRUG_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'drug_manager'], 'system', 'page', ['DrugWarehouses']),
  ...roleGrants(['admin', 'drug_manager'], 'system', 'button', WAREHOUSE_BUTTONS),
  ...roleGrants(['admin', 'drug_manager'], 'project', 'page', DRUG_PAGES),
  ...roleGrants(['admin', 'drug_manager'], 'project', 'button', DRUG_BUTTONS_BUT_PRESCRIBE),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['drug:prescribe']),
  ...roleGrants(['investigator'], 'project', 'page', ['DrugInventory', 'DrugReconciliation']),
  ...roleGrants(['investigator', 'coordinator'], 'project', 'page', ['DrugDispensing', 'DrugRecovery']),
  ...roleGrants(['investigator', 'coordinator'], 'project', 'button', ['drug:return']),
  ...roleGrants(['monitor'], 'project', 'page', [
    'DrugInventory',
    'DrugDeliveries',
    'DrugDispensing',
    'DrugRecovery',
    'DrugReconciliation',
  ]),
  ...roleGrants(['monitor'], 'project', 'button', ['accountability:sign']),
];

/** The pharmacist's grants at first start. */
const PHARMACIST_GRANTS: [scope: string, kind: string, name: string][] = [
  ['system', 'page', 'DrugWarehouses'],
  ['system', 'button', 'temperature:record'],
  ...[...TEAM_PAGES, 'DrugInventory', 'DrugDeliveries', 'DrugDispensing', 'DrugRecovery'].map(
    (name): [string, string, string] => ['project', 'page', name],
  ),
  ...['delivery:receive', 'drug:give', 'drug:review', 'drug:return'].map((name): [string, string, string] => [
    'project',
    'button',
    name,
  ]),
];

async function addPharmacist(db: Kysely<unknown>, now: string): Promise<void> {
  const { count } = (await sql<{ count: number | string }>`select count(*) as count from role`.execute(db)).rows[0] ?? {
    count: 0,
  };
  if (Number(count) === 0) return;
  const exists = await sql`select id from role where code = 'pharmacist'`.execute(db);
  if (exists.rows.length > 0) return;
  await sql`insert into role (code, name, description, is_default_registration, created_at, updated_at, version)
    values ('pharmacist', '药师', ${PHARMACIST_DESCRIPTION}, 0, ${now}, ${now}, 1)`.execute(db);
  for (const [scope, kind, name] of PHARMACIST_GRANTS) {
    await sql`insert into role_permission (role_id, scope, kind, name)
      select id, ${scope}, ${kind}, ${name} from role where code = 'pharmacist'`.execute(db);
  }
}

const PHARMACIST_DESCRIPTION = 'GCP 药房药师：接收、发放与复核试验用药品，登记受试者退药与温湿度';

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToStandardRoles(db, DRUG_GRANTS);
  await addPharmacist(db, new Date().toISOString());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, DRUG_GRANTS);
}
