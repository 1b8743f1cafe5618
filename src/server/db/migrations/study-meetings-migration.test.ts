import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
const MEETING_NAMES = /^(StudyMeetings|studyMeeting:)/;
const ROLES = ['admin', 'investigator', 'coordinator', 'monitor', 'ethics_secretary'];

async function meetingGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => MEETING_NAMES.test(row.name))
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
    .filter((grant) => MEETING_NAMES.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 062-study-meetings', () => {
  it('grants what a first start grants, adds the study columns to meetings, and goes back down', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '061-ethics-meetings');
    for (const code of ROLES) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '062-study-meetings');
    for (const code of ROLES) expect(await meetingGrants(db, code), code).toEqual(firstStart(code));
    expect(await meetingGrants(db, 'coordinator')).toEqual([
      'project:button:studyMeeting:manage',
      'project:page:StudyMeetings',
    ]);
    expect(await meetingGrants(db, 'monitor')).toEqual([]);
    expect(
      await db.selectFrom('meeting').select(['projectId', 'meetingType', 'agenda', 'minutesVersionId']).execute(),
    ).toEqual([]);
    await migrateTo(db, '061-ethics-meetings');
    expect(await meetingGrants(db, 'coordinator')).toEqual([]);
    await expect(sql`select project_id from meeting`.execute(db)).rejects.toThrow();
    await migrateTo(db, '062-study-meetings');
    await db.destroy();
  });
});
