/**
 * Electronic signatures in Chromium on the real build and server: the demo investigator opens
 * the overdue SAE draft of the first demo project, attaches the signed form the demo rules ask
 * for, and submits it. A wrong password is refused in the signature dialog and the report stays
 * a draft; the right one submits it, and its CIOMS I print shows the signature manifest.
 */
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();

const PROJECT = 1;
const SIGNED_FORM = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('electronic signature of an SAE report', () => {
  it('refuses a wrong password with nothing submitted, then signs and prints the manifest', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      const investigator = suite.server.staff.find((staff) => staff.userName === 'investigator');
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${PROJECT}/sae`);
      const overdue = page.getByRole('table', { name: 'SAE报告列表' }).getByRole('row').filter({ hasText: '逾期' });
      await overdue.first().getByRole('button', { name: /^查看/ }).click();
      const detail = page.getByRole('dialog', { name: /^SAE报告详情/ });
      await detail.getByLabel('上传附件').setInputFiles({
        name: 'SAE报告表-签字版.pdf',
        mimeType: 'application/pdf',
        buffer: SIGNED_FORM,
      });
      await detail
        .getByRole('button', { name: /下载 SAE报告表-签字版\.pdf/ })
        .or(detail.getByRole('link', { name: /下载 SAE报告表-签字版\.pdf/ }))
        .waitFor();

      // A wrong password: refused in the dialog, and the report is still an unsigned draft.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/gcpSaeRecord/submit')) requests.push(request.postData() ?? '');
      });
      await detail.getByRole('button', { name: '提交' }).click();
      const signing = page.getByRole('dialog', { name: '提交' });
      await signing.getByLabel('登录密码').fill('not-the-password');
      await signing.getByRole('button', { name: '签名并提交' }).click();
      await signing.getByText(/签名密码错误/).waitFor();
      // The password went encrypted, never as typed.
      expect(requests).toHaveLength(1);
      expect(requests[0]).not.toContain('not-the-password');
      await signing.getByRole('button', { name: '取消' }).click();
      await signing.waitFor({ state: 'detached' });
      await page.reload();
      const reopened = page.getByRole('dialog', { name: /^SAE报告详情/ });
      await reopened.getByText('尚无电子签名').waitFor();
      expect(await reopened.getByRole('button', { name: '提交' }).count()).toBe(1);

      // The right password signs and submits.
      await reopened.getByRole('button', { name: '提交' }).click();
      await signing.getByLabel('登录密码').fill(investigator?.password ?? '');
      await signing.getByRole('button', { name: '签名并提交' }).click();
      await signing.waitFor({ state: 'detached' });
      const manifest = reopened.getByTestId('signature-manifest');
      await expect.poll(() => manifest.textContent()).toContain('有效');
      const reportNo = (await reopened.textContent())?.match(/SAE-[\w-]+-\d{4}-\d{3}/)?.[0];
      expect(reportNo).toBeTruthy();

      // Its print (CIOMS I) carries the same manifest.
      const href = await reopened.getByRole('link', { name: '打印' }).getAttribute('href');
      await page.goto(`${suite.server.url}${href ?? ''}`);
      const printed = page.getByTestId('print-page');
      await printed.getByText('I. 不良反应信息').waitFor();
      expect(await printed.getByTestId('sae-print-number').textContent()).toContain(reportNo ?? '?');
      const printedManifest = printed.getByTestId('signature-manifest');
      await expect.poll(() => printedManifest.textContent()).toContain('有效');
      const text = (await printedManifest.textContent()) ?? '';
      expect(text).toContain('（investigator）');
      expect(text).toMatch(/签名时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(text).toContain('作为研究者');
      expect(text).toMatch(/[0-9a-f]{64}/);
    } finally {
      await context.close();
    }
  });

  it('prints the screening log, the AE listing and the deviation listing from their lists', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${PROJECT}/subjects`);
      for (const [list, title] of [
        ['subjects', '筛选与入组日志'],
        ['ae', '不良事件列表（AE Listing）'],
        ['violations', '方案偏离列表（Deviation Listing）'],
      ] as const) {
        await page.goto(`${suite.server.url}/staff/projects/${PROJECT}/${list}`);
        const href = await page.getByRole('link', { name: '打印', exact: true }).getAttribute('href');
        expect(href).toBe(`/staff/projects/${PROJECT}/${list}/print`);
        await page.goto(`${suite.server.url}${href ?? ''}`);
        const printed = page.getByTestId('print-page');
        await printed.getByRole('heading', { name: title }).waitFor();
        await printed.getByTestId('listing-total').waitFor();
        expect(await printed.getByTestId('print-header').textContent()).toMatch(/项目：\S/);
        expect(await printed.getByTestId('printed-at').textContent()).toContain(hospitalToday());
        expect(await printed.getByRole('row').count()).toBeGreaterThan(1);
      }
    } finally {
      await context.close();
    }
  });
});
