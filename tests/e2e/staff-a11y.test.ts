/**
 * Every staff page a role's navigation offers, checked with axe in Chromium for two roles
 * (the administrator and the coordinator), plus their account page and a subject's page; the
 * administration pages on a 390 px phone, none wider than the screen; and the skip link that
 * takes a keyboard user past the navigation to the page's content. The navigation, the same on
 * every page, is checked on a role's first page only (axe takes about a second a page).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite, waitForApp } from './harness';

const suite = useBrowserSuite();

/** The hrefs of the staff navigation's links, in order. */
async function navigationTargets(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: '工作台导航' });
  await navigation.waitFor();
  const hrefs = await navigation
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/staff')))];
}

const NAVIGATION = 'nav[aria-label="工作台导航"]';

/**
 * axe's violations on the page once it shows its content, as 'rule: count (first target)';
 * the whole page, or all but the navigation.
 */
async function violationsOf(page: Page, path: string, navigation: 'with' | 'without'): Promise<string[]> {
  await page.goto(`${suite.server.url}${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const builder = new AxeBuilder({ page });
  const { violations } = await (navigation === 'with' ? builder : builder.exclude(NAVIGATION)).analyze();
  return violations.map(
    (violation) => `${path} ${violation.id}: ${violation.nodes.length} (${violation.nodes[0]?.target.join(' ')})`,
  );
}

/** The path of the first subject's page of the first demo project, from its subjects list. */
async function firstSubjectPage(page: Page): Promise<string> {
  await page.goto(`${suite.server.url}/staff/projects/1/subjects`);
  const link = page.getByRole('link', { name: /^查看受试者 / }).first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/staff\/projects\/1\/subjects\/\d+$/);
  return href;
}

describe('staff pages and axe', () => {
  for (const role of ['sysadmin', 'coordinator']) {
    it(`finds no violation on any page the ${role} can open`, async () => {
      const context = await newContext(suite.browser);
      try {
        const page = await context.newPage();
        await signInAs(page, suite.server, role, '/staff');
        const targets = [...(await navigationTargets(page)), '/staff/account'];
        expect(targets.length).toBeGreaterThan(5);
        if (role === 'coordinator') targets.push(await firstSubjectPage(page));
        const found: string[] = [];
        for (const [index, target] of targets.entries())
          found.push(...(await violationsOf(page, target, index === 0 ? 'with' : 'without')));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    }, 480_000);
  }
});

describe('staff pages on a phone', () => {
  it('lets no administration page scroll sideways at 390 px', async () => {
    const context = await newContext(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'sysadmin', '/staff');
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      const targets = await navigationTargets(page);
      await page.keyboard.press('Escape');
      const wide: string[] = [];
      for (const target of targets) {
        await page.goto(`${suite.server.url}${target}`);
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${target}: ${width} px`);
      }
      expect(wide).toEqual([]);
    } finally {
      await context.close();
    }
  }, 480_000);
});

describe('skip link', () => {
  it('takes a keyboard user from the first Tab to the page content', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'coordinator', '/staff/tasks');
      // As a keyboard user finds the page when it opens.
      await page.reload();
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await waitForApp(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '跳到主要内容' });
      await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
