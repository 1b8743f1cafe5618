import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_ICONS } from '../../../../shared/api/portal/pwa';
import { createTestApp } from '../../../test-support';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /manifest.webmanifest', () => {
  it('answers an installable manifest named after the demo hospital, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: '华康医院临床试验招募平台',
      short_name: '华康试验招募',
      theme_color: '#1565c0',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('follows the site settings, so each deployment installs under its own name', async () => {
    await t.db
      .updateTable('site')
      .set({ siteName: '东湖医院临床试验', shortName: '东湖试验', themeColor: '#2e7d32' })
      .where('id', '=', 1)
      .execute();
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: '东湖医院临床试验', short_name: '东湖试验', theme_color: '#2e7d32' });
    expect(manifest.icons).toEqual(MANIFEST_ICONS);
  });

  it('answers 404 before the site is set up', async () => {
    const empty = await createTestApp({ demo: false });
    const response = await empty.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(404);
    await empty.close();
  });
});
