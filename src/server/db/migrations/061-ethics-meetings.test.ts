import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** The meetings' page and button a migrated database's roles get, against a first start (as 048-ethics.test.ts). */
const MEETINGS = (name: string) => name === 'EthicsMeetings' || name.startsWith('ethicsMeeting:');
const firstStart = (code: string) => {
  const system = STANDARD_ROLES.find((role) => role.code === code)?.system;
  return [...(system?.pages ?? []), ...(system?.buttons ?? [])].filter(MEETINGS).sort();
};

describe('migration 061-ethics-meetings', () => {
  it('gives the committee roles and the administrator the meetings page and button a first start gives', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '043-documents');
    const codes = ['admin', 'investigator', 'coordinator', 'ethics'];
    for (const code of codes)
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    await migrateTo(db, '061-ethics-meetings');
    for (const code of [...codes, 'ethics_secretary', 'ethics_chair']) {
      const rows = await db
        .selectFrom('rolePermission')
        .innerJoin('role', 'role.id', 'rolePermission.roleId')
        .select('rolePermission.name')
        .where('role.code', '=', code)
        .where('rolePermission.scope', '=', 'system')
        .execute();
      const granted = rows
        .map((row) => row.name)
        .filter(MEETINGS)
        .sort();
      expect(granted, code).toEqual(firstStart(code));
    }
    expect(firstStart('ethics_secretary')).toEqual(['EthicsMeetings', 'ethicsMeeting:manage']);
    expect(firstStart('ethics')).toEqual(['EthicsMeetings']);
    await db.destroy();
  });
});
