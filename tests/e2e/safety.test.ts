/**
 * Safety events in Chromium on the real build and server: the demo investigator records a
 * serious adverse event on the first demo project, finds 'raise an SAE' in the task inbox,
 * raises the SAE report, reads its 24-hour due time, attaches the signed form (the demo
 * rules require one), submits it and gets its number; the inbox then no longer lists it.
 * The demo's SAE draft learned 30 hours ago is flagged overdue in the list and the inbox.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: the investigator is on its team and the demo published its safety rules. */
const PROJECT = 1;
const TERM = '发热性中性粒细胞减少症';
/** The smallest file a PDF reader opens: what the site scans and attaches as the signed SAE form. */
const SIGNED_FORM = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Picks an option of the MUI select labelled `label` in `scope` (the first one when `option` is omitted). */
async function choose(page: Page, label: string, option?: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  const item = option
    ? listbox.getByRole('option', { name: option, exact: true })
    : listbox.getByRole('option').first();
  await item.click();
  await listbox.waitFor({ state: 'detached' });
}

async function recordSeriousAe(page: Page, today: string): Promise<void> {
  await page.getByRole('button', { name: '新增不良事件' }).click();
  const dialog = page.getByRole('dialog', { name: '新增不良事件' });
  await choose(page, '受试者');
  await dialog.getByLabel('不良事件名称').fill(TERM);
  await dialog.getByLabel('开始日期').fill(today);
  await choose(page, '严重程度', '重度');
  await choose(page, '是否严重', '是');
  await dialog.getByRole('checkbox', { name: '导致住院或住院时间延长' }).check();
  await choose(page, '与试验药物关系', '很可能有关');
  await choose(page, '采取措施', '暂停用药');
  await choose(page, '转归', '好转');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens the project's task inbox (of one kind of task when given) and waits for its data. */
async function openInbox(page: Page, kind?: string): Promise<void> {
  await page.goto(`${suite.server.url}/staff/tasks?projectId=${PROJECT}${kind ? `&kind=${kind}` : ''}`);
  // The server's day, shown once the inbox has answered: the test run's day.
  await page.getByText(`今天 ${hospitalToday()}`).waitFor();
}

/**
 * Narrows the inbox to one kind of task with its chip, as a user does: the task sought is
 * then on the first page however many others are due.
 */
async function showOnly(page: Page, kind: 'aeSubmit' | 'saeRaise', label: string): Promise<void> {
  await page
    .getByRole('group', { name: '任务类型' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await page.waitForURL(new RegExp(`kind=${kind}`));
}

/** Submitting is an electronic signature: the signer re-enters the password (SignatureDialog). */
async function signWithPassword(dialog: Locator, password: string): Promise<void> {
  await dialog.getByLabel('登录密码').fill(password);
  await dialog.getByRole('button', { name: '签名并提交' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('safety events', () => {
  it('records a serious AE, raises and submits its SAE in time, and the inbox follows', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${PROJECT}/ae`);
      const investigatorPassword =
        suite.server.staff.find((staff) => staff.userName === 'investigator')?.password ?? '';
      const today = hospitalToday();
      await recordSeriousAe(page, today);
      const aeRow = page.getByRole('table', { name: '不良事件列表' }).getByRole('row').filter({ hasText: TERM });
      await expect.poll(() => aeRow.textContent()).toContain('需上报SAE');

      // The inbox lists the AE to submit and the SAE to raise; the latter opens the SAE form for this AE.
      const inbox = page.getByRole('table', { name: '待办任务列表' });
      const tasksOfAe = inbox.getByRole('link', { name: new RegExp(TERM) });
      await openInbox(page);
      await showOnly(page, 'aeSubmit', 'AE待提交');
      // Exactly this AE's one task of the kind: the filtered list, not the whole inbox still showing.
      await expect.poll(() => tasksOfAe.allTextContents()).toEqual([`AE待提交 · ${TERM}`]);
      await showOnly(page, 'saeRaise', '待上报SAE');
      await expect.poll(() => tasksOfAe.allTextContents()).toEqual([`待上报SAE · ${TERM}`]);
      await tasksOfAe.click();
      const form = page.getByRole('dialog', { name: '新建SAE报告' });
      // The form names the AE once it has loaded it, and takes its seriousness criteria then.
      await expect.poll(() => form.getByLabel('不良事件').inputValue()).toContain(TERM);
      await form.getByRole('checkbox', { name: '导致住院或住院时间延长' }).check();
      await form.getByLabel('描述').fill('受试者第2周期给药后第8天出现高热伴中性粒细胞绝对值 0.3×10⁹/L，收入院治疗。');
      await form.getByRole('button', { name: '保存' }).click();
      await form.waitFor({ state: 'detached' });

      // The report opens with its due time: 24 hours after the site learned of it.
      const detail = page.getByRole('dialog', { name: /^SAE报告详情/ });
      await detail.getByText(/^截止时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
      expect(await detail.textContent()).toMatch(/即将到期|待提交/);

      await detail.getByLabel('上传附件').setInputFiles({
        name: 'SAE报告表-签字版.pdf',
        mimeType: 'application/pdf',
        buffer: SIGNED_FORM,
      });
      await detail
        .getByRole('link', { name: /下载 SAE报告表-签字版\.pdf/ })
        .or(detail.getByRole('button', { name: /下载 SAE报告表-签字版\.pdf/ }))
        .waitFor();
      await detail.getByRole('button', { name: '提交' }).click();
      await signWithPassword(page.getByRole('dialog', { name: '提交' }), investigatorPassword);
      await expect.poll(() => detail.textContent()).toMatch(/按时提交/);
      const reportNo = (await detail.textContent())?.match(/SAE-[\w-]+-\d{4}-\d{3}/)?.[0];
      expect(reportNo).toBeTruthy();

      // The SAE to raise is gone; submitting the AE from its task clears the last one.
      await openInbox(page, 'saeRaise');
      expect(await tasksOfAe.count()).toBe(0);
      await showOnly(page, 'aeSubmit', 'AE待提交');
      await expect.poll(() => tasksOfAe.allTextContents()).toEqual([`AE待提交 · ${TERM}`]);
      await tasksOfAe.click();
      const aeDetail = page.getByRole('dialog', { name: `不良事件详情：${TERM}` });
      await aeDetail.getByRole('button', { name: '提交' }).click();
      await signWithPassword(page.getByRole('dialog', { name: '提交不良事件' }), investigatorPassword);
      await expect.poll(() => aeDetail.textContent()).toContain('已提交');
      await openInbox(page, 'aeSubmit');
      expect(await tasksOfAe.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('flags the overdue SAE draft in the SAE list and first in the inbox', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${PROJECT}/sae`);
      const list = page.getByRole('table', { name: 'SAE报告列表' });
      await expect.poll(() => list.getByRole('row').filter({ hasText: '逾期' }).count()).toBeGreaterThan(0);

      // Among the SAE reports to submit, the overdue one comes first.
      await page.goto(`${suite.server.url}/staff/tasks?projectId=${PROJECT}`);
      await page
        .getByRole('group', { name: '任务类型' })
        .getByRole('button', { name: /^SAE报告待提交/ })
        .click();
      await page.waitForURL(/kind=saeSubmit/);
      const firstTask = page.getByRole('table', { name: '待办任务列表' }).getByRole('row').nth(1);
      // Wait for the filtered list (the unfiltered one may still show), then read its first row.
      await expect.poll(() => firstTask.textContent()).toContain('SAE报告待提交');
      expect(await firstTask.textContent()).toContain('逾期');
    } finally {
      await context.close();
    }
  });
});
