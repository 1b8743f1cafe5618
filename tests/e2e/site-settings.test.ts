/**
 * Site settings in Chromium on the real build and server: an administrator renames the
 * site and uploads a new home logo; after a reload the public home (server-rendered, then
 * hydrated) shows the new name and logo, and the web app manifest has the new name.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../../src/shared/api/portal/pwa';
import { newContext, useBrowserSuite, waitForApp } from './harness';

const NEW_NAME = '东湖大学附属医院临床试验招募平台';
const INDEX_LOGO_LABEL = /^首页标志/;

const suite = useBrowserSuite();

async function signInAsAdministrator(page: Page): Promise<void> {
  const admin = suite.server.staff.find((staff) => staff.userName === 'sysadmin');
  if (!admin) throw new Error('No demo administrator');
  await page.goto(`${suite.server.url}/login?redirect=${encodeURIComponent('/staff/site')}`);
  await page.getByRole('textbox', { name: /^用户名/ }).fill(admin.userName);
  await page.getByLabel(/^密码/).fill(admin.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${suite.server.url}/staff/site`);
}

describe('site settings', () => {
  it('an administrator renames the site and uploads a home logo; the portal and manifest follow', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAsAdministrator(page);
      await page.getByRole('heading', { name: '站点设置', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: /^站点名称/ }).waitFor();
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);

      const name = page.getByRole('textbox', { name: /^站点名称/ });
      await name.fill(NEW_NAME);
      const logoField = page.getByRole('group', { name: INDEX_LOGO_LABEL });
      await logoField.locator('input[type="file"]').setInputFiles({
        name: '东湖标志.png',
        mimeType: 'image/png',
        buffer: readFileSync('public/icons/icon-512.png'),
      });
      const preview = logoField.getByRole('img');
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
      const logoUrl = await preview.getAttribute('src');

      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();

      // The server-rendered page itself (before any script) has them.
      const html = await (await fetch(`${suite.server.url}/`)).text();
      expect(html).toContain(NEW_NAME);
      expect(html).toContain(`src="${logoUrl}"`);

      await page.goto(`${suite.server.url}/`);
      await page.reload();
      await waitForApp(page);
      await expect.poll(() => page.getByRole('banner').textContent()).toContain(NEW_NAME);
      const logo = page.getByTestId('site-logo');
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toBe(logoUrl);
      // The image really loads (same origin, allowed by the page's CSP).
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

      const manifest = await page.evaluate(async (path) => (await fetch(path)).json(), MANIFEST_PATH);
      expect(manifest.name).toBe(NEW_NAME);
    } finally {
      await context.close();
    }
  });
});
