/**
 * Quality control in Chromium on the real build and server: the institution's QC officer (qa,
 * 林静) opens a level-3 check task of a demo project, starts it, records a finding on
 * one of its items and sends it to the coordinator (刘洋) to rectify; the coordinator answers
 * it on the findings board with an evidence file; the QC officer accepts the rectification on
 * the task and sees the finding done. axe finds nothing on the plans page, the task list, the
 * task detail and the findings board.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

/** The demo projects qa and the coordinator are both on, each with a published QC plan. */
const PROJECTS = [1, 2, 3];
const PROBLEM = '第2例受试者知情同意书缺少研究者签名日期';
const CORRECTIVE = '已请研究者补签日期并在原始病历中说明';

/** Picks an option of the MUI select labelled `label` in the open dialog. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** axe's violations on the page as it is now, as 'rule: count (first target)'. */
async function violationsOn(page: Page, what: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${what} ${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

/**
 * Opens a level-3 task qa can start, as qa finds one: the task list filtered to level 3 and
 * overdue, then pending. The demo spreads its tasks over the statuses differently on each
 * project, so the first of the coordinator's projects that has one is taken. Returns the
 * project and the task's id.
 */
async function openStartableTask(page: Page): Promise<{ project: number; taskId: number }> {
  for (const project of PROJECTS) {
    for (const status of [30, 10]) {
      await page.goto(`${suite.server.url}/staff/projects/${project}/quality-tasks?level=3&status=${status}`);
      const table = page.getByRole('table', { name: '质控任务列表' });
      const link = table.getByRole('link', { name: /^查看 / }).first();
      await link.or(table.getByText('暂无数据')).waitFor();
      if ((await link.count()) === 0) continue;
      await link.click();
      await page.waitForURL(/\/quality-tasks\/\d+$/);
      return { project, taskId: Number(new URL(page.url()).pathname.split('/').pop()) };
    }
  }
  throw new Error("The demo has no pending or overdue level-3 task on the coordinator's projects");
}

/**
 * The coordinator answers on the findings board, filtered to the task's findings they must
 * rectify, with the corrective and preventive action and a PDF of evidence.
 */
async function answerAsCoordinator(page: Page, project: number, taskId: number): Promise<void> {
  await page.goto(`${suite.server.url}/staff/projects/${project}/quality-findings?taskId=${taskId}&mine=true`);
  const rows = page.getByRole('table', { name: '质控问题列表' }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(2);
  await rows.nth(1).getByRole('button', { name: '提交整改反馈' }).click();
  const answer = page.getByRole('dialog', { name: '提交整改反馈' });
  await answer.getByLabel('纠正措施').fill(CORRECTIVE);
  await answer.getByLabel('预防措施').fill('每例知情同意后由CRC当日核对签名与日期');
  await answer.locator('input[type=file]').setInputFiles({
    name: 'consent-resigned.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  // The uploaded file is listed under its own name.
  await expect.poll(() => answer.getByRole('button', { name: 'consent-resigned.pdf' }).count()).toBe(1);
  await answer.getByRole('button', { name: '保存' }).click();
  await answer.waitFor({ state: 'detached' });
  // Answered, it is no longer one the coordinator must rectify.
  await expect.poll(() => rows.nth(1).textContent()).toBe('没有符合条件的质控问题');
}

describe('quality control', () => {
  it('runs a level-3 check: start, record a finding, send, answer, accept', async () => {
    const qaContext = await newContext(suite.browser);
    const coordinatorContext = await newContext(suite.browser);
    try {
      const page = await qaContext.newPage();
      await signInAs(page, suite.server, 'qa', '/staff/projects/1/quality-plans');
      await page.getByRole('table', { name: '质控计划版本' }).getByRole('row').nth(1).waitFor();
      const found = await violationsOn(page, 'plans');

      const { project, taskId } = await openStartableTask(page);
      found.push(...(await violationsOn(page, 'detail')));
      await page.getByRole('button', { name: '开始质控' }).click();
      await page.getByRole('dialog', { name: '开始质控' }).getByRole('button', { name: '开始质控' }).click();
      await expect.poll(() => page.getByRole('main').textContent()).toContain('处理中');

      // A finding on the first item, about no particular subject.
      await page
        .getByRole('button', { name: /^记录问题：/ })
        .first()
        .click();
      const record = page.getByRole('dialog', { name: '记录质控问题' });
      await choose(page, '严重程度', '主要');
      await record.getByLabel('问题描述').fill(PROBLEM);
      await record.getByRole('button', { name: '保存' }).click();
      await record.waitFor({ state: 'detached' });
      const row = page.getByTestId('task-finding').filter({ hasText: PROBLEM });
      await expect.poll(() => row.textContent()).toContain('质控中');

      await row.getByRole('button', { name: '下发整改' }).click();
      const send = page.getByRole('dialog', { name: '下发整改' });
      await choose(page, '整改责任人', /^刘洋（coordinator）$/);
      await send.getByRole('button', { name: '保存' }).click();
      await send.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('整改中');

      const coordinator = await coordinatorContext.newPage();
      await signInAs(coordinator, suite.server, 'coordinator', `/staff/projects/${project}/quality-tasks`);
      await answerAsCoordinator(coordinator, project, taskId);
      found.push(...(await violationsOn(coordinator, 'findings')));

      await page.reload();
      await expect.poll(() => row.textContent()).toContain('已反馈');
      expect(await row.textContent()).toContain(CORRECTIVE);
      await row.getByRole('button', { name: '确认整改完成' }).click();
      const accept = page.getByRole('dialog', { name: '确认整改完成' });
      await accept.getByLabel('核查意见').fill('补签到位');
      await accept.getByRole('button', { name: '保存' }).click();
      await accept.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('已完成');
      expect(await row.getByRole('button').count()).toBe(0);

      await page.goto(`${suite.server.url}/staff/projects/${project}/quality-tasks`);
      await page.getByRole('table', { name: '质控任务列表' }).getByRole('link').first().waitFor();
      found.push(...(await violationsOn(page, 'tasks')));
      expect(found).toEqual([]);
    } finally {
      await qaContext.close();
      await coordinatorContext.close();
    }
  }, 240_000);
});
