import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';

async function databaseBefore() {
  const db = await openTestDatabase({ migrated: false });
  await migrateTo(db, '008-files');
  return db;
}

describe('migration 009-dictionary-admin', () => {
  it('keeps existing entries enabled at version 1, names the unchanged demo ones in English, grants the new pages', async () => {
    const db = await databaseBefore();
    await sql`insert into dict_item (code, item_key, item_value, sort) values
      ('RecruitStatus', 'zmz', '招募中', 0), ('RecruitStatus', 'zmwc', '已招满', 1), ('bd', 'fa', '肺癌', 0)`.execute(
      db,
    );
    await sql`insert into role (code, name, created_at, updated_at)
      values ('admin', '系统管理员', 'x', 'x'), ('investigator', '研究者', 'x', 'x'), ('monitor', '监查员', 'x', 'x')`.execute(
      db,
    );
    await migrateTo(db, '009-dictionary-admin');

    const rows = await db
      .selectFrom('dictItem')
      .select(['code', 'itemKey', 'itemValueEn', 'enabled', 'version'])
      .orderBy('code')
      .orderBy('sort')
      .execute();
    expect(rows).toEqual([
      { code: 'RecruitStatus', itemKey: 'zmz', itemValueEn: 'Recruiting', enabled: 1, version: 1 },
      // Renamed by the hospital: its English name is not guessed.
      { code: 'RecruitStatus', itemKey: 'zmwc', itemValueEn: null, enabled: 1, version: 1 },
      { code: 'bd', itemKey: 'fa', itemValueEn: null, enabled: 1, version: 1 },
    ]);
    const grants = await db
      .selectFrom('rolePermission')
      .innerJoin('role', 'role.id', 'rolePermission.roleId')
      .select(['role.code', 'rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
      .execute();
    const of = (code: string) =>
      grants
        .filter((grant) => grant.code === code)
        .map((grant) => `${grant.scope}:${grant.kind}:${grant.name}`)
        .sort();
    expect(of('admin')).toEqual([
      'project:button:milestone:update',
      'project:page:ProjectMilestones',
      'system:button:dict:update',
      'system:page:DictManage',
    ]);
    expect(of('investigator')).toEqual(['project:button:milestone:update', 'project:page:ProjectMilestones']);
    expect(of('monitor')).toEqual(['project:page:ProjectMilestones']);
    await db.destroy();
  });
});
