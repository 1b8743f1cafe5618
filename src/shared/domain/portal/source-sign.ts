/**
 * What the sourceSign header encrypts (SPEC §7): the millisecond timestamp (13 digits)
 * followed by 11 random digits. The client encrypts it; the server decrypts and parses it.
 */
import { SOURCE_SIGN_RANDOM_DIGITS } from '../constants';

export const SOURCE_SIGN_PLAINTEXT = new RegExp(`^(\\d{13})(\\d{${SOURCE_SIGN_RANDOM_DIGITS}})$`);

/** Largest multiple of 10 below 2^32: values at or above it are redrawn so every digit is equally likely. */
const UNBIASED_LIMIT = 4_294_967_290;

/** `count` decimal digits from a cryptographic random source (crypto.getRandomValues). */
export function randomDigits(
  count: number,
  fill: (array: Uint32Array<ArrayBuffer>) => Uint32Array = (array) => globalThis.crypto.getRandomValues(array),
): string {
  let digits = '';
  while (digits.length < count) {
    for (const value of fill(new Uint32Array(count))) {
      if (value < UNBIASED_LIMIT && digits.length < count) digits += String(value % 10);
    }
  }
  return digits;
}

export function sourceSignPlaintext(timestampMs: number, digits: string = randomDigits(SOURCE_SIGN_RANDOM_DIGITS)) {
  return `${Math.trunc(timestampMs)}${digits}`;
}
