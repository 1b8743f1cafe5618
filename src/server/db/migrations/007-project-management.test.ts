import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';

async function databaseBefore() {
  const db = await openTestDatabase({ migrated: false });
  await migrateTo(db, '006-short-term-search');
  return db;
}

describe('migration 007-project-management', () => {
  it('keeps existing projects public and ongoing, and gives existing standard roles the new permissions', async () => {
    const db = await databaseBefore();
    await sql`insert into project (name, recruit_status, action_time) values ('旧项目', 'zmz', '2025-05-01T00:00:00.000Z')`.execute(
      db,
    );
    const now = '2026-01-01T00:00:00.000Z';
    for (const code of ['coordinator', 'monitor', 'custom']) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, ${now}, ${now})`.execute(
        db,
      );
    }
    await migrateTo(db, '007-project-management');

    const project = await db.selectFrom('project').selectAll().executeTakeFirstOrThrow();
    expect(project).toMatchObject({
      status: 'ongoing',
      published: 1,
      version: 1,
      createdAt: '2025-05-01T00:00:00.000Z',
      publishedAt: '2025-05-01T00:00:00.000Z',
    });
    const grants = await db
      .selectFrom('rolePermission')
      .innerJoin('role', 'role.id', 'rolePermission.roleId')
      .select(['role.code', 'rolePermission.scope', 'rolePermission.name'])
      .execute();
    const of = (code: string) =>
      grants
        .filter((grant) => grant.code === code)
        .map((g) => `${g.scope}:${g.name}`)
        .sort();
    expect(of('coordinator')).toEqual([
      'project:ProjectOverview',
      'project:project:copy',
      'project:project:doctors',
      'project:project:publish',
      'project:project:update',
      'system:ProjectManage',
      'system:project:create',
      'system:project:export',
      'system:project:import',
    ]);
    expect(of('monitor')).toEqual(['project:ProjectOverview']);
    expect(of('custom')).toEqual([]);
    await db.destroy();
  });
});
