/**
 * The subject's page in Chromium on the real build and server: the demo coordinator opens
 * the task inbox of the first demo project, follows '查看受试者' on a task that concerns a
 * subject, and finds that subject's page with every section (identity, consent, screening
 * and enrolment, randomisation, status history, visits, AEs, SAEs, con-meds, deviations,
 * contacts, audit trail), reachable from the page's table of contents.
 */
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: the coordinator is on its team and the demo gives it subjects with tasks. */
const PROJECT = 1;
const SECTIONS = [
  '身份信息',
  '知情同意',
  '筛选与入组',
  '随机化',
  '状态变更记录',
  '访视日历',
  '不良事件（AE）',
  '严重不良事件（SAE）',
  '合并用药',
  '方案偏离',
  '联系记录',
  '稽查轨迹',
];

describe("the subject's page", () => {
  it('opens from an inbox task and shows every section of the subject', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'coordinator', `/staff/tasks?projectId=${PROJECT}`);
      // Before signing in the app asks who is signed in and gets its expected 401; from here on, no error.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.getByText(`今天 ${hospitalToday()}`).waitFor();
      const link = page
        .getByRole('table')
        .getByRole('link', { name: /^查看受试者 / })
        .first();
      const number = ((await link.getAttribute('aria-label')) ?? '').replace('查看受试者 ', '');
      expect(number).not.toBe('');
      await link.click();
      await page.waitForURL(new RegExp(`/staff/projects/${PROJECT}/subjects/\\d+$`));

      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`受试者详情 · ${number}`);
      for (const title of SECTIONS) {
        const section = page.getByRole('region', { name: title, exact: true });
        await section.getByRole('heading', { level: 2, name: title }).waitFor();
      }
      const identity = page.getByRole('region', { name: '身份信息', exact: true });
      expect(await identity.textContent()).toContain(number);
      // The coordinator holds every page the sections come from: none says it is hidden.
      expect(await page.getByText('您的角色无权查看此部分').count()).toBe(0);
      expect(await page.getByRole('region', { name: '状态变更记录' }).getByRole('row').count()).toBeGreaterThan(1);

      const contents = page.getByRole('navigation', { name: '页面目录' });
      await contents.getByRole('link', { name: '稽查轨迹' }).click();
      await page.waitForURL(/#subject-audit$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
