/**
 * Subject recruitment in Chromium on the real build and server: the demo coordinator runs
 * matching on the first demo project, opens a candidate who meets the criteria, reads the
 * reasons per criterion, suggests them for the group, records a willing contact and starts
 * their screening as a subject; the project's funnel counts one more willing candidate and
 * one more subject in screening.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

/** The first demo project: the coordinator is on its team, and it has published rules. */
const PROJECT = 1;

/** A stage's count in the funnel page's table of stages. */
async function stageCount(page: Page, stage: string): Promise<number> {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/funnel`);
  const table = page.getByRole('table', { name: '各阶段人数与转化率' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: stage, exact: true }) });
  await row.waitFor();
  // The stage is the row's header; its first cell is the count.
  return Number(await row.getByRole('cell').first().textContent());
}

describe('subject recruitment', () => {
  it('runs matching, follows a candidate up with their reasons, enrols them, and the funnel moves', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/funnel`);
      const willingBefore = await stageCount(page, '有意愿');
      const screeningBefore = await stageCount(page, '进入筛选');

      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/candidates`);
      await page.getByRole('button', { name: '运行匹配' }).click();
      await page.getByText(/^已匹配 50 位患者$/).waitFor();

      // A pre-screen eligible candidate, not yet suggested nor contacted (the status filter, from the URL).
      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/candidates?status=recruitDone&size=40`);
      const table = page.getByRole('table', { name: '候选患者列表' });
      const rows = table.getByRole('row').filter({ hasText: '初筛符合' });
      await rows.first().waitFor();
      let opened = false;
      for (let index = 0; index < (await rows.count()) && !opened; index += 1) {
        const cells = rows.nth(index).getByRole('cell');
        if ((await cells.nth(4).textContent()) !== '—' || (await cells.nth(5).textContent()) !== '—') continue;
        await rows.nth(index).getByRole('link').click();
        opened = true;
      }
      expect(opened).toBe(true);
      await page.waitForURL(/\/candidates\/\d+$/);

      // The reasons: every inclusion criterion met, with the data that decided it.
      const inclusion = page.getByRole('region', { name: '入选标准' });
      await inclusion.waitFor();
      expect(await inclusion.getByLabel('符合', { exact: true }).count()).toBeGreaterThanOrEqual(3);
      expect(await inclusion.textContent()).toMatch(/年龄 \d+ 岁/);
      expect(await page.getByRole('region', { name: '身份信息' }).textContent()).toContain('每次查看都会记入审计日志');

      await page.getByRole('button', { name: '推荐入组' }).click();
      await page.getByRole('button', { name: '取消推荐' }).waitFor();

      await page.getByRole('button', { name: '记录联系' }).click();
      const contact = page.getByRole('dialog', { name: '记录联系' });
      await contact.getByRole('combobox', { name: /联系方式/ }).click();
      await page.getByRole('option', { name: '电话' }).click();
      await contact.getByRole('radio', { name: '愿意', exact: true }).check();
      await contact.getByRole('textbox', { name: '备注' }).fill('患者本人接听，愿意来院筛选');
      await contact.getByRole('button', { name: '保存' }).click();
      await contact.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('region', { name: '联系记录' }).textContent()).toContain('愿意');

      await page.getByRole('button', { name: '入组筛选' }).click();
      const enrol = page.getByRole('dialog', { name: '入组筛选' });
      const today = await enrol.getByLabel('筛选日期').inputValue();
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await enrol.getByLabel('知情同意日期').fill(today);
      await enrol.getByRole('button', { name: '入组筛选' }).click();
      await enrol.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText(/^受试者：.+（筛选中）$/).count()).toBe(1);

      expect(await stageCount(page, '有意愿')).toBe(willingBefore + 1);
      expect(await stageCount(page, '进入筛选')).toBe(screeningBefore + 1);
    } finally {
      await context.close();
    }
  });
});
