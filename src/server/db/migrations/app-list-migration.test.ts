import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
const NAMES = ['AppList', 'app:manage'];

async function appListGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .where('rolePermission.name', 'in', NAMES)
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`).sort();
}

function firstStart(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) return [];
  return [
    ...role.system.pages.filter((name) => NAMES.includes(name)).map((name) => `system:page:${name}`),
    ...role.system.buttons.filter((name) => NAMES.includes(name)).map((name) => `system:button:${name}`),
  ].sort();
}

describe('migration 059-app-list', () => {
  it('grants the app list page and button to the administrator as a first start does, to no other role', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '055-problem-reports');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '059-app-list');
    for (const code of codes) expect(await appListGrants(db, code), code).toEqual(firstStart(code));
    expect(await appListGrants(db, 'admin')).toEqual(['system:button:app:manage', 'system:page:AppList']);
    await migrateTo(db, '055-problem-reports');
    expect(await appListGrants(db, 'admin')).toEqual([]);
    await db.destroy();
  });
});
