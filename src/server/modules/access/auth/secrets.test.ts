import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../lib/logger-options';
import { verifyAuditChain } from '../../../db/audit/audit-trail';
import {
  CAPTCHA_ANSWER,
  GOOD_PASSWORD,
  authTestApp,
  createStaffUser,
  encryptPassword,
  get,
  post,
  sessionCookie,
  solvedCaptcha,
} from './test-kit';

const MOBILE = '13811112222';

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('trace');
  return { lines, logger: typeof options === 'object' ? { ...options, stream } : options };
}

describe('audit trail of sign-in', () => {
  it('records every attempt, success and failure, with no secret in any row', async () => {
    const t = await authTestApp();
    const userId = await createStaffUser(t.db, { userName: 'tang.xin' });
    const wrongCipher = encryptPassword('Wrong-Secret-88');
    const rightCipher = encryptPassword(GOOD_PASSWORD);
    const failure = await post(t.app, '/auth/login', { username: 'tang.xin', password: wrongCipher });
    expect(failure.statusCode).toBe(400);
    const unknown = await post(t.app, '/auth/login', {
      username: 'ghost',
      password: encryptPassword('Ghost-Secret-1'),
    });
    expect(unknown.statusCode).toBe(400);
    const success = await post(
      t.app,
      '/auth/login',
      { username: 'tang.xin', password: rightCipher },
      { remoteAddress: '10.1.2.3' },
    );
    const token = success.cookies[0]?.value ?? '';
    expect(token).not.toBe('');

    const rows = await t.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    expect(
      rows.map((row) => [row.action, row.actorName, row.entityId, row.outcome, row.reason, row.afterValue]),
    ).toEqual([
      ['auth.login', 'tang.xin', String(userId), 'failure', 'invalid_credentials', '{"method":"password"}'],
      ['auth.login', 'ghost', null, 'failure', 'invalid_credentials', '{"method":"password"}'],
      ['auth.login', 'tang.xin', String(userId), 'success', 'ok', '{"method":"password"}'],
    ]);
    expect(rows[2]).toMatchObject({ actorId: userId, clientIp: '10.1.2.3', requestId: expect.any(String) });
    expect(rows[0]?.actorId).toBeNull();

    const serialized = JSON.stringify(rows);
    for (const secret of [GOOD_PASSWORD, 'Wrong-Secret-88', 'Ghost-Secret-1', wrongCipher, rightCipher, token]) {
      expect(serialized).not.toContain(secret);
    }
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: 3 });
    await t.close();
  });
});

describe('server log', () => {
  it('never holds a password, its ciphertext, an SMS code, a captcha answer, the session token or the cookie', async () => {
    const { lines, logger } = capturedLog();
    const t = await authTestApp({ logger });
    await createStaffUser(t.db, { userName: 'song.yi', phone: MOBILE });
    const cipher = encryptPassword(GOOD_PASSWORD);
    const wrongCipher = encryptPassword('Wrong-Secret-99');

    await post(t.app, '/auth/login', { username: 'song.yi', password: wrongCipher });
    await post(t.app, '/auth/login', { username: 'song.yi', password: GOOD_PASSWORD });
    const success = await post(t.app, '/auth/login', { username: 'song.yi', password: cipher });
    const cookie = sessionCookie(success);
    await get(t.app, '/auth/who', cookie);

    const sent = await post(t.app, '/sms/code', { mobile: MOBILE });
    const smscode = /\d{6}/.exec(t.sms.sent[0]?.text ?? '')?.[0] ?? '';
    expect(smscode).toMatch(/^\d{6}$/);
    await post(t.app, '/sms/login', { mobile: MOBILE, smscode, uuid: sent.json().data.uuid });

    const captcha = await solvedCaptcha(t.app);
    await post(t.app, '/gbc/user/setNewPassword', {
      username: 'song.yi',
      oldPassword: encryptPassword(GOOD_PASSWORD),
      newPassword: encryptPassword('Brand-New-Secret-3'),
      ...captcha,
    });
    await post(t.app, '/auth/logout', undefined, { cookie });
    await t.close();

    const log = lines.join('');
    expect(log).toContain('/igcpproapi/auth/login');
    const token = cookie.split('=')[1] ?? '';
    for (const secret of [GOOD_PASSWORD, 'Wrong-Secret-99', 'Brand-New-Secret-3', cipher, wrongCipher, token, cookie]) {
      expect(log).not.toContain(secret);
    }
    // Digits of timestamps may contain any six digits; the code must not appear on its own.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${smscode}(?!\\d)`));
    expect(log).not.toContain(CAPTCHA_ANSWER);
  });
});
