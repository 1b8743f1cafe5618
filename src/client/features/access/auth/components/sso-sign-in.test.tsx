/** The sign-in page's single sign-on: the button when the site has a provider, and the return from it. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../auth-test-kit';
import { leaveFor } from '../sso-sign-in';

const CONFIG = '/igcpproapi/auth/sso/config';
const START = '/igcpproapi/auth/sso/start';
const CALLBACK = '/igcpproapi/auth/sso/callback';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });
const enabled = ok({ enabled: true, label: '' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('single sign-on on the sign-in page', () => {
  it('shows no button when the site has no identity provider', async () => {
    stubStaffApi();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '使用医院统一身份认证登录' })).not.toBeInTheDocument();
  });

  it("sends the browser to the provider's address the server answers", async () => {
    const assign = vi.spyOn(leaveFor, 'url').mockImplementation(() => undefined);
    const calls = stubStaffApi({
      answers: { [CONFIG]: enabled, [START]: ok({ authorizationUrl: 'https://idp.example/auth?x=1' }) },
    });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: '使用医院统一身份认证登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/auth?x=1'));
    expect(callsTo(calls, START)).toHaveLength(1);
  });

  it("hands the provider's answer to the server and opens the workbench", async () => {
    window.history.replaceState(null, '', '/login?code=abc&state=s1');
    const calls = stubStaffApi({ answers: { [CONFIG]: enabled, [CALLBACK]: ok(null) }, who: demoWho() });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(callsTo(calls, CALLBACK)[0]?.json).toEqual({ query: 'code=abc&state=s1' });
    expect(window.location.search).toBe('');
  });

  it("words the server's refusal when no account is linked", async () => {
    window.history.replaceState(null, '', '/login?code=abc&state=s1');
    stubStaffApi({
      answers: {
        [CONFIG]: enabled,
        [CALLBACK]: {
          status: 400,
          body: { isOk: false, code: '100', msg: 'x', data: { reason: 'sso_unlinked', captchaRequired: false } },
        },
      },
    });
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('该统一身份认证账号未关联本系统账号，请联系管理员');
  });
});
