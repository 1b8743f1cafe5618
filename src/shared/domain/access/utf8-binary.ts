/**
 * What the client hands to jsencrypt's `encryptOAEP`: the password's UTF-8 bytes as a
 * one-byte-per-character string. jsencrypt pads `charCodeAt` values as bytes, so a character
 * above U+00FF would be cut to its low byte; the server decodes the decrypted bytes as UTF-8.
 * RSA-2048 OAEP-SHA256 holds at most 190 bytes (190 ASCII or about 63 Chinese characters).
 */
export function utf8BinaryString(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
}
