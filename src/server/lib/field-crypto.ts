/**
 * Field-level encryption of patients' identifying data (name, phone, ID number, medical-record
 * number): AES-256-GCM with a random 96-bit IV per value, so a stolen database file or dump
 * reveals no patient. The key lives outside the database (server/keys.ts: the data folder's
 * keys or PATIENT_DATA_KEY). A value carries the id of the key that sealed it, so after a key
 * rotation older values still open with the previous key until they are re-encrypted.
 *
 * Exact lookups (duplicate medical-record numbers, a phone number) use a keyed hash
 * (HMAC-SHA256 under a key derived from the data key): equal inputs give equal hashes, and
 * without the key a hash cannot be tested against guesses.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const PATIENT_KEY_BYTES = 32;

/** A short public id of a key: which key sealed a value, without revealing the key. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export interface FieldCipher {
  /** The id of the key new values are sealed with. */
  currentKeyId: string;
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** null stays null. */
  encryptOptional(plain: string | null): string | null;
  decryptOptional(sealed: string | null): string | null;
  /** The keyed hash of a lookup value under the current key (normalise the value first). */
  lookupHash(value: string): string;
  /** The id of the key a sealed value was made with. */
  keyIdOfValue(sealed: string): string;
}

/**
 * A cipher over a keyring: the first key seals, every key opens. Keys are 32 random bytes;
 * a wrong length stops the server at start rather than at the first patient.
 */
export function createFieldCipher(keys: readonly Buffer[]): FieldCipher {
  const [current] = keys;
  if (!current) throw new Error('No patient data key');
  for (const key of keys) {
    if (key.length !== PATIENT_KEY_BYTES) throw new Error(`A patient data key must be ${PATIENT_KEY_BYTES} bytes`);
  }
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const currentKeyId = keyIdOf(current);
  const lookupKey = Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), 'patient lookup hash', 32));

  const encrypt = (plain: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [FORMAT, currentKeyId, iv.toString('base64url'), body.toString('base64url')].join('.');
  };

  const decrypt = (sealed: string) => {
    const [format, keyId, iv, body] = sealed.split('.');
    if (format !== FORMAT || !keyId || !iv || !body) throw new Error('Not an encrypted field value');
    const key = byId.get(keyId);
    if (!key) throw new Error(`No patient data key with id ${keyId}`);
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  };

  return {
    currentKeyId,
    encrypt,
    decrypt,
    encryptOptional: (plain) => (plain === null ? null : encrypt(plain)),
    decryptOptional: (sealed) => (sealed === null ? null : decrypt(sealed)),
    lookupHash: (value) => createHmac('sha256', lookupKey).update(value, 'utf8').digest('base64url'),
    keyIdOfValue: (sealed) => sealed.split('.')[1] ?? '',
  };
}
