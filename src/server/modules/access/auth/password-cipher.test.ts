import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utf8BinaryString } from '../../../../shared/domain/access/utf8-binary';
import type { Db } from '../../../db/database';
import { manualClock } from '../../../lib/clock';
import { openTestDatabase, testKeys } from '../../../test-support';
import { CIPHERTEXT_REPLAY_WINDOW_MS, createPasswordCipher } from './password-cipher';

const clock = manualClock();
const cipher = createPasswordCipher(testKeys().rsaPrivateKey, clock);
let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.destroy());

function browserEncrypt(text: string, oaep = true): string {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(testKeys().rsaPublicKey);
  const result = oaep ? jsencrypt.encryptOAEP(utf8BinaryString(text)) : jsencrypt.encrypt(text);
  if (!result) throw new Error('jsencrypt could not encrypt');
  return result;
}

describe('password cipher', () => {
  it('reads what jsencrypt encryptOAEP made with the public key (a real browser-library round trip)', async () => {
    for (const password of ['Lantern-Orchid-42', '密码-Пароль-🔑-x']) {
      expect(await cipher.reveal(db, browserEncrypt(password), true)).toEqual({ ok: true, password });
    }
  });

  it('needs the UTF-8 bytes: jsencrypt given the string itself keeps only the low byte of each character', async () => {
    const jsencrypt = new JSEncrypt();
    jsencrypt.setPublicKey(testKeys().rsaPublicKey);
    const raw = jsencrypt.encryptOAEP('密码-x');
    expect(await cipher.reveal(db, raw || '', true)).not.toEqual({ ok: true, password: '密码-x' });
  });

  it('refuses PKCS#1 v1.5 (jsencrypt encrypt()), plain text and garbage as encryption_required', async () => {
    for (const sent of [browserEncrypt('Lantern-Orchid-42', false), 'Lantern-Orchid-42', 'QUJD', '!!!']) {
      expect(await cipher.reveal(db, sent, true)).toEqual({ ok: false, reason: 'encryption_required' });
    }
  });

  it('refuses a ciphertext seen in the last 10 minutes, and forgets it after', async () => {
    const sent = browserEncrypt('Lantern-Orchid-42');
    expect((await cipher.reveal(db, sent, true)).ok).toBe(true);
    clock.advance(CIPHERTEXT_REPLAY_WINDOW_MS - 1);
    expect(await cipher.reveal(db, sent, true)).toEqual({ ok: false, reason: 'ciphertext_replayed' });
    clock.advance(1);
    expect((await cipher.reveal(db, sent, true)).ok).toBe(true);
    const stored = await db.selectFrom('usedCiphertext').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(sent.slice(0, 40));
  });

  it('takes the value as it is when the site turned encryption off (and plain text may repeat)', async () => {
    expect(await cipher.reveal(db, 'plain-Password-1', false)).toEqual({ ok: true, password: 'plain-Password-1' });
    expect(await cipher.reveal(db, 'plain-Password-1', false)).toEqual({ ok: true, password: 'plain-Password-1' });
  });
});
