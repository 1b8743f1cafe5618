/**
 * Urgent first, in Chromium on the real build and server: the demo investigator's inbox,
 * unfiltered, opens on the overdue 24-hour SAE report (the demo's SAE draft learned 30 hours
 * before the test clock), ahead of follow-ups and visits that fell due earlier; the
 * workbench home shows the regulatory clocks running, the SAE one with its overdue report,
 * and links to the inbox filtered by kind.
 */
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

describe('urgent first', () => {
  it("puts an overdue SAE report first in the investigator's inbox", async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', '/staff/tasks');
      await page.getByText(`今天 ${hospitalToday()}`).waitFor();
      const rows = page.getByRole('table', { name: '待办任务列表' }).getByRole('row');
      const first = rows.nth(1);
      await expect.poll(() => first.textContent()).toContain('SAE报告待提交');
      expect(await first.textContent()).toContain('逾期');
      // Follow-ups due since an earlier day come after the SAE clock, whatever their date.
      const texts = await rows.allTextContents();
      const firstFollowUp = texts.findIndex((text) => text.includes('患者待随访'));
      const lastSae = texts.map((text) => text.includes('SAE报告待提交')).lastIndexOf(true);
      if (firstFollowUp > 0) expect(firstFollowUp).toBeGreaterThan(lastSae);
    } finally {
      await context.close();
    }
  });

  it('shows the regulatory clocks on the workbench, each a link to its tasks', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', '/staff');
      await page.getByRole('heading', { name: '工作台', level: 1 }).waitFor();
      const clocks = page.getByRole('region', { name: '法规时限' });
      const sae = clocks.getByRole('listitem').filter({ hasText: 'SAE 24小时报告' });
      await expect.poll(() => sae.textContent()).toMatch(/逾期 [1-9]\d*/);
      await expect(clocks.getByRole('link', { name: 'SUSAR 7/15天报告' }).isVisible()).resolves.toBe(true);
      await expect(clocks.getByRole('link', { name: 'DSUR 年度报告' }).isVisible()).resolves.toBe(true);
      await page.getByRole('region', { name: '招募进度' }).getByRole('link').first().waitFor();

      await clocks.getByRole('link', { name: 'SUSAR 7/15天报告' }).click();
      await page.waitForURL(/\/staff\/tasks\?kind=susarSubmit/);
      await page.getByText(`今天 ${hospitalToday()}`).waitFor();
    } finally {
      await context.close();
    }
  });
});
