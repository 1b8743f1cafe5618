/**
 * Study management in Chromium on the real build and server: the demo coordinator creates
 * a project with criteria and two doctors, publishes it, and the public home and detail
 * pages show it exactly as entered; a second tab saving a stale form gets the conflict
 * message and overwrites nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAs, useBrowserSuite, waitForApp } from './harness';

const suite = useBrowserSuite();

const NAME = 'HK-7301胶囊治疗晚期胃癌的Ⅱ期临床研究（浏览器测试）';
const INCLUSION = ['1. 年龄18-75岁，性别不限', '2. 经组织学确诊的晚期胃腺癌', '3. ECOG评分0-1分'];
const EXCLUSION = ['1. 既往接受过同类靶点药物治疗', '2. 妊娠或哺乳期女性'];
const DOCTORS = [
  ['肿瘤内科', '陈立新', '周一上午'],
  ['胸外科', '王静怡', '周四下午'],
] as const;

/** Picks an option of an MUI select by the field's label. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('study management', () => {
  it('creates a project with criteria and two doctors, publishes it, and the public pages show it as entered', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'coordinator', '/staff/projects');
      await page.getByRole('link', { name: '新建项目' }).click();
      await page.waitForURL(/\/staff\/projects\/new$/);

      const form = page.getByRole('form', { name: '新建项目' });
      await form.getByRole('textbox', { name: '项目名称' }).fill(NAME);
      await pick(page, '项目类型', '药物临床试验');
      await pick(page, '受试者疾病', '胃癌');
      await form.getByLabel('开始日期').fill('2026-11-20');
      await form.getByRole('textbox', { name: '试验药物' }).fill('HK-7301胶囊');
      await form.getByRole('textbox', { name: '入选标准' }).fill(INCLUSION.join('\n'));
      await form.getByRole('textbox', { name: '排除标准' }).fill(`${EXCLUSION[0]}\n\n${EXCLUSION[1]}`);
      // The live preview renders the criteria as the public page will: one paragraph per line.
      const preview = page.getByRole('group', { name: /入选标准 · 实时预览/ });
      await expect.poll(() => preview.getByRole('paragraph').allTextContents()).toEqual(INCLUSION);

      // A required field left blank is named before anything is sent.
      await form.getByRole('textbox', { name: '项目名称' }).fill('');
      await form.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => form.getByText('必填').count()).toBeGreaterThan(0);
      await form.getByRole('textbox', { name: '项目名称' }).fill(NAME);
      await form.getByRole('button', { name: '保存' }).click();

      await page.waitForURL(/\/staff\/projects\/\d+\/overview\?tab=doctors/);
      const projectId = Number(/projects\/(\d+)\//.exec(page.url())?.[1]);
      await page.getByRole('heading', { name: NAME }).waitFor();
      await expect(page.getByText('草稿（未发布）').first().isVisible()).resolves.toBe(true);

      for (const [index, [dept, doctor, time]] of DOCTORS.entries()) {
        await page.getByRole('button', { name: '添加医生' }).click();
        const row = page.getByRole('listitem', { name: `第 ${index + 1} 位医生` });
        await row.getByRole('combobox', { name: '科室名称' }).click();
        await page.getByRole('option', { name: dept, exact: true }).click();
        await row.getByRole('textbox', { name: '医生姓名' }).fill(doctor);
        await row.getByRole('textbox', { name: '出诊时间' }).fill(time);
      }
      // Reordering from the keyboard: the moved row keeps the focus, and screen readers hear where it went.
      await page.getByRole('button', { name: '下移 第 1 位医生' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.getByRole('listitem', { name: '第 1 位医生' }).getByRole('textbox', { name: '医生姓名' }).inputValue(),
        )
        .toBe(DOCTORS[1][1]);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('上移 第 2 位医生');
      await page.getByText(`${DOCTORS[0][1]} 已移到第 2 位`).waitFor();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.getByRole('listitem', { name: '第 1 位医生' }).getByRole('textbox', { name: '医生姓名' }).inputValue(),
        )
        .toBe(DOCTORS[0][1]);
      await page.getByRole('button', { name: '保存门诊医生' }).click();
      await page.getByText('门诊医生已保存').waitFor();

      // Not on the public API before publishing.
      expect((await page.request.get(`${suite.server.url}/api/portal/projects/${projectId}`)).status()).toBe(404);
      await page.getByRole('button', { name: '发布', exact: true }).click();
      await page.getByRole('button', { name: '撤回发布' }).waitFor();

      const publicPage = await context.newPage();
      await publicPage.goto(`${suite.server.url}/?keyword=${encodeURIComponent('HK-7301')}`);
      const card = publicPage.getByTestId('project-card');
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.getByRole('heading').textContent()).toBe(NAME);

      await publicPage.goto(`${suite.server.url}/projectdviewetail/${projectId}`);
      await waitForApp(publicPage);
      await publicPage.getByRole('heading', { name: NAME, level: 1 }).waitFor();
      const inclusion = publicPage.getByRole('group', { name: '入选标准' });
      expect(await inclusion.getByRole('paragraph').allTextContents()).toEqual(INCLUSION);
      const exclusion = publicPage.getByRole('group', { name: '排除标准' });
      expect(await exclusion.getByRole('paragraph').allTextContents()).toEqual(EXCLUSION);
      const doctorRows = publicPage.getByRole('table', { name: '门诊医生' }).getByRole('row');
      await expect.poll(() => doctorRows.count()).toBe(3);
      for (const [index, [dept, doctor, time]] of DOCTORS.entries()) {
        const cells = await doctorRows
          .nth(index + 1)
          .getByRole('cell')
          .allTextContents();
        expect(cells.slice(0, 3)).toEqual([dept, doctor, time]);
      }
    } finally {
      await context.close();
    }
  });

  it('refuses a stale form from a second tab with the conflict message and keeps the first save', async () => {
    const context = await newContext(suite.browser);
    try {
      const first = await context.newPage();
      await signInAs(first, suite.server, 'coordinator', '/staff/projects');
      // One of the projects the coordinator works in.
      const who = await (await first.request.get(`${suite.server.url}/igcpproapi/auth/who`)).json();
      const projectId = who.data.permissions.projects[0].projectId as number;
      const editUrl = `/staff/projects/${projectId}/overview?tab=edit`;
      await first.goto(`${suite.server.url}${editUrl}`);
      const second = await context.newPage();
      await second.goto(`${suite.server.url}${editUrl}`);

      const indication = (page: Page) => page.getByRole('textbox', { name: '适应症' });
      await indication(first).fill('第一个标签页的修改');
      await indication(second).fill('第二个标签页的修改');
      // A header action (withdraw, publish again) changes no field of the form: its edits still save.
      await first.getByRole('button', { name: '撤回发布' }).click();
      await first.getByRole('button', { name: '发布', exact: true }).click();
      await first.getByRole('button', { name: '撤回发布' }).waitFor();
      await first.getByRole('button', { name: '保存' }).click();
      await first.getByText('已保存').waitFor();
      await expect(first.getByText('数据已被他人修改，请刷新后重试').count()).resolves.toBe(0);

      await second.getByRole('button', { name: '保存' }).click();
      await second.getByRole('alert').filter({ hasText: '数据已被他人修改，请刷新后重试' }).waitFor();
      await expect(indication(second).inputValue()).resolves.toBe('第二个标签页的修改');
      const saved = await first.request.get(`${suite.server.url}/api/bus/project/${projectId}/detail`);
      expect((await saved.json()).data.indication).toBe('第一个标签页的修改');
    } finally {
      await context.close();
    }
  });

  it('imports projects from a CSV after a dry run that names each problem, and exports the table', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'coordinator', '/staff/projects');
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '导入项目' });
      const file = (rows: string[]) => ({
        name: 'projects.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['项目名称*,项目类型,开始日期', ...rows].join('\r\n'), 'utf8'),
      });
      await dialog
        .locator('input[type=file]')
        .setInputFiles(file(['导入测试项目甲,药物临床试验,2026-12-01', '导入测试项目乙,不存在的类型,2026-12-02']));
      await dialog.getByRole('cell', { name: '不在字典中: 不存在的类型' }).waitFor();
      expect(await dialog.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
        '3',
        '项目类型',
        '不在字典中: 不存在的类型',
      ]);
      await expect(dialog.getByRole('button', { name: /导入全部/ }).isDisabled()).resolves.toBe(true);

      await dialog
        .locator('input[type=file]')
        .setInputFiles(file(['导入测试项目甲,药物临床试验,2026-12-01', '导入测试项目乙,医疗器械临床试验,2026-12-02']));
      await dialog.getByText('检查通过：共 2 行，可以导入。').waitFor();
      await dialog.getByRole('button', { name: '导入全部 2 行' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: '关键词' }).fill('导入测试项目');
      await page.getByRole('button', { name: '搜索' }).click();
      const names = page.getByRole('table', { name: '项目管理' }).getByRole('link');
      await expect
        .poll(() => names.allTextContents())
        .toEqual(expect.arrayContaining(['导入测试项目甲', '导入测试项目乙']));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出 CSV' }).click(),
      ]);
      const path = await download.path();
      const { readFileSync } = await import('node:fs');
      const lines = readFileSync(path, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]?.startsWith('ID,项目编号,项目名称,招募状态')).toBe(true);
      expect(
        lines
          .slice(1)
          .map((line) => line.split(',')[2])
          .sort(),
      ).toEqual(['导入测试项目乙', '导入测试项目甲'].sort());
    } finally {
      await context.close();
    }
  });

  it("lets the investigator add a colleague to a project's team with a role", async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await signInAs(page, suite.server, 'investigator', '/staff');
      // A project the investigator runs and the coordinator is not on.
      const mine = (await (await page.request.get(`${suite.server.url}/igcpproapi/auth/who`)).json()).data.permissions
        .projects;
      const coordinator = suite.server.staff.find((staff) => staff.userName === 'coordinator');
      const members = async (projectId: number) =>
        (await (await page.request.get(`${suite.server.url}/api/bus/project/${projectId}/members`)).json()).data as {
          userName: string;
        }[];
      let projectId = 0;
      for (const project of mine as { projectId: number }[]) {
        if (!(await members(project.projectId)).some((member) => member.userName === 'coordinator')) {
          projectId = project.projectId;
          break;
        }
      }
      expect(projectId).toBeGreaterThan(0);

      await page.goto(`${suite.server.url}/staff/projects/${projectId}/team`);
      await page.getByRole('button', { name: '添加成员' }).click();
      const dialog = page.getByRole('dialog', { name: '添加项目成员' });
      await dialog.getByRole('combobox', { name: /用户/ }).fill('刘');
      await page.getByRole('option', { name: `${coordinator?.realname}（coordinator）` }).click();
      await dialog.getByRole('checkbox', { name: '临床研究协调员' }).check();
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `修改角色 ${coordinator?.realname}` }).waitFor();
      expect((await members(projectId)).map((member) => member.userName)).toContain('coordinator');
    } finally {
      await context.close();
    }
  });
});
