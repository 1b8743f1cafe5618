/** User management on the real route: filters in the URL, and a reset password shown once. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../../../../shared/api/access/users';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/gbc/user/list';
const wang: UserRow = {
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
  roles: [],
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['UserManage'], buttons } }),
    answers: {
      [LIST]: { body: { isOk: true, code: '200', rows: [wang], total: 1 } },
      '/api/gbc/user/resetPassword': {
        body: { isOk: true, code: '200', data: { id: 12, version: 4, password: 'Tmp-8d2K-x9Qa' } },
      },
    },
  });
}

describe('user management', () => {
  it('reads its filters and page from the URL and sends them as the list query', async () => {
    const calls = stub([]);
    renderApp('/staff/users?keyword=%E7%8E%8B&status=disabled&page=2&size=20');
    await screen.findByText('王丽');
    const query = callsTo(calls, LIST)[0]?.search;
    expect(Object.fromEntries(query ?? [])).toEqual({ keyword: '王', status: 'disabled', offset: '20', limit: '20' });
  });

  it('resets a password after a confirmation and shows the new one once, then refreshes the list', async () => {
    const calls = stub(['user:resetPassword']);
    renderApp('/staff/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '重置密码 王丽' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '重置密码' }));
    const dialog = await screen.findByRole('dialog', { name: '密码已重置' });
    expect(within(dialog).getByTestId('one-time-password')).toHaveTextContent('Tmp-8d2K-x9Qa');
    expect(within(dialog).getByRole('button', { name: '复制密码' })).toBeInTheDocument();
    expect(callsTo(calls, '/api/gbc/user/resetPassword')[0]?.json).toEqual({ id: 12, version: 3 });
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it('filters by role for a user manager without role management, through the role options', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['UserManage'] } }),
      answers: {
        [LIST]: { body: { isOk: true, code: '200', rows: [wang], total: 1 } },
        '/api/gbc/role/options': {
          body: {
            isOk: true,
            code: '200',
            data: [
              { id: 1, code: 'admin', name: '系统管理员' },
              { id: 4, code: 'monitor', name: '监查员' },
            ],
          },
        },
      },
    });
    renderApp('/staff/users');
    const user = userEvent.setup();
    await screen.findByText('王丽');
    await user.selectOptions(await screen.findByRole('combobox', { name: '角色' }), '监查员');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, LIST)[1]?.search.get('roleId')).toBe('4');
    expect(callsTo(calls, '/api/gbc/role/list')).toEqual([]);
  });

  it('shows no action buttons without their button permissions', async () => {
    stub([]);
    renderApp('/staff/users');
    await screen.findByText('王丽');
    expect(screen.queryByRole('button', { name: /重置密码|编辑|停用|分配角色/ })).not.toBeInTheDocument();
  });
});
