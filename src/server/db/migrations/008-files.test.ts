import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';

async function databaseBefore() {
  const db = await openTestDatabase({ migrated: false });
  await migrateTo(db, '007-project-management');
  return db;
}

describe('migration 008-files', () => {
  it('gives an existing administrator role the new pages and buttons, versions the site, and adds stored_file', async () => {
    const db = await databaseBefore();
    await sql`insert into site (id, web_ico, site_name, short_name, theme_color, qr_code, code, endpoint,
      login_back_image, login_logo, hospital_name_full, official_website)
      values (1, '', 'Site', 'S', '#000000', '', 's', '', '', '', '旧医院', '')`.execute(db);
    const now = new Date().toISOString();
    for (const code of ['admin', 'coordinator']) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, ${now}, ${now})`.execute(
        db,
      );
    }
    await migrateTo(db, '008-files');

    const grants = await db
      .selectFrom('rolePermission')
      .innerJoin('role', 'role.id', 'rolePermission.roleId')
      .select(['role.code', 'rolePermission.kind', 'rolePermission.name'])
      .orderBy('role.code')
      .orderBy('rolePermission.name')
      .execute();
    expect(grants).toEqual([
      { code: 'admin', kind: 'page', name: 'FileManage' },
      { code: 'admin', kind: 'page', name: 'SiteSettings' },
      { code: 'admin', kind: 'button', name: 'file:upload' },
      { code: 'admin', kind: 'button', name: 'site:update' },
    ]);
    expect(await db.selectFrom('site').select('version').executeTakeFirstOrThrow()).toEqual({ version: 1 });
    const id = await db
      .insertInto('storedFile')
      .values({
        hash: 'a'.repeat(64),
        originalName: 'logo.png',
        mimeType: 'image/png',
        size: 10,
        visibility: 'public',
        width: 1,
        height: 1,
        uploaderId: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id.id).toBeGreaterThan(0);
    await expect(
      db
        .insertInto('storedFile')
        .values({
          hash: 'b'.repeat(64),
          originalName: 'x',
          mimeType: 'image/png',
          size: 1,
          visibility: 'secret',
          width: null,
          height: null,
          uploaderId: null,
          createdAt: now,
        })
        .execute(),
    ).rejects.toThrow();
    await db.destroy();
  });
});
