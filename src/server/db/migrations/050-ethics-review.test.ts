import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;

/** A role's grants of the page 我的审查 as 'scope:kind:name'. */
async function reviewGrantsOf(db: Db, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .where('rolePermission.name', '=', 'EthicsReviews')
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`).sort();
}

/** What a first start grants a standard role of the page (staff-roles.ts). */
function firstStart(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return role.system.pages.filter((name) => name === 'EthicsReviews').map((name) => `system:page:${name}`);
}

describe('migration 050-ethics-review', () => {
  it('gives the standard roles of an existing database the page 我的审查 as a first start does', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '049-ethics-decision');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'ethics', 'ethics_chair', 'ethics_secretary'];
    for (const code of codes) {
      const exists = await db.selectFrom('role').select('id').where('code', '=', code).executeTakeFirst();
      if (!exists)
        await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(
          db,
        );
    }
    await migrateTo(db, '050-ethics-review');
    for (const code of codes) expect(await reviewGrantsOf(db, code), code).toEqual(firstStart(code));
    for (const code of ['admin', 'ethics', 'ethics_chair', 'ethics_secretary'])
      expect(await reviewGrantsOf(db, code), code).toEqual(['system:page:EthicsReviews']);
    expect(await reviewGrantsOf(db, 'coordinator')).toEqual([]);
    await db.destroy();
  });
});
