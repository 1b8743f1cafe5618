import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../db/audit/audit-trail';
import { signInFailures } from '../../../lib/process-metrics';
import { sessionCookie, signIn } from '../auth/test-kit';
import { connectedSetup, staffGet } from './test-kit';

const WHO = '/igcpproapi/auth/who';
const HOUR = 60 * 60 * 1000;

interface LogRow {
  userName: string;
  outcome: string;
  reason: string;
  userId: number | null;
}

/** The metrics' count of refused sign-ins for one reason, in this process. */
async function refusedCount(reason: string): Promise<number> {
  return (await signInFailures.get()).values.find((sample) => sample.labels.reason === reason)?.value ?? 0;
}

async function loginLog(t: Awaited<ReturnType<typeof connectedSetup>>) {
  const response = await staffGet(t.app, '/api/gbc/loginLog/list?limit=50', t.admin);
  return response.json<{ rows: LogRow[] }>().rows;
}

function expectRefused(response: { statusCode: number; json: () => unknown; cookies: { value: string }[] }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ isOk: false, code: '100', data: { reason: 'key_login_refused' } });
  expect(response.cookies.filter((c) => c.value !== '')).toEqual([]);
}

describe('sign-in by key from a connected system', () => {
  it('signs the mapped staff member in with the normal session and redirects to the workbench', async () => {
    const t = await connectedSetup();
    const response = await staffGet(t.app, t.link());
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/staff');
    const who = await staffGet(t.app, WHO, sessionCookie(response));
    expect(who.statusCode).toBe(200);
    expect(who.json().data.user.userName).toBe('zhao.lei');
    const [row] = await loginLog(t);
    expect(row).toMatchObject({ userName: 'zhao.lei', outcome: 'success', reason: 'key:oa', userId: t.staffId });
    const list = t.data<{ keys: { lastUsedAt: string | null }[] }[]>(
      await staffGet(t.app, '/api/gbc/connectedSystem/list', t.admin),
    );
    expect(list[0]?.keys[0]?.lastUsedAt).toBe(new Date(t.clock()).toISOString());
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('opens a local staff path given as next, and never another site', async () => {
    const t = await connectedSetup();
    const inside = await staffGet(t.app, t.link({ next: '/staff/finance-fee-types?tab=1' }));
    expect(inside.headers.location).toBe('/staff/finance-fee-types?tab=1');
    for (const next of ['https://evil.example/staff', '//evil.example/staff', '/portal', '/staff/../login']) {
      const response = await staffGet(t.app, t.link({ next }));
      expect(response.statusCode, next).toBe(302);
      expect(response.headers.location, next).toBe('/staff');
    }
  });

  it('answers the path as JSON to a caller that asks for it', async () => {
    const t = await connectedSetup();
    const response = await t.app.inject({ method: 'GET', url: t.link(), headers: { accept: 'application/json' } });
    expect(response.json()).toEqual({ isOk: true, code: '200', data: { redirectTo: '/staff' } });
  });

  it('refuses a replayed link, and the log says so', async () => {
    const t = await connectedSetup();
    const link = t.link();
    expect((await staffGet(t.app, link)).statusCode).toBe(302);
    expectRefused(await staffGet(t.app, link));
    expect((await loginLog(t))[0]).toMatchObject({ outcome: 'failure', reason: 'nonce_replayed' });
  });

  it('refuses links from more than 5 minutes ago or ahead, and accepts them within', async () => {
    const t = await connectedSetup();
    expectRefused(await staffGet(t.app, t.link({ at: t.clock() - 5 * 60_000 - 1000 })));
    expect((await loginLog(t))[0]?.reason).toBe('time_skew');
    expectRefused(await staffGet(t.app, t.link({ at: t.clock() + 5 * 60_000 + 1000 })));
    expect((await staffGet(t.app, t.link({ at: t.clock() - 4 * 60_000 }))).statusCode).toBe(302);
    expect((await staffGet(t.app, t.link({ at: t.clock() + 4 * 60_000 }))).statusCode).toBe(302);
  });

  it('refuses a wrong signature and a changed parameter', async () => {
    const t = await connectedSetup();
    const countedBefore = await refusedCount('key_bad_signature');
    expectRefused(await staffGet(t.app, t.link({ secret: 'not-the-secret' })));
    expect((await loginLog(t))[0]?.reason).toBe('bad_signature');
    expect(await refusedCount('key_bad_signature')).toBe(countedBefore + 1);
    const changed = t.link().replace('user=E1001', 'user=E1002');
    expectRefused(await staffGet(t.app, changed));
  });

  it('refuses a revoked key at once', async () => {
    const t = await connectedSetup();
    t.data(await t.post('/api/gbc/connectedSystem/key/revoke', { keyId: t.key.keyId }));
    expectRefused(await staffGet(t.app, t.link()));
    expect((await loginLog(t))[0]?.reason).toBe('key_invalid');
  });

  it('keeps a rotated key working for 24 hours, then only the new one', async () => {
    const t = await connectedSetup();
    const fresh = t.data<{ keyId: string; secret: string }>(
      await t.post('/api/gbc/connectedSystem/key/rotate', { keyId: t.key.keyId }),
    );
    expect(fresh.keyId).not.toBe(t.key.keyId);
    t.clock.advance(23 * HOUR);
    expect((await staffGet(t.app, t.link())).statusCode).toBe(302);
    const admin = await signIn(t.app, 'conn.admin');
    const list = t.data<{ keys: { keyId: string; status: string }[] }[]>(
      await staffGet(t.app, '/api/gbc/connectedSystem/list', admin),
    );
    expect(list[0]?.keys.map((k) => [k.keyId, k.status])).toEqual([
      [fresh.keyId, 'active'],
      [t.key.keyId, 'grace'],
    ]);
    t.clock.advance(HOUR);
    expectRefused(await staffGet(t.app, t.link()));
    expect((await staffGet(t.app, t.link({ keyId: fresh.keyId, secret: fresh.secret }))).statusCode).toBe(302);
  });

  it('refuses an unknown user, a disabled account and a disabled system', async () => {
    const t = await connectedSetup();
    expectRefused(await staffGet(t.app, t.link({ user: 'E9999' })));
    expect((await loginLog(t))[0]).toMatchObject({ reason: 'user_unknown', userName: 'E9999' });
    await t.db.updateTable('staffUser').set({ status: 'disabled' }).where('id', '=', t.staffId).execute();
    expectRefused(await staffGet(t.app, t.link()));
    expect((await loginLog(t))[0]).toMatchObject({ reason: 'user_disabled', userId: t.staffId });
    await t.db.updateTable('staffUser').set({ status: 'enabled' }).where('id', '=', t.staffId).execute();
    t.data(
      await t.post('/api/gbc/connectedSystem/save', {
        id: t.systemId,
        code: 'oa',
        name: '医院OA门户',
        enabled: false,
        loginBy: 'mapping',
      }),
    );
    expectRefused(await staffGet(t.app, t.link()));
    expect((await loginLog(t))[0]?.reason).toBe('system_disabled');
    expectRefused(await staffGet(t.app, t.link({ system: 'his' })));
    expect((await loginLog(t))[0]?.reason).toBe('system_unknown');
  });

  it('refuses an account locked by password failures', async () => {
    const t = await connectedSetup();
    await t.db
      .insertInto('loginAttempt')
      .values({ accountKey: 'zhao.lei', failures: 5, lockedUntil: t.clock() + 60_000, updatedAt: t.clock() })
      .execute();
    expectRefused(await staffGet(t.app, t.link()));
    expect((await loginLog(t))[0]?.reason).toBe('locked');
  });

  it('names staff by their user name for a system so set', async () => {
    const t = await connectedSetup();
    t.data(
      await t.post('/api/gbc/connectedSystem/save', {
        id: t.systemId,
        code: 'oa',
        name: 'OA',
        enabled: true,
        loginBy: 'userName',
      }),
    );
    expect((await staffGet(t.app, t.link({ user: 'zhao.lei' }))).statusCode).toBe(302);
    expectRefused(await staffGet(t.app, t.link({ user: 'E1001' })));
  });
});
