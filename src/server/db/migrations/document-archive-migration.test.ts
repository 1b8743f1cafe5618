import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** Migration 046: an existing database's standard roles get the archiving grants a first start gives. */

const ARCHIVING = /^document:archive/;

async function archivingGrantsOf(db: Awaited<ReturnType<typeof openTestDatabase>>, code: string) {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => ARCHIVING.test(row.name))
    .map((row) => `${row.scope}:${row.kind}:${row.name}`)
    .sort();
}

function firstStartArchivingGrants(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => role[scope].buttons.map((name) => `${scope}:button:${name}`))
    .filter((grant) => ARCHIVING.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 046-document-archive', () => {
  it('gives the standard roles of an existing database the archiving grants a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '043-documents');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'qa'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '046-document-archive');
    for (const code of codes) {
      expect(await archivingGrantsOf(db, code), code).toEqual(firstStartArchivingGrants(code));
    }
    expect(await archivingGrantsOf(db, 'investigator')).toEqual(['project:button:document:archive']);
    expect(await archivingGrantsOf(db, 'admin')).toEqual([
      'project:button:document:archive',
      'project:button:document:archiveCancel',
    ]);
    expect(await archivingGrantsOf(db, 'coordinator')).toEqual([]);
    await db.destroy();
  });
});
