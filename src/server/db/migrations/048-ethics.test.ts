import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

/** The ethics grants and roles a migrated database gets, against a first start (as standard-role-grants.test.ts). */
type Db = Awaited<ReturnType<typeof openTestDatabase>>;

/** A role's grants as 'scope:kind:name', sorted. */
async function grantsOf(db: Db, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`).sort();
}

/** What a new database's first start grants a standard role (staff-roles.ts), as 'scope:kind:name'. */
function firstStartGrants(code: string, names: (name: string) => boolean): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => [
      ...role[scope].pages.map((name) => `${scope}:page:${name}`),
      ...role[scope].buttons.map((name) => `${scope}:button:${name}`),
    ])
    .filter((grant) => names(grant.split(':').slice(2).join(':')))
    .sort();
}

const grantsMatching = async (db: Db, code: string, names: RegExp) =>
  (await grantsOf(db, code)).filter((grant) => names.test(grant.split(':').slice(2).join(':')));

const ETHICS = /^(Ethics|ethics:|ethicsCommittee:|ethicsSubmission:)/;
/** Grants later migrations add (050: the review page; 052: the letters' buttons; 061: the meetings; 063: reports). */
const LATER = (name: string) =>
  name === 'EthicsReviews' ||
  name === 'Reports' ||
  name === 'report:apply' ||
  name === 'EthicsMeetings' ||
  name.startsWith('ethicsLetter:') ||
  name.startsWith('ethicsMeeting:');

describe('migration 048-ethics', () => {
  it('gives the standard roles of an existing database the ethics grants a first start gives and adds the secretary and chair', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '043-documents');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance', 'ethics'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '048-ethics');
    for (const code of codes) {
      expect(await grantsMatching(db, code, ETHICS), code).toEqual(
        firstStartGrants(code, (name) => ETHICS.test(name) && !LATER(name)),
      );
    }
    for (const code of ['ethics_secretary', 'ethics_chair']) {
      expect(await grantsOf(db, code), code).toEqual(firstStartGrants(code, (name) => !LATER(name)));
      const role = await db.selectFrom('role').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      const standard = STANDARD_ROLES.find((entry) => entry.code === code);
      expect(role).toMatchObject({
        name: standard?.name,
        description: standard?.description,
        isDefaultRegistration: 0,
      });
    }
    expect(await grantsOf(db, 'coordinator')).toContain('project:button:ethics:submit');
    expect(await grantsOf(db, 'monitor')).not.toContain('project:button:ethics:submit');
    expect(await grantsOf(db, 'ethics')).not.toContain('system:button:ethicsSubmission:review');
    expect(await grantsOf(db, 'ethics_secretary')).toContain('system:button:ethicsSubmission:review');
    // The hospital's committee with the default quorum rules.
    const committees = await db.selectFrom('ethicsCommittee').select(['name', 'quorumRules']).execute();
    expect(committees).toHaveLength(1);
    expect(JSON.parse(committees[0]?.quorumRules ?? '{}')).toMatchObject({ moreThanShare: 0.5, minimumPresent: 5 });
    await db.destroy();
  });

  it('leaves an empty database to its first start', async () => {
    const empty = await openTestDatabase({ migrated: false });
    await migrateTo(empty, '048-ethics');
    expect(await empty.selectFrom('role').select('code').execute()).toEqual([]);
    await empty.destroy();
  });
});
