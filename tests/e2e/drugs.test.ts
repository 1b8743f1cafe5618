/**
 * A pack's life in the pharmacy, in Chromium on the real build and server: the demo drug
 * manager records a sponsor delivery of one kit, receives it and puts it in stock; the
 * pharmacist dispenses the kit by its number to a subject of arm A at a visit, and the drug
 * manager (a second person) reviews it; the subject brings the box back with tablets left,
 * the batch's accountability balances, and its log prints.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/domain/hospital-time';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

/** The first demo project: central pharmacy management, drugs IP (blinded, arm A) and CP (arm B). */
const PROJECT = 1;
const KIT = 'K1-E2E01';
const SHIPMENT = 'SF-E2E-0001';

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: RegExp | string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

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

async function receiveDelivery(page: Page, today: string) {
  await page.getByRole('button', { name: '登记到货' }).click();
  const record = page.getByRole('dialog', { name: '登记到货或调拨' });
  await pick(page, record, '接收药房', '中心药房');
  await record.getByLabel('运单号').fill(SHIPMENT);
  await record.getByLabel(/^药品编号/).fill(KIT);
  await record.getByRole('textbox', { name: '批号', exact: true }).fill('BE2E');
  await record.getByLabel('有效期至').fill(addDays(today, 300));
  await pick(page, record, '药品', /^IP /);
  await pick(page, record, '组别（盲态药品）', /^A /);
  await record.getByRole('button', { name: '保存' }).click();
  await record.waitFor({ state: 'detached' });

  const deliveries = page.getByRole('table', { name: '到货与调拨列表' });
  const row = deliveries.getByRole('row').filter({ hasText: SHIPMENT });
  await expect.poll(() => row.textContent()).toContain('待接收');
  await row.getByRole('button', { name: `接收 ${SHIPMENT}` }).click();
  const receive = page.getByRole('dialog', { name: '接收到货' });
  await receive.getByLabel('到货温度记录').fill('到货温度 4.2 °C');
  await receive.getByRole('button', { name: '保存' }).click();
  await receive.waitFor({ state: 'detached' });
  await expect.poll(() => row.textContent()).toContain('已接收待入库');
  await row.getByRole('button', { name: `入库 ${SHIPMENT}` }).click();
  const stockIn = page.getByRole('dialog', { name: '确认入库' });
  await stockIn.getByRole('button', { name: '确认入库' }).click();
  await stockIn.waitFor({ state: 'detached' });
  await expect.poll(() => row.textContent()).toContain('已入库');
}

/** Dispenses the kit to the first subject of arm A at their first visit; answers the subject's number. */
async function dispense(page: Page): Promise<string> {
  await page.getByRole('button', { name: '发药', exact: true }).click();
  const give = page.getByRole('dialog', { name: '给受试者发药' });
  await give.getByRole('combobox', { name: '受试者' }).click();
  const subject = page.getByRole('option', { name: / · A$/ }).first();
  const subjectNumber = ((await subject.textContent()) ?? '').split(' ')[0] ?? '';
  expect(subjectNumber).not.toBe('');
  await subject.click();
  await pick(page, give, '访视', /.+/);
  await pick(page, give, '发药药房', '中心药房');
  await give.getByLabel(/^药品编号/).fill(KIT);
  await give.getByRole('button', { name: '发药' }).click();
  await give.waitFor({ state: 'detached' });
  const row = page.getByRole('table', { name: '发药记录' }).getByRole('row').filter({ hasText: KIT });
  await expect.poll(() => row.textContent()).toContain('已发放待复核');
  return subjectNumber;
}

describe('drug supply', () => {
  it('receives a kit, dispenses it by kit number at a visit, reviews it, takes it back and accounts for it', async () => {
    const today = hospitalToday();
    await as(suite.browser, 'drugmanager', `/staff/projects/${PROJECT}/drug-deliveries`, (page) =>
      receiveDelivery(page, today),
    );

    let subjectNumber = '';
    await as(suite.browser, 'pharmacist', `/staff/projects/${PROJECT}/drug-dispensing`, async (page) => {
      subjectNumber = await dispense(page);
      // The dispenser cannot review their own dispensing: no review button for them.
      const row = page.getByRole('table', { name: '发药记录' }).getByRole('row').filter({ hasText: KIT });
      expect(await row.getByRole('button', { name: `复核 ${subjectNumber}` }).count()).toBe(0);
    });

    await as(suite.browser, 'drugmanager', `/staff/projects/${PROJECT}/drug-dispensing`, async (page) => {
      const row = page.getByRole('table', { name: '发药记录' }).getByRole('row').filter({ hasText: KIT });
      await row.getByRole('button', { name: `复核 ${subjectNumber}` }).click();
      const review = page.getByRole('dialog', { name: '复核发药' });
      await review.getByRole('button', { name: '复核发药' }).click();
      await review.waitFor({ state: 'detached' });
      await expect.poll(() => row.textContent()).toContain('已复核');
      expect(await row.textContent()).toContain('复核人 drugmanager');

      // The subject brings the box back with 10 tablets left.
      await row.getByRole('button', { name: `登记退药 ${subjectNumber}` }).click();
      const back = page.getByRole('dialog', { name: `登记退药 ${subjectNumber}` });
      await back.getByRole('textbox', { name: '退回盒数' }).fill('1');
      await back.getByRole('textbox', { name: '剩余数量' }).fill('10');
      await back.getByRole('button', { name: '登记退药' }).click();
      await back.waitFor({ state: 'detached' });

      await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/drug-recovery`);
      const returns = page.getByRole('table', { name: '退药记录' });
      await expect.poll(() => returns.getByRole('row').filter({ hasText: KIT }).count()).toBe(1);
      expect(await returns.getByRole('row').filter({ hasText: KIT }).textContent()).toContain(subjectNumber);

      await accountForBatch(page);
    });
  });
});

/** The batch balances (received 1 = in stock 1 + dispensed 1 − returned 1), and its log prints. */
async function accountForBatch(page: Page) {
  await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/drug-reconciliation`);
  const batch = page.getByRole('table', { name: '药品清点表' }).getByRole('row').filter({ hasText: 'BE2E' });
  await batch.waitFor();
  const cells = (await batch.getByRole('cell').allTextContents()).map((text) => text.trim());
  // drug, batch, expiry, received, in stock, dispensed, returned, recovered, difference, status
  expect(cells.slice(1, 2).concat(cells.slice(3, 10))).toEqual(['BE2E', '1', '1', '1', '1', '0', '0', '未闭环']);

  // The log opens in a tab of its own, to print.
  const [log] = await Promise.all([
    page.context().waitForEvent('page'),
    batch.getByRole('link', { name: '批号清点记录 BE2E' }).click(),
  ]);
  await log.getByRole('heading', { name: /药品批号清点记录/ }).waitFor();
  const line = log.getByTestId('reconciliation-line');
  await expect.poll(() => line.textContent()).toContain('接收 1 · 库存 1 · 发放 1 · 退回 1 · 回收/销毁 0 · 差异 0');
  for (const movement of ['入库', '发放', '受试者退回']) {
    expect(await log.getByRole('cell', { name: movement, exact: true }).count(), movement).toBe(1);
  }
  await log.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await log.getByRole('button', { name: '打印' }).click();
  expect(await log.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper: the log without the page's controls.
  await log.emulateMedia({ media: 'print' });
  expect(await log.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
  expect(await line.isVisible()).toBe(true);
}
