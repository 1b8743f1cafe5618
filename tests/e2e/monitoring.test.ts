/**
 * Monitoring in Chromium on the real build and server: the demo monitor books a visit on the
 * first demo project and the coordinator accepts it; the monitor verifies a draft AE (SDV)
 * and raises a query on its onset date; the coordinator answers from the AE and corrects the
 * date, which leaves the AE changed since verified; the monitor closes the query. axe checks
 * the monitoring page, the AE with its marks and the queries page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: the monitor and the coordinator are both on its team. */
const PROJECT = 1;
const PURPOSE = '第二次常规监查：核对不良事件原始记录';
const QUESTION = '发生日期与门诊病历不一致，请核实原始记录';

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next weekday at least two days after `day` (the default rules take Monday to Friday). */
function bookableDay(day: string): string {
  let next = dayAfter(day, 2);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = dayAfter(next, 1);
  return next;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

async function as(browser: Browser, userName: string, path: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, suite.server, userName, path);
  return page;
}

/** The AE's dialog with its SDV and query marks. */
async function openAe(page: Page, id: number) {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/ae?id=${id}`);
  const dialog = page.getByRole('dialog', { name: /^不良事件详情/ });
  const marks = dialog.getByRole('region', { name: 'SDV与质疑' });
  await marks.waitFor();
  return { dialog, marks };
}

describe('monitoring', () => {
  it('books and accepts a visit, verifies an AE, and settles a query on its onset date', async () => {
    const monitor = await as(suite.browser, 'monitor', `/staff/projects/${PROJECT}/monitoring`);
    const coordinator = await as(suite.browser, 'coordinator', `/staff/projects/${PROJECT}/monitoring`);
    const violations: string[] = [];
    try {
      // The monitor books a visit; the coordinator accepts it.
      const day = bookableDay(hospitalToday());
      await monitor.getByLabel('监查日期').fill(day);
      await monitor.getByLabel('监查目的').fill(PURPOSE);
      await monitor.getByRole('button', { name: '预约监查' }).click();
      const booked = monitor.getByRole('table', { name: '监查访视列表' }).getByRole('row').filter({ hasText: PURPOSE });
      await expect.poll(() => booked.textContent()).toContain('待确认');
      violations.push(...(await axeViolations(monitor)));
      await coordinator.reload();
      const row = coordinator
        .getByRole('table', { name: '监查访视列表' })
        .getByRole('row')
        .filter({ hasText: PURPOSE });
      await row.getByRole('button', { name: '接受' }).click();
      await expect.poll(() => row.textContent()).toContain('已接受');
      // The calendar shows the visit on its day with its status.
      await coordinator.getByRole('button', { name: '日历' }).click();
      if (day.slice(0, 7) !== hospitalToday().slice(0, 7))
        await coordinator.getByRole('button', { name: '下个月' }).click();
      const cell = coordinator.getByRole('cell', { name: new RegExp(`^${day}：`) });
      await expect.poll(() => cell.getByRole('button', { name: /^已接受 · / }).count()).toBeGreaterThan(0);
      violations.push(...(await axeViolations(coordinator)));

      // The monitor opens a draft AE, verifies it and raises a query on its onset date.
      await monitor.goto(`${suite.server.url}/staff/projects/${PROJECT}/ae?status=draft`);
      await monitor
        .getByRole('table', { name: '不良事件列表' })
        .getByRole('button', { name: /^查看 / })
        .first()
        .click();
      await monitor.waitForURL(/[?&]id=\d+/);
      const aeId = Number(new URL(monitor.url()).searchParams.get('id'));
      let { marks } = await openAe(monitor, aeId);
      await marks.getByRole('button', { name: '标记已SDV' }).click();
      await marks.getByText('已SDV', { exact: true }).waitFor();
      await marks.getByRole('button', { name: '发起质疑' }).click();
      const raise = monitor.getByRole('dialog', { name: /^发起质疑/ });
      await raise.getByRole('combobox', { name: '字段' }).click();
      await monitor.getByRole('listbox').getByRole('option', { name: '发生日期', exact: true }).click();
      await raise.getByLabel('质疑内容').fill(QUESTION);
      await raise.getByRole('button', { name: '发起质疑' }).click();
      await raise.waitFor({ state: 'detached' });
      await marks.getByText(QUESTION).waitFor();
      violations.push(...(await axeViolations(monitor)));

      // The coordinator answers from the AE and corrects the onset date.
      const site = await openAe(coordinator, aeId);
      const query = site.marks.locator('div').filter({ hasText: QUESTION }).last();
      await query.getByRole('button', { name: '回复' }).click();
      const answer = coordinator.getByRole('dialog', { name: '回复质疑' });
      await answer.getByRole('textbox').fill('已按门诊病历更正发生日期');
      await answer.getByRole('button', { name: /提交|保存|确定/ }).click();
      await answer.waitFor({ state: 'detached' });
      await site.marks.getByText(/已按门诊病历更正/).waitFor();
      await site.dialog.getByRole('button', { name: '编辑' }).click();
      const edit = coordinator.getByRole('dialog', { name: '编辑不良事件' });
      const onset = edit.getByLabel('开始日期');
      await onset.fill(dayAfter(await onset.inputValue(), 1));
      await edit.getByRole('button', { name: '保存' }).click();
      await edit.waitFor({ state: 'detached' });

      // The monitor sees the AE changed since verified, and closes the answered query.
      ({ marks } = await openAe(monitor, aeId));
      await marks.getByText('核查后已修改').waitFor();
      const answered = marks.locator('div').filter({ hasText: QUESTION }).last();
      await answered.getByRole('button', { name: '关闭质疑' }).click();
      await expect.poll(() => marks.getByText(QUESTION).count()).toBe(0);
      await monitor.goto(`${suite.server.url}/staff/projects/${PROJECT}/queries?status=closed`);
      await monitor.getByRole('table', { name: '质疑列表' }).getByText(QUESTION).waitFor();
      violations.push(...(await axeViolations(monitor)));
      expect(violations).toEqual([]);
    } finally {
      await monitor.context().close();
      await coordinator.context().close();
    }
  });
});
