/**
 * The study binder in Chromium on the real build and server: the coordinator opens the first
 * demo project's binder, finds the protocol (v2 effective), uploads a protocol amendment as an
 * effective new version and sees the earlier versions superseded and still downloadable; the
 * GCP certificate's expiry date shows in its folder. Then an amendment through review: the
 * coordinator uploads it as a draft and submits it, the investigator approves and signs it on
 * 我的审批, the binder shows it effective and the version before superseded, and its signature
 * manifest lists the signature and passes axe. A GCP certificate near its expiry day shows on
 * the coordinator's workbench and opens in the binder from the inbox. The investigator
 * previews a protocol version under their watermark, and exports the closed demo project's
 * archived binder as a zip that verifies offline.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../src/server/db/seed/demo-binder';
import { ARCHIVED_DEMO_PROJECT } from '../../src/server/db/seed/demo-binder-archive';
import { verifyArchivePackage } from '../../src/server/modules/documents/archive/verify';
import { newContext, signInAs, useBrowserSuite } from './harness';
import { hospitalToday } from './test-clock';

const suite = useBrowserSuite();
const PROJECT = 1;

describe('study binder', () => {
  it('uploads a protocol amendment as a new version; the older ones stay listed and downloadable', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/documents`);
      const table = page.getByRole('table', { name: '文件列表' });
      const protocol = table.getByRole('row').filter({ hasText: '临床试验方案' });
      await expect.poll(() => protocol.textContent()).toContain('v2 / 2');

      await protocol.getByRole('button', { name: '临床试验方案' }).click();
      const history = page.getByRole('dialog', { name: '版本历史：临床试验方案' });
      await history.getByRole('button', { name: '上传新版本' }).click();
      const upload = page.getByRole('dialog', { name: '上传新版本 · 临床试验方案' });
      await upload.getByLabel('选择文件').setInputFiles({
        name: 'protocol-v3.0.pdf',
        mimeType: 'application/pdf',
        buffer: demoPdf(['Clinical trial protocol', 'Version 3.0 (amendment 2)']),
      });
      await upload.getByRole('radio', { name: /生效版本/ }).check();
      await upload.getByLabel(/^生效日期/).fill(hospitalToday());
      await upload.getByRole('textbox', { name: '版本说明' }).fill('方案修正案 2');
      await upload.getByRole('button', { name: '上传文件' }).click();
      await upload.waitFor({ state: 'detached' });
      await expect.poll(() => protocol.textContent()).toContain('v3 / 3');

      await protocol.getByRole('button', { name: '临床试验方案' }).click();
      const versions = history.getByRole('table', { name: '版本历史' });
      await expect.poll(() => versions.getByRole('row').filter({ hasText: 'v3' }).textContent()).toContain('生效');
      for (const old of ['v2', 'v1'])
        expect(await versions.getByRole('row').filter({ hasText: old }).textContent()).toContain('已替代');
      const download = page.waitForEvent('download');
      await versions.getByRole('button', { name: '下载 v1' }).click();
      expect((await download).suggestedFilename()).toMatch(/protocol-v1\.0\.pdf$/);
      await history.getByRole('button', { name: '关闭' }).click();

      await page.getByRole('navigation', { name: '文件夹' }).getByText('06.02 GCP 培训证书').click();
      await expect
        .poll(() => table.getByRole('row').filter({ hasText: 'GCP 培训证书（刘洋）' }).textContent())
        .toMatch(/\d{4}-\d{2}-\d{2}/);
    } finally {
      await context.close();
    }
  });

  it('reviews an amendment: submitted by the coordinator, approved and signed by the investigator, with its manifest', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/documents`);
      const protocol = page
        .getByRole('table', { name: '文件列表' })
        .getByRole('row')
        .filter({ hasText: '临床试验方案' });
      await expect.poll(() => protocol.textContent()).toMatch(/v\d+ \/ \d+/);
      const before = Number(/v\d+ \/ (\d+)/.exec((await protocol.textContent()) ?? '')?.[1]);
      const next = `v${before + 1}`;
      await protocol.getByRole('button', { name: '临床试验方案' }).click();
      const history = page.getByRole('dialog', { name: '版本历史：临床试验方案' });
      await history.getByRole('button', { name: '上传新版本' }).click();
      const upload = page.getByRole('dialog', { name: '上传新版本 · 临床试验方案' });
      await upload.getByLabel('选择文件').setInputFiles({
        name: 'protocol-amendment-review.pdf',
        mimeType: 'application/pdf',
        buffer: demoPdf(['Clinical trial protocol', 'Amendment for review']),
      });
      await upload.getByRole('textbox', { name: '版本说明' }).fill('方案修正案（待审核）');
      await upload.getByRole('button', { name: '上传文件' }).click();
      await upload.waitFor({ state: 'detached' });
      await protocol.getByRole('button', { name: '临床试验方案' }).click();
      const versions = history.getByRole('table', { name: '版本历史' });
      const draft = versions.getByRole('row').filter({ hasText: next });
      await expect.poll(() => draft.textContent()).toContain('草稿');
      await draft.getByRole('button', { name: `提交审核 ${next}` }).click();
      await expect.poll(() => draft.textContent()).toContain('审核中');
      // The approval's steps come from their own query, refreshed beside the versions'.
      await expect.poll(() => draft.textContent()).toContain('主要研究者批准');
      await context.clearCookies();

      const approver = await newContext(suite.browser);
      try {
        const investigator = await approver.newPage();
        await signInAs(investigator, suite.server, 'investigator', '/staff/my-approvals');
        await approveSigned(investigator, `临床试验方案 ${next}`);
        await investigator.goto(`${suite.server.url}/staff/projects/${PROJECT}/documents`);
        const row = investigator
          .getByRole('table', { name: '文件列表' })
          .getByRole('row')
          .filter({ hasText: '临床试验方案' });
        await row.getByRole('button', { name: '临床试验方案' }).click();
        const list = investigator.getByRole('dialog', { name: '版本历史：临床试验方案' }).getByRole('table', {
          name: '版本历史',
        });
        const approved = list.getByRole('row').filter({ hasText: next });
        await expect.poll(() => approved.textContent()).toContain('生效');
        const previous = list.getByRole('row').filter({ hasText: `v${before}` });
        expect(await previous.first().textContent()).toContain('已替代');

        await approved.getByRole('link', { name: `${next} 的签名清单` }).click();
        await investigator.getByRole('heading', { name: `签名清单：临床试验方案 ${next}` }).waitFor();
        const signature = investigator.getByRole('row').filter({ hasText: 'Chen Lixin（investigator）' });
        await signature.waitFor();
        expect(await signature.textContent()).toMatch(/批准.*主要研究者批准.*[0-9a-f]{64}.*有效/);
        await investigator.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page: investigator }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
      } finally {
        await approver.close();
      }
    } finally {
      await context.close();
    }
  });

  it("previews a version under the viewer's watermark, and exports the archived binder as a zip that verifies", async () => {
    const context = await newContext(suite.browser, { acceptDownloads: true });
    try {
      const page = await context.newPage();
      const closed = ARCHIVED_DEMO_PROJECT + 1;
      await signInAs(page, suite.server, 'investigator', `/staff/projects/${closed}/documents`);
      const section = page.getByRole('region', { name: '研究文件夹归档' });
      await expect.poll(() => section.textContent()).toContain('研究文件夹已归档（终止归档），只读');
      expect(await section.textContent()).toContain('电子签名：Chen Lixin');
      const hash = /索引 SHA-256：([0-9a-f]{64})/.exec((await section.textContent()) ?? '')?.[1];
      expect(hash).toBeDefined();
      // Read-only: no upload button for the investigator.
      expect(await page.getByRole('button', { name: '上传文件' }).count()).toBe(0);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: '导出归档包（zip）' }).click();
      const file = await (await download).path();
      const result = await verifyArchivePackage(readFileSync(file), hash);
      expect(result.problems).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.checked.length).toBe(4);

      // The protocol's effective version previews in the page, under the investigator's watermark.
      const table = page.getByRole('table', { name: '文件列表' });
      await table.getByRole('button', { name: '临床试验方案' }).click();
      const history = page.getByRole('dialog', { name: '版本历史：临床试验方案' });
      const served = page.waitForResponse((response) => response.url().includes('/api/doc/document/preview/'));
      await history.getByRole('link', { name: '预览 v2' }).click();
      const preview = await served;
      expect(preview.status()).toBe(200);
      expect(await preview.headerValue('content-disposition')).toMatch(/^inline;/);
      await page.waitForURL(/\/documents\/preview\/\d+\/\d+$/);
      const frame = page.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('title')).toMatch(/^预览：.*protocol-v2\.0\.pdf$/);
      const watermark = page.getByTestId('watermark');
      expect(await watermark.getAttribute('aria-hidden')).toBe('true');
      expect(await watermark.textContent()).toContain('陈立新（investigator）');
      expect(await page.getByText(/^水印：陈立新（investigator） · \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).count()).toBe(1);
      expect(
        (await new AxeBuilder({ page }).exclude('iframe').analyze()).violations.map((violation) => violation.id),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a GCP certificate near expiry on the workbench and opens it in the binder', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      // The demo's first project: its GCP certificate expires 14 days after the test clock's today.
      await signInAs(page, suite.server, 'coordinator', '/staff');
      const tasks = page.getByRole('region', { name: '待办任务' });
      const due = tasks.getByRole('link', { name: '文件即将到期' });
      await due.waitFor();
      await due.click();
      await page.waitForURL(/\/staff\/tasks\?kind=documentExpiry/);
      const link = page.getByRole('link', { name: '文件即将到期 · GCP 培训证书（刘洋）' });
      await link.click();
      await page.waitForURL(new RegExp(`/staff/projects/${PROJECT}/documents`));
      const history = page.getByRole('dialog', { name: '版本历史：GCP 培训证书（刘洋）' });
      await history.waitFor();
      await history.getByRole('button', { name: '关闭' }).click();
      const row = page
        .getByRole('table', { name: '文件列表' })
        .getByRole('row')
        .filter({ hasText: 'GCP 培训证书（刘洋）' });
      await expect.poll(() => row.textContent()).toContain('即将到期');
    } finally {
      await context.close();
    }
  });
});

/** Approves the pending step of `title` on My approvals, signed with the user's password. */
async function approveSigned(page: Page, title: string) {
  const pending = page.getByRole('table', { name: '待我审批列表' });
  await pending.getByRole('row').filter({ hasText: title }).waitFor();
  await pending.getByRole('button', { name: `同意 ${title}` }).click();
  await page
    .getByRole('dialog', { name: `同意：${title}` })
    .getByRole('button', { name: '下一步：签名' })
    .click();
  const signing = page.getByRole('dialog', { name: `同意：${title}` });
  const password = suite.server.staff.find((staff) => staff.userName === 'investigator')?.password ?? '';
  await signing.getByLabel('登录密码').fill(password);
  await signing.getByRole('button', { name: '签名并提交' }).click();
  await signing.waitFor({ state: 'detached' });
  await expect.poll(() => pending.getByRole('row').filter({ hasText: title }).count()).toBe(0);
}
