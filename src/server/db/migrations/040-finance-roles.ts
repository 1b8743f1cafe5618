/**
 * The finance area's grants in an existing database (issue 28), as a new database's first
 * start gives them (seed/staff-roles.ts):
 *
 * - the administrator every finance page and button and My approvals;
 * - the finance officer (`finance`) the fee types and My approvals, and every
 *   finance page and button of their projects;
 * - the investigator and the coordinator My approvals; the investigator reads every finance
 *   page of their projects and writes and starts expenses; both bill the subjects' subsidies
 *   and submit a batch of bills for approval;
 * - the institution head (`institution_head`, 机构负责人), who approves contracts and expenses
 *   above a threshold, came with a new database's first start only: a database that already
 *   has roles gets it when missing, with the grants a first start gives it (a role of that code
 *   an administrator made is kept); an empty database is left to its first start.
 */
import { type Kysely, sql } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const TEAM_PAGES = ['ProjectOverview', 'ProjectTeam', 'ProjectMilestones'];
const FINANCE_PAGES = [
  'FinanceBudget',
  'FinanceContracts',
  'FinanceReceivables',
  'FinanceReports',
  'FinanceExpenses',
  'FinanceSubsidies',
];
const FINANCE_BUTTONS = [
  'budget:edit',
  'budget:publish',
  'financeSetting:edit',
  'contract:edit',
  'contract:submit',
  'invoice:edit',
  'invoice:issue',
  'income:record',
  'finance:export',
  'expense:edit',
  'expense:submit',
  'expense:pay',
  'subsidy:edit',
  'subsidy:submit',
  'subsidy:issue',
];
const HEAD_PAGES = ['FinanceContracts', 'FinanceExpenses', 'FinanceReports'];

export const FINANCE_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'finance'], 'system', 'page', ['FinanceFeeTypes', 'MyApprovals']),
  ...roleGrants(['admin', 'finance'], 'system', 'button', ['feeType:manage']),
  ...roleGrants(['admin', 'finance'], 'project', 'page', FINANCE_PAGES),
  ...roleGrants(['admin', 'finance'], 'project', 'button', FINANCE_BUTTONS),
  ...roleGrants(['investigator', 'coordinator'], 'system', 'page', ['MyApprovals']),
  ...roleGrants(['investigator'], 'project', 'page', FINANCE_PAGES),
  ...roleGrants(['investigator'], 'project', 'button', ['expense:edit', 'expense:submit']),
  ...roleGrants(['coordinator'], 'project', 'page', ['FinanceSubsidies']),
  ...roleGrants(['investigator', 'coordinator'], 'project', 'button', ['subsidy:edit', 'subsidy:submit']),
];

const HEAD_GRANTS: [scope: string, kind: string, name: string][] = [
  ['system', 'page', 'TaskInbox'],
  ['system', 'page', 'MyApprovals'],
  ...[...TEAM_PAGES, ...HEAD_PAGES].map((name): [string, string, string] => ['project', 'page', name]),
];
const HEAD_DESCRIPTION = '临床试验机构负责人：审批超过限额的合同与经费支出';

async function addInstitutionHead(db: Kysely<unknown>, now: string): Promise<void> {
  const { count } = (await sql<{ count: number | string }>`select count(*) as count from role`.execute(db)).rows[0] ?? {
    count: 0,
  };
  if (Number(count) === 0) return;
  const exists = await sql`select id from role where code = 'institution_head'`.execute(db);
  if (exists.rows.length > 0) return;
  await sql`insert into role (code, name, description, is_default_registration, created_at, updated_at, version)
    values ('institution_head', '机构负责人', ${HEAD_DESCRIPTION}, 0, ${now}, ${now}, 1)`.execute(db);
  for (const [scope, kind, name] of HEAD_GRANTS) {
    await sql`insert into role_permission (role_id, scope, kind, name)
      select id, ${scope}, ${kind}, ${name} from role where code = 'institution_head'`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToStandardRoles(db, FINANCE_GRANTS);
  await addInstitutionHead(db, new Date().toISOString());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, FINANCE_GRANTS);
}
