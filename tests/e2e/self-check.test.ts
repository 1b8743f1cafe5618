/**
 * The public eligibility self-check in Chromium on the real build and server: on the first
 * demo project's detail page (published rules: age, diagnosis, no squamous histology, prior
 * systemic treatment) one set of answers says 'you may be eligible' and shows the official
 * account's QR code, another names the answer that rules the patient out; after the page was seen online, the same
 * questionnaire works with no network, and the call-back form then refuses to send anything.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, pinOnlineFlag, settleAnimations, useBrowserSuite, waitForApp } from './harness';
import { waitForPersisted, waitForServiceWorkerControl } from './offline-helpers';

let context: BrowserContext;
let detailUrl: string;

const suite = useBrowserSuite();
beforeAll(async () => {
  context = await newContext(suite.browser);
  // Offline must show without the browser's help: its online flag here never changes.
  await pinOnlineFlag(context);
});
afterAll(async () => {
  await context?.close();
});

const AGE = '您的年龄是否在 18 至 75 岁之间？';

async function openSelfCheck(page: Page) {
  await page.getByRole('button', { name: '自测是否符合条件' }).click();
  const dialog = page.getByRole('dialog', { name: '自测是否符合条件' });
  await dialog.waitFor();
  await settleAnimations(page);
  return dialog;
}

/** Answers every question 是 except those named, answered 否. */
async function answer(dialog: ReturnType<Page['getByRole']>, no: RegExp[]) {
  // One fieldset per question, its legend the question.
  const groups = dialog.locator('fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const label = (await group.textContent()) ?? '';
    const choice = no.some((pattern) => pattern.test(label)) ? '否' : '是';
    await group.getByRole('radio', { name: choice, exact: true }).check();
  }
}

describe('public eligibility self-check', () => {
  it('says "may be eligible" for one set of answers and names the ruling-out answer for another', async () => {
    const page = await context.newPage();
    // The first demo project: the demo recruitment gives it published rules.
    detailUrl = `${suite.server.url}/projectdviewetail/1`;
    await page.goto(detailUrl);
    await waitForApp(page);

    let dialog = await openSelfCheck(page);
    await answer(dialog, [/用过以下药物/, /：鳞癌、鳞状细胞癌/]);
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('您可能符合条件');
    await expect(dialog.getByRole('img', { name: /公众号二维码$/ }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openSelfCheck(page);
    await answer(dialog, [/年龄/, /用过以下药物/, /：鳞癌、鳞状细胞癌/]);
    await expect.poll(() => status.textContent()).toContain('以下回答表明您可能不符合条件');
    expect(await dialog.getByRole('status').textContent()).toContain(`${AGE} 您的回答：否`);
    // Nothing the patient answered is kept on the device.
    expect(await page.evaluate(() => JSON.stringify(localStorage).includes('您的回答'))).toBe(false);
    await page.close();
  });

  it('works offline for a project seen online, and the call-back form sends nothing', async () => {
    const page = await context.newPage();
    await page.goto(detailUrl);
    await waitForApp(page);
    await waitForServiceWorkerControl(page);
    await waitForPersisted(page, (key) => key[1] === 'selfCheck' && key[2] === 1);

    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(detailUrl);
    const dialog = await openSelfCheck(page);
    await answer(dialog, [/用过以下药物/, /：鳞癌、鳞状细胞癌/]);
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('您可能符合条件');
    await dialog.getByRole('alert').filter({ hasText: '当前没有网络连接' }).waitFor();
    await expect(dialog.getByRole('button', { name: '提交回电请求' }).isDisabled()).resolves.toBe(true);

    await context.setOffline(false);
    await page.close();
  });
});
