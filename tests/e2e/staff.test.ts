/**
 * The staff side in Chromium on the real build and server: signing in with account and
 * password, navigation built from permissions, an administrator granting one page through
 * a new role, the lock after five wrong passwords, and signing out leaving no staff data in
 * memory, IndexedDB or Cache Storage.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProjects } from '../../src/server/db/seed/demo-data';
import { DEMO_STAFF } from '../../src/server/db/seed/staff-demo';
import { SYSTEM_PAGES } from '../../src/shared/domain/access/permissions';
import { type StaffCredentials, fixedCaptcha, newContext, signIn, useBrowserSuite } from './harness';
import { cacheStorageContents, dumpIndexedDb } from './offline-helpers';

const CAPTCHA = 'K7MQ';

const suite = useBrowserSuite({ captchaMaker: fixedCaptcha(CAPTCHA) });

function account(userName: string): StaffCredentials {
  const found = suite.server.staff.find((staff) => staff.userName === userName);
  if (!found) throw new Error(`No demo account ${userName}`);
  return found;
}

/** The labels of the staff navigation's links, in order. */
async function navigationLinks(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: '工作台导航' });
  await navigation.waitFor();
  return (await navigation.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** The strings in the V8 heap of the page after a garbage collection. */
async function heapStrings(context: BrowserContext, page: Page): Promise<string> {
  const session = await context.newCDPSession(page);
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.collectGarbage');
  let snapshot = '';
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => {
    snapshot += chunk;
  });
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await session.detach();
  return (JSON.parse(snapshot) as { strings: string[] }).strings.join('\n');
}

async function withContext<T>(run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(suite.browser);
  try {
    return await run(context, await context.newPage());
  } finally {
    await context.close();
  }
}

