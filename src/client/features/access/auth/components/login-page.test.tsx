/** The sign-in page: encryption, the refusals worded per reason, the captcha and the first-sign-in password change. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEncryptor } from '../../../../lib/crypto';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../auth-test-kit';

vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(),
}));

const LOGIN = '/igcpproapi/auth/login';
const SECRET = 'Plain-Secret-42';
const refused = (data: object) => ({ status: 400, body: { isOk: false, code: '100', msg: 'refused', data } });
const signedIn = (mustChangePassword = false) => ({ body: { isOk: true, code: '200', data: { mustChangePassword } } });

/** Ciphertext that names its plaintext, so a test can tell what was encrypted. */
const fakeCipher = (text: string) => `enc[${[...text].reverse().join('')}]`;

beforeEach(() => {
  vi.mocked(createEncryptor).mockResolvedValue({ encrypt: fakeCipher });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(createEncryptor).mockReset();
});

async function signIn(username = 'zhangmin', password = SECRET) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/用户名/), username);
  await user.type(screen.getByLabelText(/^密码/), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

const sentPlainPassword = (calls: RecordedCall[]) =>
  calls.some((call) => JSON.stringify(call.json ?? '').includes(SECRET));

describe('the sign-in page', () => {
  it('encrypts the password with the server key, sends only ciphertext, and returns to the staff page', async () => {
    const calls = stubStaffApi({ answers: { [LOGIN]: signedIn() }, who: demoWho() });
    const { router } = renderApp('/login?redirect=%2Fstaff%2Faccount');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/account'));
    expect(createEncryptor).toHaveBeenCalledWith('TEST-PUBLIC-KEY');
    expect(callsTo(calls, LOGIN)[0]?.json).toEqual({ username: 'zhangmin', password: fakeCipher(SECRET) });
    expect(sentPlainPassword(calls)).toBe(false);
    expect(callsTo(calls, LOGIN)[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it("shows '加密失败' and sends nothing when encryption fails", async () => {
    vi.mocked(createEncryptor).mockResolvedValue({
      encrypt: () => {
        throw new Error('key too short');
      },
    });
    const calls = stubStaffApi({ answers: { [LOGIN]: signedIn() } });
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('加密失败');
    expect(callsTo(calls, LOGIN)).toEqual([]);
    expect(screen.getByLabelText(/^密码/)).toHaveValue('');
  });

  it('words a locked account with its unlock time', async () => {
    const lockedUntil = '2026-03-01T04:15:00.000Z';
    stubStaffApi({ answers: { [LOGIN]: refused({ reason: 'locked', captchaRequired: false, lockedUntil }) } });
    renderApp('/login');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('账号已锁定，请 15 分钟后再试');
    expect(alert).toHaveTextContent(/2026-03-01 \d{2}:15/);
  });

  it('says so for a wrong password and keeps no password in the form', async () => {
    stubStaffApi({ answers: { [LOGIN]: refused({ reason: 'invalid_credentials', captchaRequired: false }) } });
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByLabelText(/^密码/)).toHaveValue('');
    expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument();
  });

  it('shows the captcha after captcha_required and sends its code and uuid with the next attempt', async () => {
    let attempt = 0;
    const calls = stubStaffApi({
      answers: {
        [LOGIN]: () => (++attempt === 1 ? refused({ reason: 'captcha_required', captchaRequired: true }) : signedIn()),
        '/igcpproapi/auth/captcha': {
          body: { isOk: true, code: '200', data: { uuid: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
        },
      },
      who: demoWho(),
    });
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入图形验证码');
    expect(await screen.findByTestId('captcha-image')).toHaveAttribute('alt', '图形验证码图片');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^密码/), SECRET);
    await user.type(screen.getByLabelText(/^图形验证码/), 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(callsTo(calls, LOGIN)[1]?.json).toEqual({
      username: 'zhangmin',
      password: fakeCipher(SECRET),
      code: 'ab12',
      uuid: 'cap-1',
    });
  });

  it('asks for a new password when mustChangePassword, sets it (encrypted), then signs in with it', async () => {
    const NEW = 'Brand-New-Pass-7';
    let logins = 0;
    const calls = stubStaffApi({
      answers: {
        [LOGIN]: () => signedIn(++logins === 1),
        '/igcpproapi/gbc/user/setNewPassword': { body: { isOk: true, code: '200', data: null } },
      },
      who: demoWho(),
    });
    const { router } = renderApp('/login?redirect=%2Fstaff');
    const user = await signIn();
    const form = await screen.findByRole('form', { name: '设置新密码' });
    expect(within(form).getByText('8–128 个字符，不能是常见密码')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^新密码/), 'short');
    await user.type(within(form).getByLabelText(/^确认新密码/), 'short');
    await user.click(within(form).getByRole('button', { name: '保存并登录' }));
    expect(within(form).getByText('密码至少 8 个字符')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^新密码/));
    await user.clear(within(form).getByLabelText(/^确认新密码/));
    await user.type(within(form).getByLabelText(/^新密码/), NEW);
    await user.type(within(form).getByLabelText(/^确认新密码/), NEW);
    await user.click(within(form).getByRole('button', { name: '保存并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(callsTo(calls, '/igcpproapi/gbc/user/setNewPassword')[0]?.json).toEqual({
      username: 'zhangmin',
      oldPassword: fakeCipher(SECRET),
      newPassword: fakeCipher(NEW),
    });
    expect(callsTo(calls, LOGIN)[1]?.json).toEqual({ username: 'zhangmin', password: fakeCipher(NEW) });
    expect(sentPlainPassword(calls) || calls.some((call) => JSON.stringify(call.json ?? '').includes(NEW))).toBe(false);
  });

  it('sends the password as typed only when the site turned encryption off', async () => {
    const calls = stubStaffApi({
      answers: { [LOGIN]: signedIn() },
      who: demoWho(),
      config: { 'sys.login.passwordEncrypt': false },
    });
    renderApp('/login');
    await signIn('zhangmin', 'typed-as-is');
    await waitFor(() => expect(callsTo(calls, LOGIN)).toHaveLength(1));
    expect(callsTo(calls, LOGIN)[0]?.json).toEqual({ username: 'zhangmin', password: 'typed-as-is' });
    expect(createEncryptor).not.toHaveBeenCalled();
  });

  it('never follows a redirect to another site', async () => {
    stubStaffApi({ answers: { [LOGIN]: signedIn() }, who: demoWho() });
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example%2Fstaff');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(router.state.location.href).toBe('/staff');
  });
});
