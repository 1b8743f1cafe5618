import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateToLatest } from '../migrate';
import * as initial from './001-initial';
import * as kiosk from './002-kiosk';
import * as staff from './003-staff';

async function databaseBefore004() {
  const db = await openTestDatabase({ migrated: false });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '001-initial': initial, '002-kiosk': kiosk, '003-staff': staff }) },
  });
  await migrator.migrateToLatest();
  return db;
}

describe('migration 004-departments', () => {
  it('moves the org list departments into the tree under the hospital, keeping their ids', async () => {
    const db = await databaseBefore004();
    await sql`insert into site (id, web_ico, site_name, short_name, theme_color, qr_code, code, endpoint,
      login_back_image, login_logo, hospital_name_full, official_website)
      values (1, '', 'Site', 'S', '#000000', '', 's', '', '', '', '旧医院', '')`.execute(db);
    await db
      .insertInto('orgEntry')
      .values([
        { orgKey: 'dep', entryId: '7', name: '心内科', sort: 1 },
        { orgKey: 'dep', entryId: '3', name: '呼吸科', sort: 0 },
        { orgKey: 'dep', entryId: 'x-9', name: '编号不是数字', sort: 2 },
        { orgKey: 'office', entryId: '2001', name: '机构办', sort: 0 },
      ])
      .execute();
    await migrateToLatest(db);

    const units = await db
      .selectFrom('organization')
      .select(['id', 'parentId', 'name', 'sort'])
      .orderBy('id')
      .execute();
    expect(units).toEqual([
      { id: 3, parentId: 8, name: '呼吸科', sort: 0 },
      { id: 7, parentId: 8, name: '心内科', sort: 1 },
      { id: 8, parentId: null, name: '旧医院', sort: 0 },
    ]);
    const entries = await db.selectFrom('orgEntry').select(['orgKey', 'entryId']).orderBy('orgKey').execute();
    expect(entries).toEqual([
      { orgKey: 'dep', entryId: 'x-9' },
      { orgKey: 'office', entryId: '2001' },
    ]);
    // New units continue after the kept ids.
    const { id } = await db
      .insertInto('organization')
      .values({ parentId: 8, name: '新科室', code: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(9);
    await db.destroy();
  });

  it('leaves a database that already has a tree, or no departments, as it is', async () => {
    const db = await databaseBefore004();
    await db.insertInto('orgEntry').values({ orgKey: 'office', entryId: '1', name: '机构办', sort: 0 }).execute();
    await migrateToLatest(db);
    expect(await db.selectFrom('organization').select('id').execute()).toEqual([]);
    await db.destroy();
  });
});
