import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** The letters' buttons a migrated database's roles get, against a first start (as 048-ethics.test.ts). */
const LETTER = /^ethicsLetter:/;
const firstStart = (code: string) =>
  (STANDARD_ROLES.find((role) => role.code === code)?.system.buttons ?? []).filter((name) => LETTER.test(name)).sort();

describe('migration 052-ethics-letters', () => {
  it('gives the secretary, the chair and the administrator the letter buttons a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '043-documents');
    const codes = ['admin', 'investigator', 'coordinator', 'ethics'];
    for (const code of codes)
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    await migrateTo(db, '052-ethics-letters');
    for (const code of [...codes, 'ethics_secretary', 'ethics_chair']) {
      const rows = await db
        .selectFrom('rolePermission')
        .innerJoin('role', 'role.id', 'rolePermission.roleId')
        .select('rolePermission.name')
        .where('role.code', '=', code)
        .where('rolePermission.kind', '=', 'button')
        .execute();
      const granted = rows
        .map((row) => row.name)
        .filter((name) => LETTER.test(name))
        .sort();
      expect(granted, code).toEqual(firstStart(code));
    }
    expect(firstStart('ethics_chair')).toEqual(['ethicsLetter:sign']);
    await db.destroy();
  });
});
