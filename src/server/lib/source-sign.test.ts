import { JSEncrypt } from 'jsencrypt';
import { privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceSignPlaintext } from '../../shared/domain/portal/source-sign';
import type { Db } from '../db/database';
import { createSeenSigns } from '../modules/access/security/seen-signs';
import { openTestDatabase, testKeys } from '../test-support';
import { type SourceSignOptions, createSourceSignVerifier } from './source-sign';

// Counts RSA work: the verifier must not reach privateDecrypt for malformed or flooding input.
const rsaDecrypt = vi.fn(privateDecrypt);

const keys = testKeys();
/** The verifier's now in these tests. */
const NOW = 1_750_000_000_000;
const wellFormedGarbage = Buffer.alloc(256, 1).toString('base64');

function sign(timestampMs: number, digits?: string): string {
  const encrypt = new JSEncrypt();
  encrypt.setPublicKey(keys.rsaPublicKey);
  return encrypt.encryptOAEP(sourceSignPlaintext(timestampMs, digits)) as string;
}

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.destroy());
beforeEach(async () => {
  rsaDecrypt.mockClear();
  await db.deleteFrom('seenSourceSign').execute();
});

/** A verifier remembering pairs in the database, as every server instance does. */
const verifierWith = (options: Omit<SourceSignOptions, 'privateKeyPem' | 'seen'> = {}) =>
  createSourceSignVerifier({
    privateKeyPem: keys.rsaPrivateKey,
    seen: createSeenSigns(db, options.now),
    rsaDecrypt,
    ...options,
  });

describe('source sign verifier', () => {
  it('refuses a missing or malformed header without any RSA work', async () => {
    const verifier = verifierWith();
    for (const header of [undefined, '', 'abc', 'x'.repeat(5000), `${'A'.repeat(343)}!`, `${sign(NOW)}A`]) {
      expect((await verifier.verify(header, 'client')).ok).toBe(false);
    }
    expect(rsaDecrypt).not.toHaveBeenCalled();
  });

  it('stops decrypting for a client that floods well-formed garbage, and only for that client', async () => {
    const now = { value: NOW };
    const verifier = verifierWith({ failuresPerMinute: 5, now: () => now.value });
    for (let i = 0; i < 5; i += 1) {
      expect(await verifier.verify(wellFormedGarbage, 'attacker')).toMatchObject({ ok: false, status: 403 });
    }
    expect(rsaDecrypt).toHaveBeenCalledTimes(5);
    expect(await verifier.verify(wellFormedGarbage, 'attacker')).toMatchObject({ ok: false, status: 429 });
    expect(await verifier.verify(sign(now.value), 'attacker')).toMatchObject({ ok: false, status: 429 });
    expect(rsaDecrypt).toHaveBeenCalledTimes(5);
    expect(await verifier.verify(sign(now.value), 'someone else')).toEqual({ ok: true });
    now.value += 60_000;
    expect(await verifier.verify(sign(now.value), 'attacker')).toEqual({ ok: true });
  });

  it('refuses a pair for as long as its timestamp passes the skew check', async () => {
    const now = { value: NOW };
    const verifier = verifierWith({ now: () => now.value });
    const header = sign(now.value, '12345678901');
    expect(await verifier.verify(header, 'c')).toEqual({ ok: true });
    now.value += 200_000;
    expect(await verifier.verify(header, 'c')).toMatchObject({
      ok: false,
      msg: expect.objectContaining({ en: expect.stringMatching(/already been used/) }),
    });
    now.value += 500_000;
    expect(await verifier.verify(header, 'c')).toMatchObject({
      ok: false,
      msg: { 'zh-CN': '请求签名（sourceSign）已过期', en: expect.stringMatching(/expired/) },
    });
  });

  it('refuses a pair that another verifier on the same database accepted', async () => {
    const header = sign(NOW);
    expect(await verifierWith({ now: () => NOW }).verify(header, 'c')).toEqual({ ok: true });
    expect(await verifierWith({ now: () => NOW + 1_000 }).verify(header, 'c')).toMatchObject({
      ok: false,
      status: 403,
      msg: expect.objectContaining({ en: expect.stringMatching(/already been used/) }),
    });
  });
});
