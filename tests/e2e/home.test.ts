import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, launchBrowser, newContext, removeDir, startServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDir(server.dataDir);
});

describe('the built app in Chromium', () => {
  it('lists the demo projects on the home page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    const cards = page.getByTestId('project-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(await page.title()).toBe('首页');
    await context.close();
  });

  it('opens a project detail page from a card', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    const firstCard = page.getByTestId('project-card').first();
    const name = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('link').click();
    await page.waitForURL(/\/projectdviewetail\/\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    await context.close();
  });
});
