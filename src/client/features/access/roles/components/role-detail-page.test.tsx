/** The role permission editor on the real route: built from the catalogue, buttons follow their page. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const label = (zh: string) => ({ 'zh-CN': zh, en: zh });
const catalogue = {
  system: [
    {
      name: 'UserManage',
      label: label('用户管理'),
      helpId: null,
      buttons: [{ name: 'user:create', label: label('新增用户'), helpId: null }],
    },
    { name: 'AuditLog', label: label('审计日志'), helpId: null, buttons: [] },
  ],
  project: [{ name: 'ProjectTeam', label: label('项目成员'), helpId: null, buttons: [] }],
  alwaysSystemPages: [],
};
const role = {
  id: 3,
  code: 'monitor',
  name: '监查员',
  description: null,
  isDefaultRegistration: false,
  userCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 4,
  permissions: { system: { pages: ['AuditLog'], buttons: [] }, project: { pages: [], buttons: [] } },
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['RoleManage'], buttons } }),
    answers: {
      '/api/gbc/role/3': ok(role),
      '/api/gbc/permission/catalogue': ok(catalogue),
      '/api/gbc/role/permission/save': ok({ id: 3, version: 5 }),
      '/api/gbc/role/report/3': ok({ roleId: 3, version: 4, reports: ['aeListing'] }),
      '/api/gbc/role/report/save': ok({ id: 3, version: 5 }),
    },
  });
}

describe('the role permission editor', () => {
  it('keeps a button disabled until its page is ticked, and saves both scopes with the version', async () => {
    const calls = stub(['role:permission']);
    renderApp('/staff/roles/3');
    const create = await screen.findByRole('checkbox', { name: '新增用户' });
    expect(create).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '用户管理' }));
    expect(create).toBeEnabled();
    await user.click(create);
    await user.click(screen.getByRole('button', { name: '保存权限' }));
    await waitFor(() => expect(callsTo(calls, '/api/gbc/role/permission/save')).toHaveLength(1));
    expect(callsTo(calls, '/api/gbc/role/permission/save')[0]?.json).toEqual({
      roleId: 3,
      version: 4,
      system: { pages: ['AuditLog', 'UserManage'], buttons: ['user:create'] },
      project: { pages: [], buttons: [] },
    });
  });

  it('is read-only without the role:permission button', async () => {
    stub([]);
    renderApp('/staff/roles/3');
    expect(await screen.findByRole('checkbox', { name: '审计日志' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存权限' })).not.toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(breadcrumbs).getByText('角色详情')).toHaveAttribute('aria-current', 'page');
  });
});

describe("the role's reports section", () => {
  it('ticks the reports the role holds and saves the catalogue order with the version', async () => {
    const calls = stub(['role:permission']);
    renderApp('/staff/roles/3');
    const section = await screen.findByRole('region', { name: '报表' });
    const ae = await within(section).findByRole('checkbox', { name: '不良事件清单' });
    expect(ae).toBeChecked();
    const save = within(section).getByRole('button', { name: '保存报表' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('checkbox', { name: '受试者入组清单' }));
    await user.click(save);
    await waitFor(() => expect(callsTo(calls, '/api/gbc/role/report/save')).toHaveLength(1));
    expect(callsTo(calls, '/api/gbc/role/report/save')[0]?.json).toEqual({
      roleId: 3,
      version: 4,
      reports: ['enrolmentSubjects', 'aeListing'],
    });
  });

  it('is read-only without the role:permission button', async () => {
    stub([]);
    renderApp('/staff/roles/3');
    const section = await screen.findByRole('region', { name: '报表' });
    expect(await within(section).findByRole('checkbox', { name: '不良事件清单' })).toBeDisabled();
    expect(within(section).queryByRole('button', { name: '保存报表' })).not.toBeInTheDocument();
  });
});
