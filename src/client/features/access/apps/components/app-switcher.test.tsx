/** The header's app switcher: a keyboard menu of the apps the user's roles see; plain apps are links, pass-through apps open a signed address in a new tab. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';
import type { MyApp } from '../queries';

afterEach(() => vi.unstubAllGlobals());

const MINE = '/api/dTrial/app/mine';
const OPEN = '/api/dTrial/app/open';
const SIGNED = 'https://oa.hospital.example/sso/gcp?system=oa&keyId=k_oa&user=OA0002&ts=1&nonce=n&sign=s';

const apps: MyApp[] = [
  { id: 1, name: '医院OA门户', icon: 'oa', url: 'https://oa.hospital.example/sso/gcp', passThrough: true },
  { id: 2, name: 'HIS 医院信息系统', icon: 'his', url: 'https://his.hospital.example/', passThrough: false },
];

function stub(mine: MyApp[]) {
  return stubStaffApi({
    who: demoWho(),
    answers: {
      [MINE]: { body: { isOk: true, code: '200', data: mine } },
      [OPEN]: { body: { isOk: true, code: '200', data: { url: SIGNED, signed: true } } },
    },
  });
}

describe('app switcher', () => {
  it('opens by keyboard as a menu of the apps, plain ones as links to a new tab', async () => {
    stub(apps);
    renderApp('/staff');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '应用' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: '可访问的医院系统' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['医院OA门户', 'HIS 医院信息系统']);
    const his = within(menu).getByRole('menuitem', { name: 'HIS 医院信息系统（在新标签页打开）' });
    expect(his).toHaveAttribute('href', 'https://his.hospital.example/');
    expect(his).toHaveAttribute('target', '_blank');
    expect(his).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('sends a tab opened at the click to the address the server signs for this user', async () => {
    const calls = stub(apps);
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderApp('/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '应用' }));
    await user.click(await screen.findByRole('menuitem', { name: '医院OA门户（在新标签页打开）' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(SIGNED));
    expect(tab.opener).toBeNull();
    expect(callsTo(calls, OPEN)[0]?.json).toEqual({ id: 1 });
  });

  it('is not shown when the user sees no app', async () => {
    const calls = stub([]);
    renderApp('/staff');
    await screen.findByRole('button', { name: /通知/ });
    await waitFor(() => expect(callsTo(calls, MINE)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '应用' })).not.toBeInTheDocument();
  });
});
