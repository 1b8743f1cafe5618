/** The staff side end to end on the real routes: the guard, the navigation, 403, buttons and sign-out. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, staffKeys, stubStaffApi } from '../auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

/** The daily work pages first (under 我的工作), then the administration ones (under 系统管理). */
const ALL_SYSTEM_PAGES = [
  '待办任务',
  '项目管理',
  '招募总览',
  '访视日程',
  '文件检索',
  '报表',
  '用户管理',
  '角色管理',
  '组织机构',
  '注册审核',
  '登录日志',
  '审计日志',
  '字典管理',
  '站点设置',
  '文件管理',
  '定时任务',
  '审批流程',
  '我的审批',
  '问题反馈',
  '药房与温湿度',
  '费用类型',
  '经费总览',
  '目录模板',
  '伦理委员会',
  '伦理审查工作台',
  '我的审查',
  '会议',
  '对接系统',
  '应用列表',
];

async function navigationLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: '工作台导航' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the /staff guard', () => {
  it('sends a visitor who is not signed in to /login with the staff URL to return to', async () => {
    stubStaffApi({ who: null });
    const { router } = renderApp('/staff/users?status=enabled');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/staff/users?status=enabled' });
    expect(await screen.findByRole('heading', { name: '工作人员登录' })).toBeInTheDocument();
  });
});

describe('the navigation', () => {
  it('lists only the catalogue pages the user holds, and a project picker with the project pages', async () => {
    stubStaffApi({
      who: demoWho({
        system: { pages: ['UserManage', 'AuditLog', 'HelpCenter'] },
        projects: [{ projectId: 5, projectName: '肺癌Ⅲ期研究', pages: ['ProjectTeam'] }],
      }),
    });
    renderApp('/staff');
    expect(await navigationLinks()).toEqual(['工作台首页', '用户管理', '审计日志', '项目成员']);
    expect(screen.getByLabelText('选择项目')).toHaveDisplayValue('肺癌Ⅲ期研究');
    const nav = screen.getByRole('navigation', { name: '工作台导航' });
    expect(within(nav).getByRole('link', { name: '项目成员' })).toHaveAttribute('href', '/staff/projects/5/team');
  });

  it("lists a project's safety pages under one heading", async () => {
    stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: '肺癌Ⅲ期研究', pages: ['ProjectTeam', 'SafetyAe', 'SafetySae'] }],
      }),
    });
    renderApp('/staff');
    expect(await navigationLinks()).toEqual(['工作台首页', '项目成员', '不良事件', 'SAE报告']);
    const nav = screen.getByRole('navigation', { name: '工作台导航' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['项目', '安全性']);
  });

  it('shows every catalogue page when the permission switch is off', async () => {
    stubStaffApi({ who: demoWho({ permissionSwitch: false, system: { pages: ['UserManage'] } }) });
    renderApp('/staff');
    expect(await navigationLinks()).toEqual(['工作台首页', ...ALL_SYSTEM_PAGES]);
    const nav = screen.getByRole('navigation', { name: '工作台导航' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['我的工作', '系统管理', '项目']);
  });

  it("shows 'no permission' for a page the user lacks, without asking for its data", async () => {
    const calls = stubStaffApi({ who: demoWho({ system: { pages: ['AuditLog'] } }) });
    renderApp('/staff/users');
    expect(await screen.findByTestId('no-permission')).toHaveTextContent('无权限');
    expect(callsTo(calls, '/api/gbc/user/list')).toEqual([]);
  });
});

describe('button permissions', () => {
  it("hides 'create user' without the user:create button and shows it with it", async () => {
    stubStaffApi({ who: demoWho({ system: { pages: ['UserManage'], buttons: [] } }) });
    const first = renderApp('/staff/users');
    expect(await screen.findByRole('heading', { name: '用户管理' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
    first.unmount();

    stubStaffApi({ who: demoWho({ system: { pages: ['UserManage'], buttons: ['user:create'] } }) });
    renderApp('/staff/users');
    expect(await screen.findByRole('button', { name: '新增用户' })).toBeInTheDocument();
  });
});

describe('signing out', () => {
  it('ends the session, goes to the public home page and leaves no staff data in memory', async () => {
    const calls = stubStaffApi({ who: demoWho({ system: { pages: ['UserManage'] } }) });
    const { router, queryClient } = renderApp('/staff/users');
    await screen.findByRole('heading', { name: '用户管理' });
    expect(staffKeys(queryClient).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '用户菜单：张敏' }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, '/igcpproapi/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(staffKeys(queryClient)).toEqual([]));
  });
});
