import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { ensureAdministrator } from '../seed/first-start';
import { STANDARD_ROLES } from '../seed/staff-roles';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;

async function problemGrants(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .where('rolePermission.name', '=', 'ProblemReports')
    .execute();
  return rows.map((row) => `${row.scope}:${row.kind}:${row.name}`);
}

const firstStart = (code: string) =>
  STANDARD_ROLES.find((role) => role.code === code)?.system.pages.includes('ProblemReports')
    ? ['system:page:ProblemReports']
    : [];

const notice = (userId: number) => ({
  userId,
  projectId: null,
  kind: 'problemReport',
  subjectVisitId: null,
  title: '问题反馈 #1 有新答复',
  body: '已修复',
  dueDate: null,
  createdAt: '2026-01-05T02:00:00.000Z',
  readAt: null,
});

describe('migration 055-problem-reports', () => {
  it('grants the page to the administrator role as a first start does, and to no other', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '049-ethics-decision');
    for (const code of ['admin', 'coordinator', 'monitor']) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '055-problem-reports');
    for (const code of ['admin', 'coordinator', 'monitor']) {
      expect(await problemGrants(db, code), code).toEqual(firstStart(code));
    }
    expect(await problemGrants(db, 'admin')).toEqual(['system:page:ProblemReports']);
    await db.destroy();
  });

  it('lets a notice belong to no project, and back down drops such notices and requires the project again', async () => {
    const db = await openTestDatabase({ migrated: true });
    await ensureAdministrator(db, Date.UTC(2026, 0, 5));
    const { id: userId } = await db.selectFrom('staffUser').select('id').executeTakeFirstOrThrow();
    await db.insertInto('staffNotice').values(notice(userId)).execute();
    await migrateTo(db, '049-ethics-decision');
    expect(await db.selectFrom('staffNotice').selectAll().execute()).toEqual([]);
    await expect(db.insertInto('staffNotice').values(notice(userId)).execute()).rejects.toThrow();
    await migrateTo(db, '055-problem-reports');
    await db.insertInto('staffNotice').values(notice(userId)).execute();
    expect(await db.selectFrom('staffNotice').select('projectId').execute()).toEqual([{ projectId: null }]);
    await db.destroy();
  });
});
