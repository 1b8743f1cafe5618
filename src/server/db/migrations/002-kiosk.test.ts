import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase } from '../../test-support';
import { migrateToLatest } from '../migrate';
import * as initial from './001-initial';

describe('migration 002-kiosk', () => {
  it('adds the kiosk settings to a site created before it, off and 90 seconds by default', async () => {
    const db = await openTestDatabase({ migrated: false });
    const onlyInitial = new Migrator({ db, provider: { getMigrations: async () => ({ '001-initial': initial }) } });
    await onlyInitial.migrateToLatest();
    // The site row as the initial schema knew it, before the kiosk columns existed.
    await sql`insert into site (id, web_ico, site_name, short_name, theme_color, qr_code, code, endpoint,
      login_back_image, login_logo, hospital_name_full, official_website)
      values (1, '', 'Old site', 'Old', '#000000', '', 'old', '', '', '', 'Old hospital', '')`.execute(db);
    await migrateToLatest(db);
    const site = await db.selectFrom('site').select(['siteName', 'kioskMode', 'kioskIdleSeconds']).executeTakeFirst();
    expect(site).toEqual({ siteName: 'Old site', kioskMode: 0, kioskIdleSeconds: 90 });
    await db.destroy();
  });

  it('exposes the kiosk settings in site-info', async () => {
    const t = await createTestApp();
    const before = (await t.app.inject({ method: 'GET', url: '/api/portal/site-info' })).json();
    expect(before.data.site).toMatchObject({ kioskMode: false, kioskIdleSeconds: 90 });
    await t.db.updateTable('site').set({ kioskMode: 1, kioskIdleSeconds: 45 }).execute();
    const after = (await t.app.inject({ method: 'GET', url: '/api/portal/site-info' })).json();
    expect(after.data.site).toMatchObject({ kioskMode: true, kioskIdleSeconds: 45 });
    await t.close();
  });
});
