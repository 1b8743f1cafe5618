/**
 * Subject visits in Chromium on the real build and server: the demo coordinator publishes
 * the first demo project's draft visit plan, adds and enrols a subject, sees the
 * subject's calendar generated from the new plan version, records a visit, and downloads
 * the schedule as an .ics file that an iCalendar parser reads back with the right days.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: the coordinator is on its team; the demo gives it a draft plan (v2). */
const PROJECT = 1;

/** Adds a subject in screening (informed consent today) and enrols them; answers their number. */
async function enrolNewSubject(page: Page, today: string): Promise<string> {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/subjects`);
  const table = page.getByRole('table', { name: '受试者列表' });
  await page.getByRole('button', { name: '新增受试者' }).click();
  const add = page.getByRole('dialog', { name: '新增受试者' });
  await add.getByLabel('姓名缩写').fill('ZJG');
  await add.getByLabel('筛选日期').fill(today);
  await add.getByLabel('知情同意日期').fill(today);
  await add.getByRole('button', { name: '保存' }).click();
  await add.waitFor({ state: 'detached' });
  const added = table.getByRole('row').filter({ hasText: 'ZJG' });
  await added.waitFor();
  const number = ((await added.getByRole('cell').first().textContent()) ?? '').trim();
  expect(number).not.toBe('');

  await added.getByRole('button', { name: `${number} 的操作` }).click();
  await page.getByRole('menuitem', { name: '入组', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `入组 · ${number}` });
  await dialog.getByLabel(/^日期/).fill(today);
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => added.textContent()).toContain('已入组');
  return number;
}

describe('subject visits', () => {
  it('publishes a plan, enrols a subject, records a visit and exports a schedule that parses', async () => {
    const context = await newContext(suite.browser, { acceptDownloads: true });
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/visit-plans`);
      const versions = page.getByRole('table', { name: '访视计划版本' });
      const draft = versions.getByRole('row').filter({ hasText: '草稿' });
      await draft.getByRole('button', { name: '发布' }).click();
      const publish = page.getByRole('dialog', { name: '发布访视计划' });
      await publish.getByRole('button', { name: '发布' }).click();
      await page.getByText(/^已发布版本 2/).waitFor();

      const today = hospitalToday();
      const number = await enrolNewSubject(page, today);

      // The subject's calendar, generated at enrolment from the plan just published.
      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/visits`);
      await page.getByRole('combobox', { name: '受试者' }).click();
      await page.getByRole('option', { name: new RegExp(`^${number} `) }).click();
      const calendar = page.getByRole('table', { name: '访视日历' });
      await calendar.waitFor();
      expect(await page.getByText(/第 2 版/).count()).toBeGreaterThan(0);
      const first = calendar.getByRole('button', { name: /^记录访视 / }).first();
      const visitName = ((await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '')
        .replace(/^记录访视 /, '')
        .trim();
      await first.click();
      const record = page.getByRole('dialog', { name: `记录访视：${visitName}` });
      await record.getByLabel('执行日期').fill(today);
      const activities = record.getByRole('checkbox');
      if ((await activities.count()) > 0) await activities.first().check();
      await record.getByRole('button', { name: '保存' }).click();
      await record.waitFor({ state: 'detached' });
      const row = calendar.getByRole('row').filter({ hasText: visitName }).first();
      await expect.poll(() => row.textContent()).toContain('已完成');

      // The coordinator's schedule as an iCalendar file: the subject's upcoming visits, all-day, on their days.
      await page.goto(`${suite.server.url}/staff/visit-schedule?view=month`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出日历' }).click();
      const file = await (await download).path();
      const component = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
      const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const ours = events.filter((event) => event.summary.startsWith(`${number} `));
      expect(ours.length).toBeGreaterThan(0);
      for (const event of ours) {
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString() >= today).toBe(true);
        expect(event.uid).toMatch(/^visit-\d+@/);
      }
    } finally {
      await context.close();
    }
  });
});
