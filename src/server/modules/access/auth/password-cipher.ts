/**
 * Reads a password as the sign-in form sends it (SPEC §5): RSA-OAEP (SHA-256) ciphertext in
 * base64, made by jsencrypt's `encryptOAEP` with the server's public key, unless the site
 * turned encryption off (sys config `sys.login.passwordEncrypt` = 'false').
 *
 * Stores, in table `used_ciphertext`, the SHA-256 of every ciphertext it decrypted, for 10
 * minutes (older rows are removed at each use): a captured request cannot be replayed within
 * that window. The hash is over the decoded bytes, so re-spelling the base64 does not help.
 */
import { type KeyObject, constants, createHash, createPrivateKey, privateDecrypt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { guardRepository } from './guard-repository';

export const CIPHERTEXT_REPLAY_WINDOW_MS = 10 * 60 * 1000;

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

export type RevealedPassword =
  { ok: true; password: string } | { ok: false; reason: 'encryption_required' | 'ciphertext_replayed' };

export interface PasswordCipher {
  /**
   * The password inside `sent`. With encryption on, a value that does not decrypt is refused
   * (`encryption_required`) and one already used is refused (`ciphertext_replayed`).
   */
  reveal(db: Kysely<Database>, sent: string, encryptionOn: boolean): Promise<RevealedPassword>;
}

export function createPasswordCipher(privateKeyPem: string, clock: Clock): PasswordCipher {
  const key: KeyObject = createPrivateKey(privateKeyPem);
  const modulusBytes = (key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;

  function decrypt(sent: string): Buffer | undefined {
    if (!base64Pattern.test(sent)) return undefined;
    const bytes = Buffer.from(sent, 'base64');
    if (bytes.length !== modulusBytes) return undefined;
    try {
      return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
    } catch {
      return undefined;
    }
  }

  return {
    async reveal(db, sent, encryptionOn) {
      if (!encryptionOn) return { ok: true, password: sent };
      const plaintext = decrypt(sent);
      if (!plaintext) return { ok: false, reason: 'encryption_required' };
      const now = clock();
      const hash = createHash('sha256').update(Buffer.from(sent, 'base64')).digest('hex');
      await guardRepository.forgetCiphertextsBefore(db, now - CIPHERTEXT_REPLAY_WINDOW_MS);
      const fresh = await guardRepository.rememberCiphertext(db, hash, now);
      if (!fresh) return { ok: false, reason: 'ciphertext_replayed' };
      return { ok: true, password: plaintext.toString('utf8') };
    },
  };
}
