/** Migration 063-reports: the report page and the standard roles' reports, as a first start gives them. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

const REPORTS = /^(Reports|report:)/;

/** A role's report grants as 'scope:kind:name', sorted. */
async function reportGrantsOf(db: Awaited<ReturnType<typeof openTestDatabase>>, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => REPORTS.test(row.name))
    .map((row) => `${row.scope}:${row.kind}:${row.name}`)
    .sort();
}

function firstStartReportGrants(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return [
    ...role.system.pages.map((name) => `system:page:${name}`),
    ...role.system.buttons.map((name) => `system:button:${name}`),
  ]
    .filter((grant) => REPORTS.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 063-reports', () => {
  it('gives the standard roles of an existing database the report page and the reports a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '062-study-meetings');
    const codes = STANDARD_ROLES.map((role) => role.code);
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await sql`insert into role (code, name, created_at, updated_at) values ('custom', '自定义', 'x', 'x')`.execute(db);
    await migrateTo(db, '063-reports');
    for (const role of STANDARD_ROLES) {
      expect(await reportGrantsOf(db, role.code), role.code).toEqual(firstStartReportGrants(role.code));
      const reports = await db
        .selectFrom('roleReport')
        .innerJoin('role', 'role.id', 'roleReport.roleId')
        .select('roleReport.reportKey')
        .where('role.code', '=', role.code)
        .orderBy('roleReport.reportKey')
        .execute();
      expect(
        reports.map((row) => row.reportKey),
        role.code,
      ).toEqual([...role.reports].sort());
    }
    // A role an administrator made gets neither the page nor a report.
    expect(await reportGrantsOf(db, 'custom')).toEqual([]);
    expect(await db.selectFrom('roleReport').selectAll().execute()).toHaveLength(
      STANDARD_ROLES.reduce((sum, role) => sum + role.reports.length, 0),
    );
    await migrateTo(db, '062-study-meetings');
    expect(await reportGrantsOf(db, 'admin')).toEqual([]);
    expect(await db.introspection.getTables()).not.toContainEqual(expect.objectContaining({ name: 'role_report' }));
    await db.destroy();
  });
});
