import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
const SAMPLE_NAMES = /^(SampleBoxes|sample:)/;
const ROLES = ['admin', 'investigator', 'coordinator', 'monitor', 'finance', 'drug_manager'];

async function sampleGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => SAMPLE_NAMES.test(row.name))
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
    .filter((grant) => SAMPLE_NAMES.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 060-samples', () => {
  it('gives the standard roles of an existing database exactly the sample grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '055-problem-reports');
    for (const code of ROLES) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '060-samples');
    for (const code of ROLES) expect(await sampleGrants(db, code), code).toEqual(firstStart(code));
    expect(await sampleGrants(db, 'coordinator')).toEqual([
      'project:button:sample:collect',
      'project:button:sample:ship',
      'project:button:sample:store',
      'project:page:SampleBoxes',
    ]);
    expect(await sampleGrants(db, 'monitor')).toEqual(['project:page:SampleBoxes']);
    await migrateTo(db, '055-problem-reports');
    expect(await sampleGrants(db, 'coordinator')).toEqual([]);
    await expect(sql`select count(*) from sample`.execute(db)).rejects.toThrow();
    await migrateTo(db, '060-samples');
    expect(await db.selectFrom('sample').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});
