import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_MEANING_TEXT } from '../../../../shared/domain/access';
import {
  type StaffTestApp,
  auditRows,
  createStaffTestApp,
  expectNoSecrets,
  signatureOf,
} from '../../../staff-test-kit';
import { encryptPassword } from '../../access/auth/test-kit';
import { type AeTestFixture, aeBody, aeTestFixture } from '../ae/ae-test-support';

// The electronic signature of a submit (access/signatures), driven through the AE endpoints:
// the other kinds and later signed steps call the same helper.
let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
});
afterAll(async () => t.close());

const BASE = '/api/trial/gcpAeRecord';
const project = () => f.projects[0] ?? 0;

async function draft(term = '皮疹') {
  const response = await t.post(`${BASE}/save`, aeBody(project(), f.subjectOf(0), { term }), 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

const investigatorPassword = () => t.passwords.get('investigator') ?? '';

const submit = (id: number, version: number, signature: unknown) =>
  t.post(`${BASE}/submit`, { projectId: project(), id, version, signature }, 'investigator');

async function statusOf(id: number) {
  const response = await t.get(`${BASE}/get/${project()}/${id}`, 'investigator');
  return (response.json().data as { status: string }).status;
}

async function signatures(id: number) {
  const response = await t.get(`${BASE}/signatures/${project()}/${id}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { signerName: string; state: string; contentHash: string; meaningText: string }[];
}

describe('electronic signature of a submit', () => {
  it('signs with the right password: printed name, server time, meaning, content hash, audit row', async () => {
    const { id, version } = await draft();
    const response = await submit(id, version, await signatureOf(t, 'investigator'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(id)).toBe('submitted');
    const [signature, ...more] = await signatures(id);
    expect(more).toEqual([]);
    const signer = await t.db
      .selectFrom('staffUser')
      .select(['realname', 'fullName'])
      .where('userName', '=', 'investigator')
      .executeTakeFirstOrThrow();
    expect(signature).toMatchObject({
      revision: 1,
      signerUserName: 'investigator',
      signerName: signer.fullName ?? signer.realname,
      meaning: 'investigator-confirms',
      signedAt: new Date(t.clock()).toISOString(),
      state: 'valid',
    });
    expect(signature?.meaningText).toContain(SIGNATURE_MEANING_TEXT['investigator-confirms']['zh-CN']);
    expect(signature?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = (await auditRows(t.db, 'signature.sign')).filter((row) => row.entityId === String(id));
    expect(audit).toMatchObject({ entity: 'safety_ae', actorName: 'investigator' });
    expect(audit?.after).toMatchObject({ revision: 1, contentHash: signature?.contentHash });
    expectNoSecrets(audit?.afterValue ?? null);
  });

  it('refuses a wrong password: nothing is submitted, signed or spent, and the failure is audited', async () => {
    const { id, version } = await draft('恶心');
    const signature = await signatureOf(t, 'investigator', 'not-the-password');
    const refused = await submit(id, version, signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ isOk: false, data: { reason: 'signature_password' } });
    expect(await statusOf(id)).toBe('draft');
    expect(await signatures(id)).toEqual([]);
    expect((await auditRows(t.db, 'ae.submit')).some((row) => row.entityId === String(id))).toBe(false);
    expect((await auditRows(t.db, 'signature.refused'))[0]).toMatchObject({
      outcome: 'failure',
      actorName: 'investigator',
    });
    // The same challenge still signs once the right password is typed.
    const signed = await submit(id, version, { ...signature, password: encryptPassword(investigatorPassword()) });
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('refuses a replayed signature (its challenge already spent) and another user’s challenge', async () => {
    const first = await draft('乏力');
    const second = await draft('咳嗽');
    const signature = await signatureOf(t, 'investigator');
    expect((await submit(first.id, first.version, signature)).statusCode).toBe(200);
    const replayed = await submit(second.id, second.version, signature);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ data: { reason: 'signature_replayed' } });
    expect(await statusOf(second.id)).toBe('draft');
    const monitors = await signatureOf(t, 'monitor');
    const borrowed = await submit(second.id, second.version, {
      ...monitors,
      password: encryptPassword(investigatorPassword()),
    });
    expect(borrowed.json()).toMatchObject({ data: { reason: 'signature_replayed' } });
    expect(await statusOf(second.id)).toBe('draft');
  });

  it('takes the password only encrypted with the sign-in key, each ciphertext once', async () => {
    const { id, version } = await draft('腹泻');
    const plain = { ...(await signatureOf(t, 'investigator')), password: investigatorPassword() };
    const refused = await submit(id, version, plain);
    expect([refused.statusCode, refused.json().data]).toEqual([400, { reason: 'signature_password' }]);
    expect(refused.body).not.toContain(investigatorPassword());
    expect(await statusOf(id)).toBe('draft');
    expect((await auditRows(t.db, 'signature.refused'))[0]).toMatchObject({ reason: 'encryption_required' });
    // A captured ciphertext sent again with a fresh challenge is refused: nothing is submitted.
    const first = await draft('口干');
    const signature = await signatureOf(t, 'investigator');
    expect((await submit(first.id, first.version, signature)).statusCode).toBe(200);
    const fresh = await signatureOf(t, 'investigator');
    const replayed = await submit(id, version, { ...fresh, password: signature.password });
    expect([replayed.statusCode, replayed.json().data]).toEqual([400, { reason: 'signature_replayed' }]);
    expect(await statusOf(id)).toBe('draft');
  });

  it('takes the password in clear where the site turned sign-in encryption off', async () => {
    const setEncryption = (configValue: string) =>
      t.db
        .insertInto('sysConfig')
        .values({ configKey: 'sys.login.passwordEncrypt', configValue })
        .onConflict((oc) => oc.column('configKey').doUpdateSet({ configValue }))
        .execute();
    await setEncryption('false');
    try {
      const { id, version } = await draft('便秘');
      const plain = { ...(await signatureOf(t, 'investigator')), password: investigatorPassword() };
      expect((await submit(id, version, plain)).statusCode).toBe(200);
      expect(await statusOf(id)).toBe('submitted');
    } finally {
      await setEncryption('true');
    }
  });

  it('shows a signature as content changed when the record changed after signing', async () => {
    const { id, version } = await draft('头晕');
    expect((await submit(id, version, await signatureOf(t, 'investigator'))).statusCode).toBe(200);
    // A change behind the application's back (the record's own fields, not its workflow).
    await t.db.updateTable('safetyAe').set({ term: '眩晕' }).where('id', '=', id).execute();
    expect((await signatures(id)).map((s) => s.state)).toEqual(['content_changed']);
    await t.db.updateTable('safetyAe').set({ term: '头晕' }).where('id', '=', id).execute();
    expect((await signatures(id)).map((s) => s.state)).toEqual(['valid']);
    // A revision supersedes the signature; its next submit is signed anew.
    const revised = await t.post(
      `${BASE}/revise`,
      { projectId: project(), id, version: version + 1, reason: '更正' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect((await signatures(id)).map((s) => s.state)).toEqual(['superseded']);
  });

  it('refuses signing for a while after too many wrong passwords', async () => {
    const { id, version } = await draft('发热');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await submit(id, version, await signatureOf(t, 'investigator', 'wrong-password'));
      expect([400, 429]).toContain(wrong.statusCode);
    }
    const locked = await submit(id, version, await signatureOf(t, 'investigator'));
    expect([locked.statusCode, locked.json().data]).toEqual([429, { reason: 'signature_locked' }]);
    expect(await statusOf(id)).toBe('draft');
  });
});
