/**
 * The AE date rules in Chromium on the real build and server: the demo investigator records
 * an AE whose onset is the day before the subject's informed consent; the form refuses it with
 * the rule's message beside the onset and asks for the reason, nothing is saved, and with a
 * reason the AE is saved.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const PROJECT = 1;
const TERM = '知情同意前皮疹';
const RULE_MESSAGE = '开始日期早于受试者签署知情同意的日期，请填写原因';
/** The onset field's label (marked required), not the reason's, which starts alike. */
const ONSET_LABEL = /^开始日期\s*\*?$/;
const REASON_LABEL = '开始日期早于知情同意的原因';
/** The consent day as the form shows it under the onset. */
const CONSENT_HINT = /知情同意日 (\d{4}-\d{2}-\d{2})/;

/** The day before `day` ('YYYY-MM-DD'), worked out here rather than with the product's helpers. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

async function choose(page: Page, dialog: Locator, label: string, option: string | number): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  const options = listbox.getByRole('option');
  await (typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()).click();
  await listbox.waitFor({ state: 'detached' });
}

/** Picks the first subject who has consented (the form then shows the consent day); answers that day. */
async function chooseConsentedSubject(page: Page, dialog: Locator): Promise<string> {
  for (let index = 0; index < 10; index += 1) {
    await choose(page, dialog, '受试者', index);
    const hint = dialog.getByText(CONSENT_HINT);
    if ((await hint.count()) > 0) return CONSENT_HINT.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  }
  throw new Error('no consented subject among the first ten');
}

describe('AE dates', () => {
  it('refuses an onset before the subject consent with the rule message, and takes it with a reason', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${PROJECT}/ae`);
      await page.getByRole('button', { name: '新增不良事件' }).click();
      const dialog = page.getByRole('dialog', { name: '新增不良事件' });
      const consent = await chooseConsentedSubject(page, dialog);
      expect(consent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await dialog.getByLabel('不良事件名称').fill(TERM);
      await dialog.getByLabel(ONSET_LABEL).fill(dayBefore(consent));
      await choose(page, dialog, '严重程度', '轻度');
      await choose(page, dialog, '与试验药物关系', '可能无关');
      await choose(page, dialog, '采取措施', '剂量不变');
      await choose(page, dialog, '转归', '好转');
      await dialog.getByRole('button', { name: '保存' }).click();

      const onset = dialog.getByLabel(ONSET_LABEL);
      await expect.poll(() => onset.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => dialog.getByText(RULE_MESSAGE).count()).toBe(1);
      const list = page.getByRole('table', { name: '不良事件列表' });
      expect(await list.getByText(TERM).count()).toBe(0);

      await dialog.getByLabel(REASON_LABEL).fill('筛选期体检发现，方案要求记录为不良事件');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => list.getByRole('row').filter({ hasText: TERM }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
