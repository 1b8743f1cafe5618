import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
const SEAL_NAMES = /^(ReportSeals|reportSeal:)/;
const ROLES = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];

async function sealGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => SEAL_NAMES.test(row.name))
    .map((row) => `${row.scope}:${row.kind}:${row.name}`)
    .sort();
}

function firstStart(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => [
      ...role[scope].pages.map((name) => `${scope}:page:${name}`),
      ...role[scope].buttons.map((name) => `${scope}:button:${name}`),
    ])
    .filter((grant) => SEAL_NAMES.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 064-report-seals', () => {
  it('grants what a first start grants, adds the seal applications table, and goes back down', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '062-study-meetings');
    for (const code of ROLES) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '064-report-seals');
    for (const code of ROLES) expect(await sealGrants(db, code), code).toEqual(firstStart(code));
    expect(await sealGrants(db, 'coordinator')).toEqual([
      'project:button:reportSeal:apply',
      'project:page:ReportSeals',
    ]);
    expect(await sealGrants(db, 'monitor')).toEqual([]);
    expect(await db.selectFrom('reportSeal').selectAll().execute()).toEqual([]);
    await expect(
      sql`insert into report_seal (project_id, kind, document_id, version_id, period_from, period_to, status,
            applicant_name, created_at, updated_at)
          values (1, 'yearly', 1, 1, '2026-01-01', '2026-06-30', 'draft', 'x', 'x', 'x')`.execute(db),
    ).rejects.toThrow();
    await migrateTo(db, '062-study-meetings');
    expect(await sealGrants(db, 'coordinator')).toEqual([]);
    await expect(sql`select id from report_seal`.execute(db)).rejects.toThrow();
    await migrateTo(db, '064-report-seals');
    await db.destroy();
  });
});
