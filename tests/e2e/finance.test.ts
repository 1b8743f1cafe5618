/**
 * Trial finance in Chromium on the real build and server: the demo coordinator enrols a
 * subject and records their first visit; what the sponsor owes for it and the subject's
 * subsidy appear at once. The finance officer raises an invoice from that accrual, issues it
 * and records its payment. The coordinator bills the subject's subsidy and submits it in a
 * batch; the investigator, then the finance officer, approve it with their signatures; the
 * finance officer pays it out, the subject's page shows it paid, and the budget report of the
 * month counts the subsidy as earned and paid. The demo's overdue invoice has raised an early
 * warning: it is a task in the finance officer's inbox until she resolves it with a note (the
 * warnings page checked with axe on the way).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: the coordinator, investigator and finance officer are on its team; its budget is published. */
const PROJECT = 1;
const BATCH_TITLE = '浏览器测试补助批次';
const PAYER = '浏览器测试申办方';
const INVOICE = 'INV-E2E-0001';

/** Runs `steps` signed in as `userName` in a context of its own. */
async function as(browser: Browser, userName: string, path: string, steps: (page: Page) => Promise<void>) {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await signInAs(page, suite.server, userName, path);
    await steps(page);
  } finally {
    await context.close();
  }
}

/** Adds a subject (informed consent today), enrols them and records their first visit; answers their number. */
async function enrolAndVisit(page: Page, today: string): Promise<string> {
  const table = page.getByRole('table', { name: '受试者列表' });
  await page.getByRole('button', { name: '新增受试者' }).click();
  const add = page.getByRole('dialog', { name: '新增受试者' });
  await add.getByLabel('姓名缩写').fill('CWF');
  await add.getByLabel('筛选日期').fill(today);
  await add.getByLabel('知情同意日期').fill(today);
  await add.getByRole('button', { name: '保存' }).click();
  await add.waitFor({ state: 'detached' });
  const added = table.getByRole('row').filter({ hasText: 'CWF' });
  await added.waitFor();
  const number = ((await added.getByRole('cell').first().textContent()) ?? '').trim();
  expect(number).not.toBe('');
  await added.getByRole('button', { name: `${number} 的操作` }).click();
  await page.getByRole('menuitem', { name: '入组', exact: true }).click();
  const enrol = page.getByRole('dialog', { name: `入组 · ${number}` });
  await enrol.getByLabel(/^日期/).fill(today);
  await enrol.getByRole('button', { name: '确定' }).click();
  await enrol.waitFor({ state: 'detached' });
  await expect.poll(() => added.textContent()).toContain('已入组');

  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/visits`);
  await page.getByRole('combobox', { name: '受试者' }).click();
  await page.getByRole('option', { name: new RegExp(`^${number} `) }).click();
  const calendar = page.getByRole('table', { name: '访视日历' });
  const first = calendar.getByRole('button', { name: /^记录访视 / }).first();
  const visitName = ((await first.getAttribute('aria-label')) ?? '').replace(/^记录访视 /, '').trim();
  await first.click();
  const record = page.getByRole('dialog', { name: `记录访视：${visitName}` });
  await record.getByLabel('执行日期').fill(today);
  await record.getByRole('button', { name: '保存' }).click();
  await record.waitFor({ state: 'detached' });
  await expect
    .poll(() => calendar.getByRole('row').filter({ hasText: visitName }).first().textContent())
    .toContain('已完成');
  return number;
}

/** The subject's subsidy is owed: bill it to a payee, batch the bill and submit the batch; answers the batch number. */
async function billAndSubmit(page: Page, number: string): Promise<{ batch: string; amount: string }> {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/finance-subsidies`);
  const owed = page.getByRole('table', { name: '待生成补助的受试者' }).getByRole('row').filter({ hasText: number });
  await owed.waitFor();
  const amount = ((await owed.getByRole('cell').nth(3).textContent()) ?? '').trim();
  expect(Number(amount.replace(/,/g, ''))).toBeGreaterThan(0);

  await owed.getByRole('button', { name: `生成补助单 ${number}` }).click();
  const bill = page.getByRole('dialog', { name: /^生成补助单 · / });
  await bill.getByLabel('收款人').fill('陈文峰');
  await bill.getByLabel('银行账号').fill('6222021234567890123');
  await bill.getByLabel('开户行').fill('工商银行');
  await bill.getByRole('button', { name: '生成补助单' }).click();
  await bill.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '补助单' }).click();
  const bills = page.getByRole('table', { name: '受试者补助单' });
  const billRow = bills.getByRole('row').filter({ hasText: number });
  // The account is masked in the list.
  await expect.poll(() => billRow.textContent()).toContain('待申请');
  expect(await billRow.textContent()).not.toContain('6222021234567890123');
  await billRow.getByRole('checkbox', { name: `选择 ${number}` }).check();
  await page.getByRole('button', { name: '组批（1 张）' }).click();
  const batchDialog = page.getByRole('dialog', { name: '新建发放批次' });
  await batchDialog.getByLabel('批次名称').fill(BATCH_TITLE);
  await batchDialog.getByRole('button', { name: '保存' }).click();
  await batchDialog.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '发放批次' }).click();
  const batchRow = page.getByRole('table', { name: '补助发放批次' }).getByRole('row').filter({ hasText: BATCH_TITLE });
  await batchRow.waitFor();
  const batch = ((await batchRow.getByRole('cell').first().textContent()) ?? '').trim();
  await batchRow.getByRole('button', { name: `提交审批 ${batch}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交审批' }).click();
  await expect.poll(() => batchRow.textContent()).toContain('审批中');
  return { batch, amount };
}

/** The visit's accruals invoiced to the sponsor, the invoice issued and its payment recorded in full. */
async function invoiceAndCollect(page: Page, number: string, today: string) {
  // What the visit earned today, not yet invoiced: the research fee and the subsidy line of the budget.
  await page.goto(
    `${suite.server.url}/staff/projects/${PROJECT}/finance-receivables?invoiced=uninvoiced&from=${today}&to=${today}`,
  );
  const accruals = page.getByRole('table', { name: '应收明细' });
  const ours = accruals.getByRole('checkbox', { name: new RegExp(`^选择 ${number} `) });
  await expect.poll(() => ours.count()).toBeGreaterThan(0);
  for (const box of await ours.all()) await box.check();
  await page.getByRole('button', { name: /^开具发票草稿（\d+）$/ }).click();
  const draft = page.getByRole('dialog', { name: '发票草稿' });
  const summary = (await draft.getByText(/^已选应收 \d+ 条，合计 /).textContent()) ?? '';
  const amount = summary.replace(/^已选应收 \d+ 条，合计 /, '').trim();
  expect(Number(amount.replace(/,/g, ''))).toBeGreaterThan(0);
  await draft.getByLabel('付款方').fill(PAYER);
  await draft.getByRole('button', { name: '保存' }).click();
  await draft.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: '发票' }).click();
  const invoices = page.getByRole('table', { name: '发票' });
  await invoices.getByRole('button', { name: `开具 草稿 ${PAYER}` }).click();
  const issue = page.getByRole('dialog', { name: `开具发票 · ${PAYER} · ${amount}` });
  await issue.getByLabel('发票号').fill(INVOICE);
  await issue.getByRole('button', { name: '开具' }).click();
  await issue.waitFor({ state: 'detached' });
  const invoiceRow = invoices.getByRole('row').filter({ hasText: INVOICE });
  await expect.poll(() => invoiceRow.textContent()).toContain('已开具');

  await page.getByRole('tab', { name: '到账' }).click();
  await page.getByRole('button', { name: '登记到账' }).click();
  const income = page.getByRole('dialog', { name: '登记到账' });
  await income.getByRole('combobox', { name: '对应发票' }).click();
  await page.getByRole('option', { name: new RegExp(`^${INVOICE} `) }).click();
  await income.getByRole('textbox', { name: /^金额/ }).fill(amount.replace(/,/g, ''));
  await income.getByRole('button', { name: '保存' }).click();
  await income.waitFor({ state: 'detached' });
  await page
    .getByRole('table', { name: '到账记录' })
    .getByRole('button', { name: `提交 ${PAYER} ${amount}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
  await expect
    .poll(() => page.getByRole('table', { name: '到账记录' }).getByRole('row').filter({ hasText: PAYER }).textContent())
    .toContain('已提交');

  // Paid in full: the invoice shows it received.
  await page.getByRole('tab', { name: '发票' }).click();
  await expect.poll(() => invoiceRow.textContent()).toContain('已到账');
  expect(await invoiceRow.textContent()).toContain(amount);
}

const yuan = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

/** The budget report of this month: the subject subsidy's earned and paid-out figures, in fen. */
async function subsidyFigures(page: Page, month: string) {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/finance-reports?from=${month}&to=${month}`);
  const budget = page.getByRole('table', { name: '预算执行（按费用类型）' });
  const row = budget.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '受试者补助' }) });
  await row.waitFor();
  // fee type | planned, earned, invoiced, expenses, management fee, subsidies paid, consumed
  const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
  return { earned: yuan(cells[1] ?? ''), paid: yuan(cells[5] ?? '') };
}

/** Approves the pending step of the batch on My approvals, signed with the user's password. */
async function approveSigned(page: Page, userName: string, batch: string) {
  const title = `受试者补助 ${batch} ${BATCH_TITLE}`;
  const pending = page.getByRole('table', { name: '待我审批列表' });
  await pending.getByRole('row').filter({ hasText: title }).waitFor();
  await pending.getByRole('button', { name: `同意 ${title}` }).click();
  await page
    .getByRole('dialog', { name: `同意：${title}` })
    .getByRole('button', { name: '下一步：签名' })
    .click();
  const signing = page.getByRole('dialog', { name: `同意：${title}` });
  const password = suite.server.staff.find((staff) => staff.userName === userName)?.password ?? '';
  await signing.getByLabel('登录密码').fill(password);
  await signing.getByRole('button', { name: '签名并提交' }).click();
  await signing.waitFor({ state: 'detached' });
  await expect.poll(() => pending.getByRole('row').filter({ hasText: title }).count()).toBe(0);
}

describe('trial finance', () => {
  it('accrues a recorded visit, invoices and collects it, and pays the subsidy out after two signed approvals', async () => {
    const today = hospitalToday();
    const month = today.slice(0, 7);
    let before = { earned: 0, paid: 0 };
    await as(suite.browser, 'finance', `/staff/projects/${PROJECT}/finance-reports`, async (page) => {
      before = await subsidyFigures(page, month);
    });
    let number = '';
    let subsidy = { batch: '', amount: '' };
    await as(suite.browser, 'coordinator', `/staff/projects/${PROJECT}/subjects`, async (page) => {
      number = await enrolAndVisit(page, today);
      subsidy = await billAndSubmit(page, number);
    });

    // Step one: the project's investigator confirms; step two: finance approves.
    await as(suite.browser, 'investigator', '/staff/my-approvals', (page) =>
      approveSigned(page, 'investigator', subsidy.batch),
    );
    await as(suite.browser, 'finance', '/staff/my-approvals', async (page) => {
      await approveSigned(page, 'finance', subsidy.batch);
      await invoiceAndCollect(page, number, today);

      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/finance-subsidies?tab=batches`);
      const batchRow = page
        .getByRole('table', { name: '补助发放批次' })
        .getByRole('row')
        .filter({ hasText: BATCH_TITLE });
      await expect.poll(() => batchRow.textContent()).toContain('已审批');
      await batchRow.getByRole('button', { name: `发放 ${subsidy.batch}` }).click();
      const issue = page.getByRole('dialog', { name: `发放补助 · ${subsidy.batch}` });
      await issue.getByLabel('发放凭证号').fill('PAY-E2E-001');
      await issue.getByRole('button', { name: '发放' }).click();
      await issue.waitFor({ state: 'detached' });
      await expect.poll(() => batchRow.textContent()).toContain('已发放');

      // The budget report counts the visit's subsidy as earned and, now, as paid out.
      const after = await subsidyFigures(page, month);
      expect(after).toEqual({ earned: before.earned + yuan(subsidy.amount), paid: before.paid + yuan(subsidy.amount) });
    });

    // The subject's page shows what they were paid.
    await as(suite.browser, 'coordinator', `/staff/projects/${PROJECT}/subjects`, async (page) => {
      await page.getByRole('link', { name: `查看受试者 ${number}` }).click();
      await page.waitForURL(new RegExp(`/staff/projects/${PROJECT}/subjects/\\d+$`));
      await expect
        .poll(() => page.getByText(/已发放 [\d,.]+ 元/).textContent())
        .toContain(`已发放 ${subsidy.amount} 元`);
    });
  });

  it("shows the demo's overdue invoice warning as an inbox task until it is resolved with a note", async () => {
    await as(suite.browser, 'finance', '/staff/tasks', async (page) => {
      const chip = page.getByRole('button', { name: /^经费预警待处理 \(\d+\)$/ });
      const open = Number(/\((\d+)\)/.exec((await chip.textContent()) ?? '')?.[1]);
      expect(open).toBeGreaterThan(0);
      await chip.click();
      await page
        .getByRole('table', { name: '待办任务列表' })
        .getByRole('link', { name: /^经费预警待处理 · 发票逾期 30 天/ })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/staff/projects/${PROJECT}/finance-warnings`));
      const row = page
        .getByRole('table', { name: '预警记录' })
        .getByRole('row')
        .filter({ hasText: '发票逾期 30 天' })
        .first();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      const about = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim();
      expect(about).toMatch(/^发票 \S+，应付日 \d{4}-\d{2}-\d{2}$/);
      await row.getByRole('button', { name: `处理 ${about}` }).click();
      const dialog = page.getByRole('dialog', { name: '处理预警' });
      await dialog.getByRole('textbox', { name: /处理说明/ }).fill('已电话催款，申办方承诺本月付款');
      await dialog.getByRole('button', { name: '处理' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/finance-warnings?state=resolved`);
      const resolved = page.getByRole('table', { name: '预警记录' }).getByRole('row').filter({ hasText: about });
      await expect.poll(() => resolved.textContent()).toContain('已电话催款，申办方承诺本月付款');
      expect(await resolved.textContent()).toContain('finance 已处理');

      await page.goto(`${suite.server.url}/staff/tasks`);
      await page.getByRole('button', { name: /^全部 \(\d+\)$/ }).waitFor();
      // One warning fewer to deal with; the others (the demo's expiring contract) stay.
      const left = open === 1 ? 0 : 1;
      expect(await page.getByRole('button', { name: `经费预警待处理 (${open - 1})` }).count()).toBe(left);
      expect(await page.getByRole('button', { name: `经费预警待处理 (${open})` }).count()).toBe(0);
    });
  });
});
