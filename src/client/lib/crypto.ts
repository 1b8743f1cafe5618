/**
 * RSA encryption with the server's public key through jsencrypt, which is loaded only when
 * needed (it is not part of the public home page's code). RSA-OAEP with SHA-256 only: the
 * library's default PKCS#1 v1.5 `encrypt()` is refused by the server (see STACK.md).
 */
import { SOURCE_SIGN_RANDOM_DIGITS } from '../../shared/domain/constants';
import { randomDigits, sourceSignPlaintext } from '../../shared/domain/portal/source-sign';
import { utf8BinaryString } from '../../shared/domain/access/utf8-binary';
import type { SourceSigner } from './http';

export class EncryptionError extends Error {
  constructor() {
    // Not shown as is: the screens show their catalogue's text (SPEC §5: 加密失败).
    super('Encryption failed');
    this.name = 'EncryptionError';
  }
}

export interface Encryptor {
  /** Base64 RSA-OAEP (SHA-256) ciphertext; throws EncryptionError. */
  encrypt: (text: string) => string;
}

export async function createEncryptor(publicKeyPem: string): Promise<Encryptor> {
  const { JSEncrypt } = await import('jsencrypt');
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(publicKeyPem);
  return {
    encrypt: (text) => {
      // UTF-8 bytes, so a password with Chinese characters arrives intact.
      const cipher = jsencrypt.encryptOAEP(utf8BinaryString(text));
      if (!cipher) throw new EncryptionError();
      return cipher;
    },
  };
}

/**
 * The sourceSign header of SPEC §7: the current timestamp plus 11 digits from
 * crypto.getRandomValues, encrypted afresh for every request.
 */
export async function createSourceSigner(publicKeyPem: string, now: () => number = Date.now): Promise<SourceSigner> {
  const encryptor = await createEncryptor(publicKeyPem);
  return () => encryptor.encrypt(sourceSignPlaintext(now(), randomDigits(SOURCE_SIGN_RANDOM_DIGITS)));
}
