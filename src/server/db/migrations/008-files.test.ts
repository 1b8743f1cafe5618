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
    const now = '2026-03-18T02:00:00.000Z';
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
    // Raw SQL: the table as this migration made it (later migrations add columns).
    const id = await sql<{ id: number }>`insert into stored_file
      (hash, original_name, mime_type, size, visibility, width, height, uploader_id, created_at)
      values (${'a'.repeat(64)}, 'logo.png', 'image/png', 10, 'public', 1, 1, null, ${now}) returning id`.execute(db);
    expect(id.rows[0]?.id).toBeGreaterThan(0);
    await expect(
      sql`insert into stored_file (hash, original_name, mime_type, size, visibility, created_at)
        values (${'b'.repeat(64)}, 'x', 'image/png', 1, 'secret', ${now})`.execute(db),
    ).rejects.toThrow();
    await db.destroy();
  });
});
