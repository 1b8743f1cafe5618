/** The app list page on the real route: apps with their roles and how they open; add one with the pass-through; delete after confirming. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';
import type { AppListData } from '../queries';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/dTrial/app/list';
const SAVE = '/api/dTrial/app/save';
const DELETE = '/api/dTrial/app/delete';
const URL = '/staff/app-list';

const data: AppListData = {
  apps: [
    {
      id: 1,
      name: '医院OA门户',
      icon: 'oa',
      url: 'https://oa.hospital.example/sso/gcp',
      sort: 10,
      enabled: true,
      passThrough: true,
      connectedSystemId: 3,
      signKeyId: 'k_oa',
      roleIds: [1, 2],
      version: 1,
    },
    {
      id: 2,
      name: 'PACS 影像系统',
      icon: 'pacs',
      url: 'https://pacs.hospital.example/viewer',
      sort: 20,
      enabled: false,
      passThrough: false,
      connectedSystemId: null,
      signKeyId: null,
      roleIds: [2],
      version: 4,
    },
  ],
  roles: [
    { id: 1, code: 'admin', name: '系统管理员' },
    { id: 2, code: 'coordinator', name: '研究协调员' },
  ],
  systems: [{ id: 3, code: 'oa', name: '医院OA门户', keyIds: ['k_oa', 'k_old'] }],
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['AppList'], buttons } }),
    answers: {
      [LIST]: { body: { isOk: true, code: '200', data } },
      [SAVE]: { body: { isOk: true, code: '200', data: { id: 9 } } },
      [DELETE]: { body: { isOk: true, code: '200', data: null } },
    },
  });
}

describe('app list page', () => {
  it('lists the apps with their roles and how they open, and no change buttons without app:manage', async () => {
    stub([]);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '应用列表' });
    await within(table).findByText('PACS 影像系统');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('医院OA门户');
    expect(rows[1]).toHaveTextContent('系统管理员、研究协调员');
    expect(rows[1]).toHaveTextContent('签名链接 · 医院OA门户');
    expect(rows[2]).toHaveTextContent('直接打开');
    expect(rows[2]).toHaveTextContent('已停用');
    expect(screen.queryByRole('button', { name: /新增应用|编辑|删除/ })).not.toBeInTheDocument();
  });

  it('adds an app passed through with a chosen key, refusing a bad address first', async () => {
    const calls = stub(['app:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增应用' }));
    const dialog = await screen.findByRole('dialog', { name: '新增应用' });
    await user.type(within(dialog).getByLabelText(/应用名称/), 'LIS 检验系统');
    await user.clear(within(dialog).getByLabelText(/访问地址/));
    await user.type(within(dialog).getByLabelText(/访问地址/), 'lis.example');
    await user.click(within(dialog).getByRole('checkbox', { name: '研究协调员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入以 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/访问地址/));
    await user.type(within(dialog).getByLabelText(/访问地址/), 'https://lis.example/');
    await user.click(within(dialog).getByRole('switch', { name: /免登录进入/ }));
    await user.click(within(dialog).getByRole('combobox', { name: '对接系统' }));
    await user.click(await screen.findByRole('option', { name: '医院OA门户 (oa)' }));
    await user.click(within(dialog).getByRole('combobox', { name: '签名密钥' }));
    await user.click(await screen.findByRole('option', { name: 'k_old' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toEqual({
        name: 'LIS 检验系统',
        icon: 'link',
        url: 'https://lis.example/',
        sort: 30,
        enabled: true,
        passThrough: true,
        connectedSystemId: 3,
        signKeyId: 'k_old',
        roleIds: [2],
      }),
    );
  });

  it('deletes an app only after confirming', async () => {
    const calls = stub(['app:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除 PACS 影像系统' }));
    const confirm = await screen.findByRole('dialog', { name: '删除 PACS 影像系统' });
    expect(callsTo(calls, DELETE)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo(calls, DELETE)[0]?.json).toEqual({ id: 2 }));
  });
});
