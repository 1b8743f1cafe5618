import { JSEncrypt } from 'jsencrypt';
import { constants, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomDigits, sourceSignPlaintext } from '../../shared/domain/portal/source-sign';
import { manualClock } from '../lib/clock';
import { createTestApp, testKeys } from '../test-support';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Exactly what the browser does: jsencrypt's RSA-OAEP (SHA-256) with the served public key. */
function sign(publicKey: string, timestampMs: number, digits = randomDigits(11)): string {
  const encrypt = new JSEncrypt();
  encrypt.setPublicKey(publicKey);
  const cipher = encrypt.encryptOAEP(sourceSignPlaintext(timestampMs, digits));
  if (!cipher) throw new Error('jsencrypt could not encrypt');
  return cipher;
}

const projectsUrl = '/api/portal/orgs';
/** The server's now in these tests (its clock stands still). */
const NOW = Date.UTC(2026, 2, 18, 2, 0);

async function servedPublicKey(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/portal/public-key' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data.algorithm).toBe('RSA-OAEP-256');
  return data.publicKey;
}

describe('jsencrypt encryptOAEP and Node privateDecrypt', () => {
  it('round-trips the sign plaintext with the served key pair', async () => {
    const t = await createTestApp({ demo: false });
    const publicKey = await servedPublicKey(t);
    const plaintext = sourceSignPlaintext(NOW);
    const encrypt = new JSEncrypt();
    encrypt.setPublicKey(publicKey);
    const cipher = encrypt.encryptOAEP(plaintext);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    const decrypted = privateDecrypt(
      { key: testKeys().rsaPrivateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher as string, 'base64'),
    ).toString();
    expect(decrypted).toBe(plaintext);
    expect(decrypted).toMatch(/^\d{24}$/);
    await t.close();
  });

  it('never serves the private key', async () => {
    const t = await createTestApp({ demo: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/public-key' });
    expect(response.body).toContain('BEGIN PUBLIC KEY');
    expect(response.body).not.toContain('PRIVATE');
    await t.close();
  });
});

describe('with the site flag off (the demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unsigned calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: projectsUrl });
    expect(response.statusCode).toBe(200);
    const site = await t.app.inject({ method: 'GET', url: '/api/portal/site-info' });
    expect(site.json().data.site.sourceCheck).toBe(false);
  });

  it('ignores a garbage header', async () => {
    const response = await t.app.inject({ method: 'GET', url: projectsUrl, headers: { sourceSign: 'junk' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('with the site flag on', () => {
  let t: TestApp;
  let publicKey: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    await t.db.updateTable('site').set({ sourceCheck: 1 }).execute();
    publicKey = await servedPublicKey(t);
  });
  afterAll(() => t.close());

  // Refusals are read in English here; the language itself is the error envelope's test.
  const call = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: projectsUrl, headers: { 'accept-language': 'en', ...headers } });

  it('says so in the site info, which itself needs no sign', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/site-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.site.sourceCheck).toBe(true);
  });

  it('accepts a fresh valid sign', async () => {
    const response = await call({ sourceSign: sign(publicKey, NOW) });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe('200');
  });

  it('accepts a clock difference of up to 300 s either way', async () => {
    expect((await call({ sourceSign: sign(publicKey, NOW - 300_000) })).statusCode).toBe(200);
    expect((await call({ sourceSign: sign(publicKey, NOW + 300_000) })).statusCode).toBe(200);
  });

  it.each([
    ['missing', () => ({}), /missing/],
    ['garbage', () => ({ sourceSign: 'not-a-sign' }), /malformed/],
    ['right length, not base64', () => ({ sourceSign: '!'.repeat(344) }), /malformed/],
    [
      'valid base64, not encrypted with the key',
      () => ({ sourceSign: Buffer.alloc(256, 7).toString('base64') }),
      /decrypted/,
    ],
    ['expired (300.001 s old)', () => ({ sourceSign: sign(publicKey, NOW - 300_001) }), /expired/],
    ['from the future (300.001 s ahead)', () => ({ sourceSign: sign(publicKey, NOW + 300_001) }), /future/],
  ])('refuses a %s header with HTTP 403 and code 403', async (_, headers, msg) => {
    const response = await call(headers());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ isOk: false, code: '403', msg: expect.stringMatching(msg) });
  });

  it('refuses a sign that encrypts something else than a timestamp and 11 digits', async () => {
    const encrypt = new JSEncrypt();
    encrypt.setPublicKey(publicKey);
    const response = await call({ sourceSign: encrypt.encryptOAEP(`${NOW}abc`) as string });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toMatch(/timestamp and 11 digits/);
  });

  it('refuses a replayed header, and a fresh encryption of the same timestamp and digits', async () => {
    const digits = randomDigits(11);
    const header = sign(publicKey, NOW, digits);
    expect((await call({ sourceSign: header })).statusCode).toBe(200);
    const replay = await call({ sourceSign: header });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ code: '403', msg: expect.stringMatching(/already been used/) });
    // OAEP is randomised: a new ciphertext of the same pair is still the same pair.
    const reEncrypted = await call({ sourceSign: sign(publicKey, NOW, digits) });
    expect(reEncrypted.statusCode).toBe(403);
  });

  it('keeps the start-up calls open so a client can learn the flag and the key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/public-key' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/site-info' })).statusCode).toBe(200);
  });

  it('guards POST endpoints too', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/portal/projects',
      payload: 'offset=0&limit=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(403);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/portal/projects',
      payload: 'offset=0&limit=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', sourceSign: sign(publicKey, NOW) },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().rows).toHaveLength(1);
  });
});
