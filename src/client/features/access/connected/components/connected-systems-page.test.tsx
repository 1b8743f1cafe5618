/** The connected-systems page on the real route: systems, keys and mappings; a new key's secret once; rotate after confirming. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';
import type { ConnectedSystem } from '../queries';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/gbc/connectedSystem/list';
const CREATE_KEY = '/api/gbc/connectedSystem/key/create';
const ROTATE = '/api/gbc/connectedSystem/key/rotate';
const URL = '/staff/connected-systems';
const SECRET = 'Zx9-secret-shown-once-0123456789abcdef';

const oa: ConnectedSystem = {
  id: 1,
  code: 'oa',
  name: '医院OA门户',
  enabled: true,
  loginBy: 'mapping',
  keys: [
    {
      keyId: 'k_new',
      createdAt: '2026-01-05T02:00:00.000Z',
      createdBy: 'admin',
      lastUsedAt: '2026-01-05T03:30:00.000Z',
      expiresAt: null,
      revokedAt: null,
      status: 'active',
    },
    {
      keyId: 'k_old',
      createdAt: '2026-01-01T02:00:00.000Z',
      createdBy: 'admin',
      lastUsedAt: null,
      expiresAt: '2026-01-06T02:00:00.000Z',
      revokedAt: null,
      status: 'grace',
    },
  ],
  mappings: [{ externalId: 'E1001', userId: 7, userName: 'zhao.lei', realname: '赵磊' }],
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['ConnectedSystems'], buttons } }),
    answers: {
      [LIST]: { body: { isOk: true, code: '200', data: [oa] } },
      [CREATE_KEY]: { body: { isOk: true, code: '200', data: { keyId: 'k_third', secret: SECRET } } },
      [ROTATE]: { body: { isOk: true, code: '200', data: { keyId: 'k_fourth', secret: SECRET } } },
    },
  });
}

describe('connected systems page', () => {
  it('lists keys with their status and mappings, and no change buttons without connectedSystem:manage', async () => {
    stub([]);
    renderApp(URL);
    const keys = await screen.findByRole('table', { name: '医院OA门户 的密钥' });
    const rows = within(keys).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['k_new', 'k_old']);
    expect(rows[0]).toHaveTextContent('有效');
    expect(rows[0]).toHaveTextContent('2026-01-05 03:30');
    expect(rows[1]).toHaveTextContent('过渡期至 2026-01-06 02:00');
    expect(rows[1]).toHaveTextContent('从未');
    const mappings = screen.getByRole('table', { name: '医院OA门户 的人员映射' });
    expect(within(mappings).getByText('赵磊 (zhao.lei)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /轮换|吊销|创建密钥|新增对接系统/ })).not.toBeInTheDocument();
  });

  it('shows a new key and its secret once', async () => {
    const calls = stub(['connectedSystem:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '创建密钥' }));
    const dialog = await screen.findByRole('dialog', { name: '新密钥（仅显示一次）' });
    expect(within(dialog).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('k_third')).toBeInTheDocument();
    expect(callsTo(calls, CREATE_KEY)[0]?.json).toEqual({ systemId: 1 });
    await user.click(within(dialog).getByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
  });

  it('rotates a key only after confirming, saying the old one works 24 hours more', async () => {
    const calls = stub(['connectedSystem:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '轮换 k_new' }));
    const confirm = await screen.findByRole('dialog', { name: '轮换 k_new' });
    expect(confirm).toHaveTextContent('旧密钥 k_new 将在 24 小时后失效');
    expect(callsTo(calls, ROTATE)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '轮换' }));
    await waitFor(() => expect(callsTo(calls, ROTATE)[0]?.json).toEqual({ keyId: 'k_new' }));
    expect(await screen.findByDisplayValue('k_fourth')).toBeInTheDocument();
  });
});
