import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_MS } from './sign-in-guard';
import { GOOD_PASSWORD, authTestApp, createStaffUser, encryptPassword, login, post, solvedCaptcha } from './test-kit';

type T = Awaited<ReturnType<typeof authTestApp>>;
let t: T;
const WRONG = 'Not-The-Password-9';

beforeAll(async () => {
  t = await authTestApp();
  for (const userName of ['chen.jing', 'zhao.lei', 'sun.li', 'zhou.min']) await createStaffUser(t.db, { userName });
});
afterAll(() => t.close());

async function failTimes(username: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const extra = i >= 3 ? await solvedCaptcha(t.app) : {};
    const response = await login(t.app, username, WRONG, extra);
    expect(response.statusCode).toBe(400);
  }
}

describe('captcha after 3 failures', () => {
  it('asks for a captcha, refuses a wrong one (counted) and accepts a right one', async () => {
    await failTimes('chen.jing', 2);
    const third = await login(t.app, 'chen.jing', WRONG);
    expect(third.json().data).toEqual({ reason: 'invalid_credentials', captchaRequired: true });

    const missing = await login(t.app, 'chen.jing');
    expect(missing.json()).toMatchObject({
      msg: '请输入图形验证码',
      data: { reason: 'captcha_required', captchaRequired: true },
    });
    expect(missing.cookies).toEqual([]);

    const wrongCaptcha = await login(t.app, 'chen.jing', GOOD_PASSWORD, await solvedCaptcha(t.app, 'XXXX'));
    expect(wrongCaptcha.json().data).toEqual({ reason: 'captcha_wrong', captchaRequired: true });

    // A captcha is single use, right or wrong.
    const captcha = await solvedCaptcha(t.app, 'k7mq');
    const right = await login(t.app, 'chen.jing', GOOD_PASSWORD, captcha);
    expect(right.statusCode).toBe(200);
    const reused = await login(t.app, 'chen.jing', WRONG, captcha);
    expect(reused.json().data).toEqual({ reason: 'invalid_credentials', captchaRequired: false });
  });

  it('refuses an expired captcha', async () => {
    await failTimes('sun.li', 3);
    const captcha = await solvedCaptcha(t.app);
    t.clock.advance(5 * 60 * 1000);
    const response = await login(t.app, 'sun.li', GOOD_PASSWORD, captcha);
    expect(response.json().data.reason).toBe('captcha_wrong');
  });

  it('counts the wrong captcha: 3 failures and 2 wrong captchas lock the account', async () => {
    await failTimes('zhou.min', 3);
    await login(t.app, 'zhou.min', GOOD_PASSWORD, await solvedCaptcha(t.app, 'AAAA'));
    const fifth = await login(t.app, 'zhou.min', GOOD_PASSWORD, await solvedCaptcha(t.app, 'BBBB'));
    expect(fifth.json().data.reason).toBe('locked');
  });
});

describe('lock after 5 failures', () => {
  it('locks for 15 minutes, refuses even the right password, then starts counting again', async () => {
    await failTimes('zhao.lei', 4);
    const fifth = await login(t.app, 'zhao.lei', WRONG, await solvedCaptcha(t.app));
    const lockedUntil = new Date(t.clock() + LOCK_MS).toISOString();
    expect(fifth.json()).toEqual({
      isOk: false,
      code: '100',
      msg: '账号已锁定，请 15 分钟后再试',
      data: { reason: 'locked', captchaRequired: false, lockedUntil },
    });

    t.clock.advance(LOCK_MS - 1000);
    const whileLocked = await login(t.app, 'zhao.lei', GOOD_PASSWORD, await solvedCaptcha(t.app));
    expect(whileLocked.statusCode).toBe(400);
    expect(whileLocked.json().data).toEqual({ reason: 'locked', captchaRequired: false, lockedUntil });
    expect(whileLocked.cookies).toEqual([]);

    t.clock.advance(1000);
    // The count restarts: no captcha is due yet.
    const after = await login(t.app, 'zhao.lei');
    expect(after.statusCode).toBe(200);
    expect(after.cookies.length).toBe(1);

    const locks = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'auth.lock').execute();
    expect(locks.some((row) => row.actorName === 'zhao.lei')).toBe(true);
  });

  it('locks an account name that does not exist just the same, whatever its case and spaces', async () => {
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(t.app) : {};
      await login(t.app, i % 2 ? ' Ghost.User ' : 'ghost.user', WRONG, captcha);
    }
    const response = await login(t.app, 'GHOST.USER', WRONG);
    expect(response.json().data.reason).toBe('locked');
  });
});

describe('rate limit on the sign-in calls', () => {
  it('answers the 11th sign-in request in a minute from one address with 429', async () => {
    const limited = await authTestApp({ loginRateLimitMax: 10 });
    const send = (remoteAddress: string, path = '/auth/login') =>
      post(limited.app, path, { username: 'someone', password: encryptPassword(WRONG) }, { remoteAddress });
    for (let i = 0; i < 9; i += 1) expect((await send('10.0.0.7')).statusCode).toBe(400);
    // The calls share one budget.
    const tenth = await post(
      limited.app,
      '/auth/loginByType',
      { account: 'someone', password: encryptPassword(WRONG) },
      { remoteAddress: '10.0.0.7' },
    );
    expect(tenth.statusCode).toBe(400);
    const eleventh = await send('10.0.0.7');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ isOk: false, code: '429' });
    expect(eleventh.headers['retry-after']).toBeDefined();
    expect((await send('10.0.0.8')).statusCode).toBe(400);
    await limited.close();
  });
});
