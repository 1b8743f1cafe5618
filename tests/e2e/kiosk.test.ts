/**
 * Kiosk mode in real Chromium (issue 6, 'must show' g): `?kiosk=1` turns it on; after the
 * site's idle time the screen returns home with an empty search, closes the open dialog,
 * and keeps nothing that was typed, on screen or in the saved offline data.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, useBrowserSuite } from './harness';
import { persistedQueryKeys, waitForPersisted } from './offline-helpers';

// Long enough for a loaded machine to show and save the search before the kiosk resets.
const IDLE_SECONDS = 10;

const suite = useBrowserSuite();
beforeAll(() => {
  const db = new Database(join(suite.server.dataDir, 'portal.db'));
  db.prepare('update site set kiosk_idle_seconds = ?').run(IDLE_SECONDS);
  db.close();
});

describe('kiosk mode', () => {
  it('(g) returns home after the idle time, closing dialogs and forgetting what was typed', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/?kiosk=1`);
    const cards = page.getByTestId('project-card');
    await cards.first().waitFor();
    expect(await page.locator('html').getAttribute('data-kiosk')).toBe('on');
    // Larger text through the theme (body2 is 14 px by default), and no personal-device actions.
    const fieldSize = await cards
      .first()
      .locator('p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(fieldSize).toBeGreaterThanOrEqual(17);
    expect(await page.getByRole('button', { name: '离线保存' }).count()).toBe(0);

    const search = page.getByRole('searchbox', { name: '项目名称、疾病、试验药物名称' });
    await search.fill('肺癌');
    await page.waitForURL(/keyword=/);
    await waitForPersisted(page, (key) => JSON.stringify(key).includes('肺癌'));
    await cards.first().getByRole('heading').getByRole('button').click();
    await page.getByRole('dialog').waitFor();

    // From here the screen's clock moves only when told, so the idle time is counted exactly;
    // a pointer move (activity) starts it afresh at that instant.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(1, 1);
    await page.clock.runFor(IDLE_SECONDS * 1000 - 1);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('肺癌');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.clock.runFor(1);
    await page.clock.resume();
    await page.waitForFunction(
      () =>
        location.pathname === '/' &&
        location.search === '' &&
        document.querySelector('[role="dialog"]') === null &&
        document.querySelector<HTMLInputElement>('input[type="search"]')?.value === '',
    );
    await cards.first().waitFor();
    // The typed search is gone from the device too, once the next save has run.
    await expect.poll(async () => JSON.stringify(await persistedQueryKeys(page))).not.toContain('肺癌');
    await context.close();
  });

  it('stays off without the setting or the URL switch', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await page.getByTestId('project-card').first().waitFor();
    expect(await page.locator('html').getAttribute('data-kiosk')).toBeNull();
    expect(await page.getByRole('button', { name: '离线保存' }).count()).toBe(1);
    await context.close();
  });
});
