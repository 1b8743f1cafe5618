import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateToLatest } from '../migrate';
import * as initial from './001-initial';
import * as kiosk from './002-kiosk';
import * as staff from './003-staff';
import * as departments from './004-departments';
import * as sharedState from './005-shared-state';
import * as shortTermSearch from './006-short-term-search';

async function databaseBefore007() {
  const db = await openTestDatabase({ migrated: false });
  const migrations = {
    '001-initial': initial,
    '002-kiosk': kiosk,
    '003-staff': staff,
    '004-departments': departments,
    '005-shared-state': sharedState,
    '006-short-term-search': shortTermSearch,
  };
  await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  return db;
}

describe('migration 007-project-management', () => {
  it('keeps existing projects public and ongoing, and gives existing standard roles the new permissions', async () => {
    const db = await databaseBefore007();
    await sql`insert into project (name, recruit_status, action_time) values ('旧项目', 'zmz', '2025-05-01T00:00:00.000Z')`.execute(
      db,
    );
    const now = '2026-01-01T00:00:00.000Z';
    for (const code of ['coordinator', 'monitor', 'custom']) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, ${now}, ${now})`.execute(
        db,
      );
    }
    await migrateToLatest(db);

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
