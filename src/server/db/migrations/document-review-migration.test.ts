import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** The binder's grants, 043's and 044's. */
/** The binder's grants up to 044 (046 added the archive's, 047 the search's). */
const DOCUMENTS = /^(DocumentBinder|DocumentTemplates|DocumentSignatures|document:(?!archive)|docTemplate:)/;
const CODES = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];

/** A role's binder grants as 'scope:kind:name', sorted. */
async function grantsOf(db: Awaited<ReturnType<typeof openTestDatabase>>, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => DOCUMENTS.test(row.name))
    .map((row) => `${row.scope}:${row.kind}:${row.name}`)
    .sort();
}

/** What a new database's first start grants a standard role of the binder (staff-roles.ts). */
function firstStartGrants(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => [
      ...role[scope].pages.map((name) => `${scope}:page:${name}`),
      ...role[scope].buttons.map((name) => `${scope}:button:${name}`),
    ])
    .filter((grant) => DOCUMENTS.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 044-document-review', () => {
  it("gives the standard roles of an existing database the binder's grants a first start gives, review included", async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '042-finance-warnings');
    for (const code of CODES) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '044-document-review');
    for (const code of CODES) expect(await grantsOf(db, code), code).toEqual(firstStartGrants(code));
    expect(await grantsOf(db, 'investigator')).toContain('project:button:document:withdraw');
    expect(await grantsOf(db, 'coordinator')).not.toContain('project:button:document:withdraw');
    expect(await grantsOf(db, 'monitor')).toContain('project:page:DocumentSignatures');
    expect(await grantsOf(db, 'finance')).toEqual([]);
    await db.destroy();
  });
});
