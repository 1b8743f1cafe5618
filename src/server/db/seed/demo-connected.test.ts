import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { authTestApp, createStaffUser, sessionCookie } from '../../modules/access/auth/test-kit';
import { signedKeyLoginQuery } from '../../modules/access/connected/key-sign';
import { testKeys } from '../../test-support';
import { loadConnectedDemo } from './demo-connected';

describe('demo connected system', () => {
  it('makes the OA portal with a working key once, whose secret is answered only then', async () => {
    const t = await authTestApp();
    await createStaffUser(t.db, { userName: 'coordinator' });
    const cipher = createFieldCipher(testKeys().patientKeys);
    const key = await loadConnectedDemo(t.db, cipher, t.clock());
    expect(key).toMatchObject({ system: 'oa', keyId: expect.stringMatching(/^k_/) });
    expect(await loadConnectedDemo(t.db, cipher, t.clock())).toBeNull();
    if (!key) return;
    const query = signedKeyLoginQuery({ system: 'oa', keyId: key.keyId, user: 'OA0002' }, key.secret, t.clock());
    const response = await t.app.inject({ method: 'GET', url: `/api/gbc/thirdLogin/key?${query}` });
    expect(response.statusCode).toBe(302);
    const who = await t.app.inject({
      method: 'GET',
      url: '/igcpproapi/auth/who',
      headers: { cookie: sessionCookie(response) },
    });
    expect(who.json().data.user.userName).toBe('coordinator');
  });
});
