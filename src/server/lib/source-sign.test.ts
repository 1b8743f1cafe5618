import { JSEncrypt } from 'jsencrypt';
import { privateDecrypt } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceSignPlaintext } from '../../shared/domain/source-sign';
import { testKeys } from '../test-support';
import { createSourceSignVerifier } from './source-sign';

// Counts RSA work: the verifier must not reach privateDecrypt for malformed or flooding input.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, privateDecrypt: vi.fn(original.privateDecrypt) };
});

const keys = testKeys();
const wellFormedGarbage = Buffer.alloc(256, 1).toString('base64');

function sign(timestampMs: number, digits?: string): string {
  const encrypt = new JSEncrypt();
  encrypt.setPublicKey(keys.rsaPublicKey);
  return encrypt.encryptOAEP(sourceSignPlaintext(timestampMs, digits)) as string;
}

beforeEach(() => {
  vi.mocked(privateDecrypt).mockClear();
});

describe('source sign verifier', () => {
  it('refuses a missing or malformed header without any RSA work', () => {
    const verifier = createSourceSignVerifier({ privateKeyPem: keys.rsaPrivateKey });
    for (const header of [undefined, '', 'abc', 'x'.repeat(5000), `${'A'.repeat(343)}!`, `${sign(Date.now())}A`]) {
      expect(verifier.verify(header, 'client').ok).toBe(false);
    }
    expect(privateDecrypt).not.toHaveBeenCalled();
  });

  it('stops decrypting for a client that floods well-formed garbage, and only for that client', () => {
    const now = { value: 1_750_000_000_000 };
    const verifier = createSourceSignVerifier({
      privateKeyPem: keys.rsaPrivateKey,
      failuresPerMinute: 5,
      now: () => now.value,
    });
    for (let i = 0; i < 5; i += 1) {
      expect(verifier.verify(wellFormedGarbage, 'attacker')).toMatchObject({ ok: false, status: 403 });
    }
    expect(privateDecrypt).toHaveBeenCalledTimes(5);
    expect(verifier.verify(wellFormedGarbage, 'attacker')).toMatchObject({ ok: false, status: 429 });
    expect(verifier.verify(sign(now.value), 'attacker')).toMatchObject({ ok: false, status: 429 });
    expect(privateDecrypt).toHaveBeenCalledTimes(5);
    expect(verifier.verify(sign(now.value), 'someone else')).toEqual({ ok: true });
    now.value += 60_000;
    expect(verifier.verify(sign(now.value), 'attacker')).toEqual({ ok: true });
  });

  it('forgets a pair once the replay window has passed, when the skew check refuses it anyway', () => {
    const now = { value: 1_750_000_000_000 };
    const verifier = createSourceSignVerifier({ privateKeyPem: keys.rsaPrivateKey, now: () => now.value });
    const header = sign(now.value, '12345678901');
    expect(verifier.verify(header, 'c')).toEqual({ ok: true });
    now.value += 200_000;
    expect(verifier.verify(header, 'c')).toMatchObject({ ok: false, msg: expect.stringMatching(/already been used/) });
    now.value += 500_000;
    expect(verifier.verify(header, 'c')).toMatchObject({ ok: false, msg: expect.stringMatching(/expired/) });
  });

  it('fails closed when its replay memory is full', () => {
    const verifier = createSourceSignVerifier({ privateKeyPem: keys.rsaPrivateKey, maxRemembered: 2 });
    expect(verifier.verify(sign(Date.now()), 'c').ok).toBe(true);
    expect(verifier.verify(sign(Date.now()), 'c').ok).toBe(true);
    expect(verifier.verify(sign(Date.now()), 'c')).toMatchObject({ ok: false, status: 429 });
  });
});
