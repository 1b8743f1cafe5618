import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

async function targets(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation').first();
  await navigation.waitFor();
  const hrefs = await navigation.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/staff')))];
}

it('probe', async () => {
  const out: string[] = [];
  for (const role of ['coordinator', 'sysadmin']) {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await signInAs(page, suite.server, role, '/staff');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    const list = await targets(page);
    for (const target of list) {
      await page.goto(`${suite.server.url}${target}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const texts = await page.evaluate(() => {
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent?.trim() ?? '';
          if (/[\u4e00-\u9fff]/.test(text)) found.add(text.slice(0, 40));
        }
        for (const el of document.querySelectorAll('main [aria-label], main [placeholder], main [title]')) {
          for (const a of ['aria-label', 'placeholder', 'title']) {
            const v = el.getAttribute(a) ?? '';
            if (/[\u4e00-\u9fff]/.test(v)) found.add(`@${a}: ${v.slice(0, 40)}`);
          }
        }
        return [...found];
      });
      out.push(`## ${role} ${target}`, ...texts.slice(0, 40));
    }
    await context.close();
  }
  writeFileSync('/tmp/probe/english.txt', out.join('\n'));
}, 900_000);
