import { describe, expect, it } from 'vitest';
import { KEY_LOGIN_SKEW_MS, keyLoginSignValid } from '../connected/key-sign';
import { sessionCookie } from '../auth/test-kit';
import { appListSetup } from './test-kit';

/** The suite's own key sign-in is a connected system's check: an app pointed at it proves the link. */
const KEY_LOGIN = 'https://portal.example/api/gbc/thirdLogin/key';

async function passThroughSetup(fields: Record<string, unknown> = {}) {
  const t = await appListSetup();
  const id = await t.addApp({
    name: '医院OA门户',
    icon: 'oa',
    url: KEY_LOGIN,
    passThrough: true,
    connectedSystemId: t.systemId,
    signKeyId: t.key.keyId,
    ...fields,
  });
  const issue = async () => t.data<{ url: string; signed: boolean }>(await t.open(id, t.zhao));
  return { ...t, id, issue };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('opening an app through a signed address', () => {
  it("signs the staff member's mapped id with the app's key, as the connected system checks it", async () => {
    const t = await passThroughSetup({ url: 'https://oa.example/sso?tab=todo#inbox' });
    const { url, signed } = await t.issue();
    expect(signed).toBe(true);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname + parsed.hash).toBe('https://oa.example/sso#inbox');
    const q: Record<string, string> = Object.fromEntries(parsed.searchParams);
    const p = (name: string) => q[name] ?? '';
    expect(q).toMatchObject({ tab: 'todo', system: 'oa', keyId: t.key.keyId, user: 'E1001' });
    expect(Number(q.ts) * 1000).toBe(Math.floor(t.clock() / 1000) * 1000);
    const params = { system: p('system'), keyId: p('keyId'), user: p('user'), ts: p('ts'), nonce: p('nonce') };
    expect(keyLoginSignValid(params, p('sign'), t.key.secret)).toBe(true);
    expect(keyLoginSignValid({ ...params, user: 'E1002' }, p('sign'), t.key.secret)).toBe(false);
    expect(Math.abs(Number(q.ts) * 1000 - t.clock())).toBeLessThanOrEqual(KEY_LOGIN_SKEW_MS);
    const second = new URL((await t.issue()).url).searchParams.get('nonce');
    expect(second).not.toBe(q.nonce);
  });

  it('is accepted once by a key sign-in check, and refused when replayed or late', async () => {
    const t = await passThroughSetup();
    const first = await t.issue();
    const signedIn = await t.get(pathOf(first.url));
    expect(signedIn.statusCode).toBe(302);
    const who = await t.get('/igcpproapi/auth/who', sessionCookie(signedIn));
    expect(who.json().data.user.userName).toBe('zhao.lei');
    expect((await t.get(pathOf(first.url))).statusCode).toBe(400);

    const late = await t.issue();
    t.clock.advance(KEY_LOGIN_SKEW_MS + 1000);
    expect((await t.get(pathOf(late.url))).statusCode).toBe(400);
  });

  it('records each signed address in the audit chain, without the signature', async () => {
    const t = await passThroughSetup();
    const { url } = await t.issue();
    const audit = await t.get('/api/gbs/audit/list?limit=50', t.appAdmin);
    const [row] = audit.json<{ rows: { action: string; actorName: string; after: unknown }[] }>().rows;
    const nonce = new URL(url).searchParams.get('nonce');
    expect(row).toMatchObject({
      action: 'app.passThrough',
      actorName: 'zhao.lei',
      after: { system: 'oa', keyId: t.key.keyId, user: 'E1001', nonce },
    });
    expect(JSON.stringify(row)).not.toContain(new URL(url).searchParams.get('sign'));
  });

  it('refuses to sign with a revoked key, and to pass through a staff member with no mapping', async () => {
    const t = await passThroughSetup();
    const qianApp = await t.addApp({
      url: KEY_LOGIN,
      roleIds: [t.qianRole],
      passThrough: true,
      connectedSystemId: t.systemId,
      signKeyId: t.key.keyId,
    });
    const unmapped = await t.open(qianApp, t.qian);
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().msg).toContain('没有对应账号');

    t.data(await t.post('/api/gbc/connectedSystem/key/revoke', { keyId: t.key.keyId }));
    const refused = await t.open(t.id, t.zhao);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('签名密钥');
    const saved = await t.asAdmin(
      '/api/dTrial/app/save',
      t.newApp({ passThrough: true, connectedSystemId: t.systemId, signKeyId: t.key.keyId }),
    );
    expect(saved.statusCode).toBe(400);
    const listed = t.data<{ apps: unknown[]; systems: { code: string; keyIds: string[] }[] }>(
      await t.get('/api/dTrial/app/list', t.appAdmin),
    );
    expect(listed.apps).toHaveLength(2);
    expect(listed.systems).toEqual([expect.objectContaining({ code: 'oa', keyIds: [] })]);
  });
});
