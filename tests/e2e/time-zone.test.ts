/**
 * One time zone: the coordinator's pages read the same in a browser set to UTC and in one set
 * to China Standard Time (UTC+8). Every date and time on them is the hospital's, whatever the
 * browser's zone; a date or time formatted in the browser's zone would differ by eight hours.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const PROJECT = 1;
const PAGES = [
  '/staff/tasks',
  '/staff/projects',
  `/staff/projects/${PROJECT}/overview`,
  `/staff/projects/${PROJECT}/milestones`,
  `/staff/projects/${PROJECT}/candidates`,
  `/staff/projects/${PROJECT}/subjects`,
  `/staff/projects/${PROJECT}/visits`,
  `/staff/projects/${PROJECT}/ae`,
  `/staff/projects/${PROJECT}/sae`,
  `/staff/projects/${PROJECT}/violations`,
];

async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(`${suite.server.url}${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByRole('main').innerText();
}

/** The same page in both browsers; once more if a clock ticked over a minute in between. */
async function bothTexts(utc: Page, shanghai: Page, path: string): Promise<[string, string]> {
  let texts: [string, string] = [await mainText(utc, path), await mainText(shanghai, path)];
  if (texts[0] !== texts[1]) texts = [await mainText(utc, path), await mainText(shanghai, path)];
  return texts;
}

describe('one time zone', () => {
  it('shows the same dates and times in a UTC browser and a UTC+8 browser', async () => {
    const utcContext = await newContext(suite.browser, { timezoneId: 'UTC' });
    const shanghaiContext = await newContext(suite.browser, { timezoneId: 'Asia/Shanghai' });
    try {
      const utc = await utcContext.newPage();
      const shanghai = await shanghaiContext.newPage();
      // The two browsers really are in different zones.
      const offsets = await Promise.all(
        [utc, shanghai].map((page) => page.evaluate(() => new Date().getTimezoneOffset())),
      );
      expect(offsets).toEqual([0, -480]);
      await signInAs(utc, suite.server, 'coordinator', '/staff');
      await signInAs(shanghai, suite.server, 'coordinator', '/staff');

      const subjectLink = utc.getByRole('link', { name: /^查看受试者 / }).first();
      await utc.goto(`${suite.server.url}/staff/projects/${PROJECT}/subjects`);
      const subjectPage = (await subjectLink.getAttribute('href')) ?? '';
      expect(subjectPage).toMatch(/\/subjects\/\d+$/);

      let daysSeen = 0;
      let timesSeen = 0;
      for (const path of [...PAGES, subjectPage]) {
        const [inUtc, inShanghai] = await bothTexts(utc, shanghai, path);
        expect(inUtc, path).toBe(inShanghai);
        daysSeen += (inUtc.match(/\d{4}-\d{2}-\d{2}/g) ?? []).length;
        timesSeen += (inUtc.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g) ?? []).length;
      }
      // Days and times of day were compared (SAE learned times, the audit trail, revisions).
      expect(daysSeen).toBeGreaterThan(50);
      expect(timesSeen).toBeGreaterThan(5);
    } finally {
      await utcContext.close();
      await shanghaiContext.close();
    }
  }, 480_000);
});
