/** Assigning roles on the real route: role names and projects come from the UserManage options. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectOption } from '../../../../../shared/api/study';
import type { UserDetail } from '../../../../../shared/api/access/users';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const ROLE_OPTIONS = '/api/gbc/role/options';
const PROJECT_OPTIONS = '/api/bus/project/options';
const SET_PROJECT_ROLES = '/api/gbc/user/setProjectRoles';

const wang: UserDetail = {
  id: 12,
  userName: 'wangli',
  realname: '王丽',
  fullName: null,
  phone: '13900000000',
  email: null,
  deptId: null,
  deptName: '肿瘤科',
  belong: null,
  enableCa: false,
  status: 'enabled',
  mustChangePassword: false,
  hasAvatar: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 3,
  roles: [{ id: 2, code: 'coordinator', name: '临床研究协调员' }],
  signature: null,
  projectRoles: [
    { projectId: 5, projectName: '胃癌一线研究', roleId: 2, roleCode: 'coordinator', roleName: '临床研究协调员' },
  ],
};

const roles = [
  { id: 1, code: 'admin', name: '系统管理员' },
  { id: 2, code: 'coordinator', name: '临床研究协调员' },
  { id: 4, code: 'monitor', name: '监查员' },
];

/** A stopped study: the public portal list would not have offered it. */
const stopped: ProjectOption = { id: 41, name: '非小细胞肺癌二线研究', recruitStatus: 'zzzm' };

function projectOptions(call: RecordedCall) {
  const keyword = call.search.get('keyword') ?? '';
  const data = [stopped, { id: 40, name: '乳腺癌辅助治疗研究', recruitStatus: 'zmz' }].filter((p) =>
    p.name.includes(keyword),
  );
  return { body: { isOk: true, code: '200', data } };
}

const rolesAnswer = () => ({ body: { isOk: true, code: '200', data: roles } });

function stub(roleOptions: () => { status?: number; body: unknown }) {
  return stubStaffApi({
    // UserManage and the assign button, but not RoleManage.
    who: demoWho({ system: { pages: ['UserManage'], buttons: ['user:assignRoles'] } }),
    answers: {
      '/api/gbc/user/list': { body: { isOk: true, code: '200', rows: [wang], total: 1 } },
      '/api/gbc/user/12': { body: { isOk: true, code: '200', data: wang } },
      [ROLE_OPTIONS]: roleOptions,
      [PROJECT_OPTIONS]: projectOptions,
      [SET_PROJECT_ROLES]: { body: { isOk: true, code: '200', data: { id: 12, version: 4 } } },
    },
  });
}

async function openDialog() {
  renderApp('/staff/users');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '分配角色 王丽' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '分配角色：王丽' }) };
}

describe('assigning roles', () => {
  it('offers the role options to a user manager without role management', async () => {
    const calls = stub(rolesAnswer);
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('checkbox', { name: '临床研究协调员' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '系统管理员' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '监查员' })).not.toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
    expect(callsTo(calls, '/api/gbc/role/list')).toEqual([]);
  });

  it('finds any project, whatever its status, through the project options and saves the new pair', async () => {
    const calls = stub(rolesAnswer);
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('checkbox', { name: '监查员' });
    await user.type(within(dialog).getByRole('combobox', { name: '搜索项目' }), '肺癌');
    const option = await screen.findByRole('option', { name: /非小细胞肺癌二线研究\s*终止招募/ });
    const searches = callsTo(calls, PROJECT_OPTIONS).map((call) => Object.fromEntries(call.search));
    expect(searches).toContainEqual({ keyword: '肺癌', limit: '20' });
    expect(screen.queryByRole('option', { name: /乳腺癌/ })).not.toBeInTheDocument();
    await user.click(option);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '角色' }), '监查员');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(within(dialog).getByRole('list', { name: '项目角色' })).toHaveTextContent('非小细胞肺癌二线研究监查员');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SET_PROJECT_ROLES)).toHaveLength(1));
    expect(callsTo(calls, SET_PROJECT_ROLES)[0]?.json).toEqual({
      id: 12,
      version: 3,
      assignments: [
        { projectId: 5, roleId: 2 },
        { projectId: 41, roleId: 4 },
      ],
    });
    expect(calls.some((call) => call.path.startsWith('/api/portal/projects'))).toBe(false);
  });

  it('says the roles failed to load, keeps saving off, and loads them again on retry', async () => {
    let fail = true;
    const calls = stub(() => (fail ? { status: 500, body: { isOk: false, code: '500', msg: 'boom' } } : rolesAnswer()));
    const { user, dialog } = await openDialog();
    const failure = await within(dialog).findByText('加载失败');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
    fail = false;
    await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByRole('checkbox', { name: '监查员' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
    expect(callsTo(calls, ROLE_OPTIONS).length).toBeGreaterThanOrEqual(2);
  });
});
