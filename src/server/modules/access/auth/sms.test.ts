import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTestApp, createStaffUser, get, post, sessionCookie, solvedCaptcha } from './test-kit';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
const MOBILE = '13912345678';
const UNKNOWN_MOBILE = '13700001111';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(async () => {
  t = await authTestApp();
  await createStaffUser(t.db, { userName: 'xu.hui', phone: MOBILE });
});
afterEach(() => t.close());

const sendCode = (mobile = MOBILE, extra: Record<string, string> = {}) =>
  post(t.app, '/sms/code', { mobile, ...extra });

/** Sends a code and reads it from the recording sender. */
async function codeFor(mobile = MOBILE): Promise<{ uuid: string; smscode: string }> {
  const response = await sendCode(mobile);
  expect(response.statusCode).toBe(200);
  const text = t.sms.sent.at(-1)?.text ?? '';
  const smscode = /\d{6}/.exec(text)?.[0] ?? '';
  return { uuid: response.json().data.uuid, smscode };
}

const smsLogin = (body: { uuid: string; smscode: string }, mobile = MOBILE) =>
  post(t.app, '/sms/login', { mobile, ...body });

describe('sending a code', () => {
  it('sends 6 digits to the number through the sender and answers a uuid', async () => {
    const response = await sendCode();
    expect(response.json()).toEqual({
      isOk: true,
      code: '200',
      data: { uuid: expect.any(String), resendAfterSeconds: 60 },
    });
    expect(t.sms.sent).toHaveLength(1);
    expect(t.sms.sent[0]?.mobile).toBe(MOBILE);
    expect(t.sms.sent[0]?.text).toMatch(/(?<!\d)\d{6}(?!\d)/);
    // The code is stored only as a hash.
    const rows = await t.db.selectFrom('smsCode').selectAll().execute();
    const code = /\d{6}/.exec(t.sms.sent[0]?.text ?? '')?.[0] ?? '';
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('allows one send a minute and five an hour per number', async () => {
    expect((await sendCode()).statusCode).toBe(200);
    t.clock.advance(30 * SECOND);
    const tooSoon = await sendCode();
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ isOk: false, code: '100', msg: '验证码发送过于频繁，请 30 秒后再试' });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(MINUTE);
      expect((await sendCode()).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const sixth = await sendCode();
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().msg).toMatch(/1 小时内最多获取 5 次验证码，请 \d+ 分钟后再试/);
    expect(t.sms.sent).toHaveLength(5);
    t.clock.advance(60 * MINUTE);
    expect((await sendCode()).statusCode).toBe(200);
  });

  it('answers an unknown number identically but sends nothing; the limits apply all the same', async () => {
    const known = await sendCode(MOBILE);
    const unknown = await sendCode(UNKNOWN_MOBILE);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    expect(unknown.json().data.resendAfterSeconds).toBe(known.json().data.resendAfterSeconds);
    expect(t.sms.sent.map((sms) => sms.mobile)).toEqual([MOBILE]);
    expect((await sendCode(UNKNOWN_MOBILE)).statusCode).toBe(400);
  });

  it('sends nothing to a disabled user', async () => {
    await createStaffUser(t.db, { userName: 'off.user', phone: '13655556666', status: 'disabled' });
    expect((await sendCode('13655556666')).statusCode).toBe(200);
    expect(t.sms.sent).toEqual([]);
  });

  it('needs a solved image captcha when the site switch is on', async () => {
    await t.db
      .updateTable('sysConfig')
      .set({ configValue: 'true' })
      .where('configKey', '=', 'sys.login.mobileCaptchaOnOff')
      .execute();
    const missing = await sendCode();
    expect(missing.json()).toMatchObject({ code: '100', data: { reason: 'captcha_required', captchaRequired: true } });
    const wrong = await sendCode(MOBILE, { code: 'ZZZZ', captchaUuid: (await solvedCaptcha(t.app)).uuid });
    expect(wrong.json().data.reason).toBe('captcha_wrong');
    expect(t.sms.sent).toEqual([]);
    const captcha = await solvedCaptcha(t.app);
    const right = await sendCode(MOBILE, { code: captcha.code, captchaUuid: captcha.uuid });
    expect(right.statusCode).toBe(200);
    expect(t.sms.sent).toHaveLength(1);
  });
});

describe('signing in with a code', () => {
  it('signs in the number owner once; the code cannot be used again', async () => {
    const code = await codeFor();
    const check = await post(t.app, '/sms/checkCode', { mobile: MOBILE, ...code });
    expect(check.json()).toEqual({ isOk: true, code: '200', data: { valid: true } });
    const first = await smsLogin(code);
    expect(first.statusCode).toBe(200);
    expect((await get(t.app, '/auth/who', sessionCookie(first))).json().data.user.userName).toBe('xu.hui');
    const again = await smsLogin(code);
    expect(again.json()).toEqual({
      isOk: false,
      code: '100',
      msg: '验证码错误或已失效',
      data: { reason: 'sms_code_invalid', captchaRequired: false },
    });
  });

  it('kills a code after 5 wrong tries, checkCode tries included', async () => {
    const code = await codeFor();
    const wrong = code.smscode === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await smsLogin({ ...code, smscode: wrong })).statusCode).toBe(400);
    const check = await post(t.app, '/sms/checkCode', { mobile: MOBILE, uuid: code.uuid, smscode: wrong });
    expect(check.json().data).toEqual({ valid: false });
    expect((await smsLogin(code)).json().data.reason).toBe('sms_code_invalid');
  });

  it('expires a code after 5 minutes', async () => {
    const code = await codeFor();
    t.clock.advance(5 * MINUTE);
    expect((await smsLogin(code)).json().data.reason).toBe('sms_code_invalid');
  });

  it('refuses the code with another mobile number', async () => {
    await createStaffUser(t.db, { userName: 'other.user', phone: '13588889999' });
    const code = await codeFor();
    expect((await smsLogin(code, '13588889999')).statusCode).toBe(400);
  });

  it('loginByMobile signs in the named user only when the number is theirs', async () => {
    await createStaffUser(t.db, { userName: 'not.owner', phone: '13588889999' });
    const code = await codeFor();
    const wrongUser = await post(t.app, '/auth/loginByMobile', { mobile: MOBILE, username: 'not.owner', ...code });
    expect(wrongUser.json().data.reason).toBe('sms_code_invalid');
    const owner = await post(t.app, '/auth/loginByMobile', { mobile: MOBILE, username: 'xu.hui', ...code });
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies).toHaveLength(1);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'auth.login').execute();
    expect(audit.map((row) => [row.actorName, row.outcome, row.afterValue])).toEqual([
      ['not.owner', 'failure', '{"method":"sms"}'],
      ['xu.hui', 'success', '{"method":"sms"}'],
    ]);
  });
});
