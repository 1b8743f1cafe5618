import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_THROTTLE_MS } from '../../src/shared/domain/constants';
import { newContext, settleAnimations, useBrowserSuite, waitForApp } from './harness';

let context: BrowserContext | undefined;

const suite = useBrowserSuite();
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openHome(path = '/'): Promise<Page> {
  context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${path}`);
  await page.getByTestId('project-card').first().waitFor();
  await waitForApp(page);
  return page;
}

const isListRequest = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/portal/projects';

/**
 * Violations axe-core finds on the page once it is still (rule id and offending nodes):
 * running transitions (a dialog fading in) are awaited, or axe measures half-faded text.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('project-card').getByRole('heading').allTextContents();
}

/**
 * Scrolls the page to `y` and lets the scroll be handled: the scroll event, the page's
 * throttle window (on the page's clock, moved on rather than waited for) and React's render.
 */
async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
  await page.clock.runFor(SCROLL_THROTTLE_MS);
  // React renders in a message task queued before this one.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

describe('home page in Chromium', () => {
  it('lists ten recruiting demo projects under the banner and search bar', async () => {
    const page = await openHome();
    expect(await page.getByTestId('project-card').count()).toBe(10);
    expect(await page.title()).toBe('首页');
    expect(await page.getByRole('img', { name: '参与临床试验 共创医学未来' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('searchbox', { name: '项目名称、疾病、试验药物名称' }).isVisible()).toBe(true);
    expect(await page.getByText('招募中').count()).toBeGreaterThanOrEqual(10);
  });

  it('finds projects by a 2-character Chinese disease name, and only those', async () => {
    const page = await openHome();
    const request = page.waitForRequest(
      (req) =>
        isListRequest(req.url(), req.method()) && new URLSearchParams(req.postData() ?? '').get('keyword') === '胃癌',
    );
    await page.getByRole('searchbox').pressSequentially('胃癌');
    await request;
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.getByTestId('project-card').count()).toBeLessThan(10);
    const cards = await page.getByTestId('project-card').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain('胃癌');
  });

  it('searches two trial stages comma-joined, pages, resizes and restores it all on reload', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: '高级搜索', exact: true }).click();
    const panel = page.getByRole('region', { name: '高级搜索条件' });
    const stages = panel.getByRole('group', { name: '试验分期' });
    await stages.getByRole('checkbox', { name: 'Ⅱ期' }).check();
    await stages.getByRole('checkbox', { name: 'Ⅲ期' }).check();
    const request = page.waitForRequest(
      (req) => isListRequest(req.url(), req.method()) && (req.postData() ?? '').includes('trialStages'),
    );
    await panel.getByRole('button', { name: '搜索', exact: true }).click();
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(body.get('trialStages')).toBe('2,3');
    expect(body.get('offset')).toBe('0');

    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(10);

    await page.getByRole('combobox', { name: '每页条数' }).selectOption('20');
    await page.waitForURL(/size=20/);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(20);
    const url = page.url();
    const titles = await cardTitles(page);
    for (const card of await page.getByTestId('project-card').allTextContents()) expect(card).toMatch(/Ⅱ期|Ⅲ期/);

    await page.reload();
    await page.getByTestId('project-card').first().waitFor();
    await waitForApp(page);
    expect(page.url()).toBe(url);
    await expect.poll(() => cardTitles(page)).toEqual(titles);
    expect(await page.getByRole('combobox', { name: '每页条数' }).inputValue()).toBe('20');
    await page.getByRole('button', { name: '高级搜索', exact: true }).click();
    expect(await stages.getByRole('checkbox', { name: 'Ⅱ期' }).isChecked()).toBe(true);
    expect(await stages.getByRole('checkbox', { name: 'Ⅲ期' }).isChecked()).toBe(true);
    expect(await stages.getByRole('checkbox', { name: 'Ⅰ期' }).isChecked()).toBe(false);
  });

  it('fixes the search bar at the top past the banner without moving the page', async () => {
    const page = await openHome();
    const bar = page.getByTestId('search-bar');
    const heading = page.getByRole('heading', { level: 1 });
    const headingTop = () => heading.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();
    const bannerBottom = await page
      .getByTestId('banner')
      .evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
    await scrollAndSettle(page, bannerBottom - 40);
    expect(await bar.getAttribute('data-sticky')).toBe('false');
    await page.evaluate((y) => window.scrollTo(0, y), bannerBottom - 20);
    await expect.poll(() => bar.getAttribute('data-sticky'), { timeout: 2000 }).toBe('true');
    expect(await bar.evaluate((node) => node.getBoundingClientRect().top)).toBe(0);
    expect(await headingTop()).toBe(before);
  });

  it('opens the project dialog from a title and gives focus back to it on close', async () => {
    const page = await openHome();
    const title = page.getByTestId('project-card').first().getByRole('heading').getByRole('button');
    const name = await title.innerText();
    await title.click();
    const dialog = page.getByRole('dialog', { name: '项目信息' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { level: 2, name }).waitFor();
    const width = await dialog.evaluate((node) => node.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeCloseTo(0.8, 1);
    await dialog.getByRole('button', { name: '全屏显示' }).click();
    await expect
      .poll(() => dialog.evaluate((node) => node.getBoundingClientRect().width))
      .toBe(page.viewportSize()?.width);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => title.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("opens 'view details' in a new tab on the right project", async () => {
    const page = await openHome();
    const card = page.getByTestId('project-card').nth(1);
    const name = await card.getByRole('heading').innerText();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: /查看详情/ }).click(),
    ]);
    await tab.waitForURL(/\/projectdviewetail\/\d+$/);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).first().innerText()).toBe(name);
    expect(page.url()).toBe(`${suite.server.url}/`);
  });

  it('has no axe-core violations on the page, with the panel open and with the dialog open', async () => {
    const page = await openHome();
    // The slider (dots, arrows, pause button) replaces the static banner once the page is idle.
    await page.getByRole('button', { name: '暂停轮播' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '高级搜索', exact: true }).click();
    await page.getByRole('region', { name: '高级搜索条件' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const title = page.getByTestId('project-card').first().getByRole('heading').getByRole('button');
    await title.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
