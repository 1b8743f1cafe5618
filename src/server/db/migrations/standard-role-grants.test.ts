import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** A role's grants as 'scope:kind:name', sorted. */
async function grantsOf(db: Awaited<ReturnType<typeof openTestDatabase>>, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`).sort();
}

/** The report page and button came later, for every role (063, reports-migration.test.ts). */
const REPORTS = /:(Reports|report:apply)$/;
/** What a new database's first start grants a standard role (staff-roles.ts), as 'scope:kind:name'. */
function firstStartGrants(code: string, names: (name: string) => boolean): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => [
      ...role[scope].pages.map((name) => `${scope}:page:${name}`),
      ...role[scope].buttons.map((name) => `${scope}:button:${name}`),
    ])
    .filter((grant) => names(grant.split(':').slice(2).join(':')) && !REPORTS.test(grant))
    .sort();
}

const RECRUITMENT = /^(Recruit|TrialSubjects|recruit|subject:)/;
const VISITS = /^(Visit|SubjectVisits|JobMonitor|visit)/;
const SAFETY = /^(Safety|ProtocolViolations|ConMeds|TaskInbox|ae:|sae:|susar:|dsur:|violation:|cmed:|safetyRule:)/;
/** The finance officer's task inbox came with their approval steps (migration 041), not with safety. */
const laterThanSafety = (code: string, name: string) => code === 'finance' && name === 'TaskInbox';

describe('migrations 010-recruitment, 011-visits and 012-safety', () => {
  it('give the standard roles of an existing database exactly the new grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '009-dictionary-admin');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '010-recruitment');
    for (const code of codes) {
      expect(await grantsOf(db, code)).toEqual(firstStartGrants(code, (name) => RECRUITMENT.test(name)));
    }
    await migrateTo(db, '011-visits');
    for (const code of codes) {
      const recruitmentOrVisits = (name: string) => RECRUITMENT.test(name) || VISITS.test(name);
      expect(await grantsOf(db, code)).toEqual(firstStartGrants(code, recruitmentOrVisits));
    }
    await migrateTo(db, '012-safety');
    for (const code of codes) {
      const any = (name: string) =>
        (RECRUITMENT.test(name) || VISITS.test(name) || SAFETY.test(name)) && !laterThanSafety(code, name);
      expect(await grantsOf(db, code)).toEqual(firstStartGrants(code, any));
    }
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:ae:update');
    expect(await grantsOf(db, 'coordinator')).not.toContain('project:button:ae:submit');
    // The monitor reads, the finance role sees none of it.
    expect(await grantsOf(db, 'monitor')).not.toContain('project:page:RecruitCandidates');
    expect(await grantsOf(db, 'finance')).toEqual([]);
    await db.destroy();
  });
});

const QUALITY = /^(QualityPlans|QualityCheckTasks|QualityFindings|qcPlan:|qcTask:|qcFinding:)/;
const MONITORING = /^(MonitoringVisits|MonitoringQueries|appointment:|remote:|sdv:|query:)/;

/** A role's grants whose name `names` matches. */
async function grantsMatching(db: Awaited<ReturnType<typeof openTestDatabase>>, code: string, names: RegExp) {
  return (await grantsOf(db, code)).filter((grant) => names.test(grant.split(':').slice(2).join(':')));
}

describe('migrations 028-quality-control and 029-monitoring', () => {
  it('give the standard roles of an existing database exactly the quality and monitoring grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '027-lists-subject-indexes');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '028-quality-control');
    for (const code of codes) {
      expect(await grantsMatching(db, code, QUALITY)).toEqual(firstStartGrants(code, (name) => QUALITY.test(name)));
    }
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:qcFinding:answer');
    expect(await grantsOf(db, 'coordinator')).not.toContain('project:button:qcFinding:verify');
    expect(await grantsOf(db, 'investigator')).not.toContain('project:button:qcPlan:publish');
    expect(await grantsOf(db, 'monitor')).toEqual([]);
    await migrateTo(db, '029-monitoring');
    for (const code of codes) {
      expect(await grantsMatching(db, code, MONITORING)).toEqual(
        firstStartGrants(code, (name) => MONITORING.test(name)),
      );
    }
    // The monitor raises and closes queries; the coordinator answers them and cannot close them.
    expect(await grantsOf(db, 'monitor')).toContain('project:button:query:manage');
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:query:answer');
    expect(await grantsOf(db, 'coordinator')).not.toContain('project:button:query:manage');
    expect(await grantsOf(db, 'finance')).toEqual([]);
    await db.destroy();
  });
});

const INSPECTIONS = /^(QualityInspections|QualitySelfChecks|QualityDashboard|inspection:|selfCheck:)/;

describe('migration 030-quality-roles', () => {
  it('creates the QA and department QC roles an older database lacks, with the grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '029-monitoring');
    await sql`insert into role (code, name, created_at, updated_at) values ('admin', 'admin', 'x', 'x')`.execute(db);
    await migrateTo(db, '030-quality-roles');
    for (const code of ['qa', 'dept_qc']) {
      // The inspection and self-check grants come with 031.
      expect(await grantsOf(db, code), code).toEqual(firstStartGrants(code, (name) => !INSPECTIONS.test(name)));
      const role = await db.selectFrom('role').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      const standard = STANDARD_ROLES.find((entry) => entry.code === code);
      expect(role).toMatchObject({
        name: standard?.name,
        description: standard?.description,
        isDefaultRegistration: 0,
      });
    }
    expect(await grantsOf(db, 'admin')).toEqual([]);
    await migrateTo(db, '031-inspections');
    for (const code of ['qa', 'dept_qc']) {
      expect(await grantsOf(db, code), code).toEqual(firstStartGrants(code, () => true));
    }
    await db.destroy();
  });

  it('keeps a QA role an administrator made and leaves an empty database to its first start', async () => {
    const older = await openTestDatabase({ migrated: false });
    await migrateTo(older, '029-monitoring');
    await sql`insert into role (code, name, created_at, updated_at) values ('qa', '质控', 'x', 'x')`.execute(older);
    await migrateTo(older, '030-quality-roles');
    expect(await grantsOf(older, 'qa')).toEqual([]);
    expect(await grantsOf(older, 'dept_qc')).toEqual(firstStartGrants('dept_qc', (name) => !INSPECTIONS.test(name)));
    await older.destroy();
    const empty = await openTestDatabase({ migrated: false });
    await migrateTo(empty, '030-quality-roles');
    expect(await empty.selectFrom('role').select('code').execute()).toEqual([]);
    await empty.destroy();
  });
});

describe('migration 031-inspections', () => {
  it('gives the standard roles of an existing database the inspection and self-check grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '029-monitoring');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'qa', 'dept_qc'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '031-inspections');
    for (const code of codes) {
      expect(await grantsMatching(db, code, INSPECTIONS)).toEqual(
        firstStartGrants(code, (name) => INSPECTIONS.test(name)),
      );
    }
    // The coordinator runs self-checks; recording inspections is the checkers'.
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:selfCheck:run');
    expect(await grantsOf(db, 'coordinator')).not.toContain('project:button:inspection:record');
    expect(await grantsOf(db, 'monitor')).not.toContain('project:page:QualityInspections');
    await db.destroy();
  });
});

const DRUGS = /^(Drug|drug:|excursion:|delivery:|accountability:|warehouse:|temperature:)/;

describe('migration 035-drug-roles', () => {
  it('gives the standard roles of an existing database the drug grants a first start gives and adds the pharmacist', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '034-drug-dispensing');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'drug_manager', 'qa', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '035-drug-roles');
    for (const code of codes) {
      expect(await grantsMatching(db, code, DRUGS), code).toEqual(firstStartGrants(code, (name) => DRUGS.test(name)));
    }
    expect(await grantsOf(db, 'pharmacist')).toEqual(firstStartGrants('pharmacist', () => true));
    expect(await db.selectFrom('role').select(['name']).where('code', '=', 'pharmacist').execute()).toEqual([
      { name: '药师' },
    ]);
    // The investigator prescribes, the drug manager does not; the coordinator takes back returns.
    expect(await grantsOf(db, 'investigator')).toContain('project:button:drug:prescribe');
    expect(await grantsOf(db, 'drug_manager')).not.toContain('project:button:drug:prescribe');
    expect(await grantsOf(db, 'drug_manager')).toContain('system:button:warehouse:manage');
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:drug:return');
    expect(await grantsOf(db, 'monitor')).not.toContain('project:page:DrugCatalogue');
    expect(await grantsOf(db, 'finance')).toEqual([]);
    await db.destroy();
  });

  it('keeps a pharmacist role an administrator made and leaves an empty database to its first start', async () => {
    const older = await openTestDatabase({ migrated: false });
    await migrateTo(older, '034-drug-dispensing');
    await sql`insert into role (code, name, created_at, updated_at) values ('pharmacist', '药剂', 'x', 'x')`.execute(
      older,
    );
    await migrateTo(older, '035-drug-roles');
    expect(await grantsOf(older, 'pharmacist')).toEqual([]);
    await older.destroy();
    const empty = await openTestDatabase({ migrated: false });
    await migrateTo(empty, '035-drug-roles');
    expect(await empty.selectFrom('role').select('code').execute()).toEqual([]);
    await empty.destroy();
  });
});

describe('migration 037-approval-workflow', () => {
  it('gives the administrator of an existing database the workflow page and button a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '035-drug-roles');
    const codes = ['admin', 'investigator', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '037-approval-workflow');
    const workflow = /^(Workflows|workflow:)/;
    for (const code of codes) {
      expect(await grantsMatching(db, code, workflow), code).toEqual(
        firstStartGrants(code, (name) => workflow.test(name)),
      );
    }
    expect(await grantsMatching(db, 'admin', workflow)).toEqual([
      'system:button:workflow:manage',
      'system:page:Workflows',
    ]);
    await db.destroy();
  });
});

const FINANCE =
  /^(Finance|MyApprovals|feeType:|budget:|financeSetting:|contract:|invoice:|income:|finance:|expense:|subsidy:|warning:)/;

describe('migrations 040-finance-roles, 041-finance-grants and 042-finance-warnings', () => {
  it('give the standard roles of an existing database the finance grants a first start gives and add the institution head', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '039-finance-payables');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance', 'drug_manager'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    // What earlier migrations gave: the study staff's and the monitor's inbox.
    for (const code of ['investigator', 'coordinator', 'monitor'])
      await sql`insert into role_permission (role_id, scope, kind, name)
        select id, 'system', 'page', 'TaskInbox' from role where code = ${code}`.execute(db);
    await migrateTo(db, '042-finance-warnings');
    for (const code of codes) {
      expect(await grantsMatching(db, code, FINANCE), code).toEqual(
        firstStartGrants(code, (name) => FINANCE.test(name)),
      );
    }
    expect(await grantsOf(db, 'institution_head')).toEqual(firstStartGrants('institution_head', () => true));
    expect(await grantsOf(db, 'monitor')).not.toContain('project:page:FinanceBudget');
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:subsidy:submit');
    // The finance officer's approval steps arrive in the task inbox.
    expect(await grantsOf(db, 'finance')).toContain('system:page:TaskInbox');
    expect(await grantsOf(db, 'investigator')).not.toContain('project:button:warning:manage');
    await db.destroy();
  });
});

/** The binder's grants of migration 043 (044 added the review's, 046 the archive's). */
const BINDER_043 = /^(DocumentBinder|DocumentTemplates|document:upload|document:folder|docTemplate:)/;

describe('migration 043-documents', () => {
  it('gives the standard roles of an existing database the binder grants a first start gives, and existing projects their folders', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '041-finance-grants');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await sql`insert into project (name, recruit_status, status, published, created_at, updated_at)
      values ('已有项目', 'zmz', 'preparing', 0, 'x', 'x')`.execute(db);
    await migrateTo(db, '043-documents');
    for (const code of codes) {
      expect(await grantsMatching(db, code, BINDER_043), code).toEqual(
        firstStartGrants(code, (name) => BINDER_043.test(name)),
      );
    }
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:document:upload');
    expect(await grantsOf(db, 'monitor')).not.toContain('project:button:document:upload');
    const folders = await db.selectFrom('docFolder').select(['code', 'parentId']).orderBy('code').execute();
    expect(folders.map((folder) => folder.code)).toContain('06.02');
    expect(folders.filter((folder) => folder.code.includes('.')).every((folder) => folder.parentId !== null)).toBe(
      true,
    );
    await db.destroy();
  });
});