describe('staff sign-in', () => {
  it('signs the coordinator in with account and password and shows only permitted navigation', async () => {
    await withContext(async (_context, page) => {
      const coordinator = account('coordinator');
      await page.goto(`${suite.server.url}/staff/users`);
      await page.waitForURL(/\/login\?redirect=/);
      await signIn(page, coordinator.userName, coordinator.password);

      // Back where they were going, which they may not see.
      await page.waitForURL(`${suite.server.url}/staff/users`);
      await page.getByRole('heading', { name: '无权限' }).waitFor();
      expect(await navigationLinks(page)).toEqual([
        '工作台首页',
        '待办任务',
        '项目管理',
        '招募总览',
        '访视日程',
        '文件检索',
        '报表',
        '我的审批',
        '项目概览',
        '项目成员',
        '里程碑',
        '项目会议',
        '研究中心',
        '候选患者',
        '招募规则',
        '受试者',
        '招募漏斗',
        '访视计划',
        '受试者访视',
        '访视统计',
        '监查访视',
        'SDV与质疑',
        '质控计划',
        '质控任务',
        '质控问题与整改',
        '检查与稽查',
        '自查',
        '质量看板',
        '药品发放',
        '回收与销毁',
        '受试者补助',
        '研究文件夹',
        '签名清单',
        '报告盖章',
        '伦理递交',
        '生物样本',
        '不良事件',
        'SAE报告',
        'SUSAR报告',
        'DSUR年度报告',
        '方案违背',
        '合并用药',
        '安全规则',
      ]);

      await page.getByRole('navigation', { name: '工作台导航' }).getByRole('link', { name: '项目成员' }).click();
      await page.waitForURL(/\/staff\/projects\/\d+\/team/);
      await page.getByRole('cell', { name: coordinator.realname }).first().waitFor();
    });
  });

  it('lets an administrator create a role with one page and that user then sees exactly that page', async () => {
    const finance = account('finance');
    await withContext(async (_context, page) => {
      const admin = account('sysadmin');
      await page.goto(`${suite.server.url}/login`);
      await signIn(page, admin.userName, admin.password);
      await page.waitForURL(`${suite.server.url}/staff`);
      const adminLinks = await navigationLinks(page);
      expect(adminLinks).toEqual(expect.arrayContaining(['用户管理', '角色管理', '登录日志', '审计日志']));

      await page.getByRole('link', { name: '角色管理' }).click();
      await page.getByRole('button', { name: '新增角色' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('角色编码').fill('login_log_reader');
      await dialog.getByLabel('角色名称').fill('登录日志查阅');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Found by its name: with the standard roles it need not be on the first page.
      await page.goto(`${suite.server.url}/staff/roles?keyword=${encodeURIComponent('登录日志查阅')}`);

      await page
        .getByRole('row', { name: /登录日志查阅/ })
        .getByRole('link', { name: '详情' })
        .click();
      await page.getByRole('checkbox', { name: '登录日志' }).check();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/gbc/role/permission/save'));
      await page.getByRole('button', { name: '保存权限' }).click();
      expect((await (await saved).json()) as unknown).toMatchObject({ code: '200' });
      await page.reload();
      await expect(page.getByRole('checkbox', { name: '登录日志' }).isChecked()).resolves.toBe(true);

      await page.getByRole('link', { name: '用户管理' }).click();
      await page.getByRole('button', { name: `分配角色 ${finance.realname}` }).click();
      const assign = page.getByRole('dialog');
      await assign.getByRole('checkbox', { name: '财务' }).uncheck();
      await assign.getByRole('checkbox', { name: '登录日志查阅' }).check();
      await assign.getByRole('button', { name: '保存' }).click();
      await assign.waitFor({ state: 'detached' });
    });

    await withContext(async (_context, page) => {
      await page.goto(`${suite.server.url}/login`);
      await signIn(page, finance.userName, finance.password);
      await page.waitForURL(`${suite.server.url}/staff`);
      // Of all system pages, exactly the one the new role grants (their project pages stay).
      const systemLabels = Object.values(SYSTEM_PAGES).map((entry) => entry.label['zh-CN'] as string);
      const links = await navigationLinks(page);
      expect(links.filter((label) => systemLabels.includes(label))).toEqual(['登录日志']);
      await page.getByRole('link', { name: '登录日志' }).click();
      // The log shows this very sign-in.
      await page.getByRole('cell', { name: finance.userName }).first().waitFor();
      await page.goto(`${suite.server.url}/staff/roles`);
      await page.getByRole('heading', { name: '无权限' }).waitFor();
    });
  });

  it('locks the account after five wrong passwords and says so', async () => {
    await withContext(async (_context, page) => {
      const monitor = account('monitor');
      await page.goto(`${suite.server.url}/login`);
      const alert = page.getByRole('alert').filter({ hasText: /用户名或密码错误|图形验证码|锁定/ });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        if (attempt > 3) await page.getByRole('textbox', { name: /^图形验证码/ }).fill(CAPTCHA);
        await signIn(page, monitor.userName, `wrong-password-${attempt}`);
        await expect
          .poll(async () => (await alert.count()) > 0 && (await alert.first().textContent()), { timeout: 10_000 })
          .toBeTruthy();
        if (attempt < 5) await expect(alert.first().textContent()).resolves.toMatch(/用户名或密码错误/);
      }
      await expect(alert.first().textContent()).resolves.toContain('账号已锁定，请 15 分钟后再试');

      // Even the right password is refused while the lock lasts.
      await page
        .getByRole('textbox', { name: /^图形验证码/ })
        .fill(CAPTCHA)
        .catch(() => undefined);
      await signIn(page, monitor.userName, monitor.password);
      await expect.poll(async () => alert.first().textContent()).toContain('账号已锁定');
      expect(page.url()).toContain('/login');
    });
  });

  it('signs out to the public home, leaving no staff data in memory, IndexedDB or Cache Storage', async () => {
    await withContext(async (context, page) => {
      const admin = account('sysadmin');
      // Staff names, except those the public pages also show (a lead researcher or contact of a
      // published project is public data), and the staff phones: none may stay on the device.
      const publicPeople = new Set(demoProjects.flatMap((project) => [project.researchName, project.studyChargerName]));
      const names = [
        ...suite.server.staff.map((staff) => staff.realname).filter((name) => !publicPeople.has(name)),
        ...DEMO_STAFF.map((staff) => staff.phone),
      ];
      // E-mail addresses of the demo staff: in the user list's data, and nowhere in public data.
      const listed = DEMO_STAFF.map((staff) => staff.email);
      await page.goto(`${suite.server.url}/login`);
      await signIn(page, admin.userName, admin.password);
      await page.waitForURL(`${suite.server.url}/staff`);
      await page.getByRole('link', { name: '用户管理' }).click();
      await page.waitForURL(/\/staff\/users/);
      // Every demo user on one page (they are more than the default ten).
      await page.goto(`${suite.server.url}/staff/users?size=20`);
      await page
        .getByRole('cell', { name: account('investigator').realname })
        .first()
        .waitFor();
      const before = await heapStrings(context, page);
      expect(listed.filter((name) => before.includes(name))).toEqual(listed);

      await page.getByRole('button', { name: /用户菜单/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.waitForURL(`${suite.server.url}/`);
      await page.getByTestId('project-card').first().waitFor();

      // The session is gone on the server too: the staff side asks to sign in again.
      const who = await page.evaluate(async () => (await fetch('/igcpproapi/auth/who')).status);
      expect(who).toBe(401);

      const stored = await dumpIndexedDb(page);
      const cached = Object.values(await cacheStorageContents(page)).flat();
      for (const name of names) expect(stored).not.toContain(name);
      expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/igcpproapi/'))).toEqual([]);

      // Memory: after garbage collection the heap holds none of the staff e-mail addresses
      // the user list loaded (the control above found them there before signing out).
      const after = await heapStrings(context, page);
      expect(listed.filter((name) => after.includes(name))).toEqual([]);
    });
  });
});
