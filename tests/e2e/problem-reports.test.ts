/**
 * A problem report in Chromium on the real build and server: a coordinator meets a real
 * server refusal, reports it from the error notification in one click, and the administrator
 * finds it on 问题反馈 with the error report attached.
 */
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

describe('a problem report filed from an error notification', () => {
  it('reaches the administrator with the error report attached', async () => {
    const reporter = await newContext(suite.browser);
    const page = await reporter.newPage();
    await signInAs(page, suite.server, 'coordinator', '/staff');
    // A candidate that does not exist: the server answers 404 and the app shows its error notification.
    await page.goto(`${suite.server.url}/staff/projects/1/candidates/999999`);
    const notice = page.getByTestId('error-notification').first();
    await notice.getByRole('button', { name: '更多错误信息' }).click();
    await notice.getByRole('button', { name: '报告此问题' }).click();
    const dialog = page.getByRole('dialog', { name: '报告问题' });
    await dialog.getByRole('region', { name: '已附带错误报告' }).waitFor();
    await dialog.getByLabel('问题描述（可选）').fill('打开候选患者时报错');
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByRole('status').waitFor();
    await reporter.close();

    const admin = await newContext(suite.browser);
    const adminPage = await admin.newPage();
    await signInAs(adminPage, suite.server, 'sysadmin', '/staff/problem-reports?status=new');
    const table = adminPage.getByRole('table', { name: '问题反馈列表' });
    const row = table.getByRole('row').filter({ hasText: '/staff/projects/1/candidates/999999' });
    await row.getByRole('button', { name: /^查看/ }).click();
    const detail = adminPage.getByRole('dialog', { name: /^问题反馈 #/ });
    await detail.getByText('打开候选患者时报错').waitFor();
    const attached = await detail.getByRole('region', { name: '已附带错误报告' }).innerText();
    expect(attached).toContain('/api/');
    await admin.close();
  });
});
