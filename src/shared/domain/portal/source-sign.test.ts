import { describe, expect, it } from 'vitest';
import { SOURCE_SIGN_PLAINTEXT, randomDigits, sourceSignPlaintext } from './source-sign';

describe('sourceSign plaintext', () => {
  it('is the 13-digit millisecond timestamp followed by 11 random digits', () => {
    const text = sourceSignPlaintext(1_750_000_000_123);
    expect(text).toMatch(SOURCE_SIGN_PLAINTEXT);
    expect(text.slice(0, 13)).toBe('1750000000123');
    expect(text).toHaveLength(24);
  });

  it('draws digits from the random source, redrawing values that would bias the digits', () => {
    const values = [4_294_967_295, 4_294_967_290, 13, 7, 20, 4_294_967_289];
    const fill = (array: Uint32Array) => {
      array.forEach((_, index) => (array[index] = values.shift() ?? 5));
      return array;
    };
    // 2^32-1 and 2^32-6 are redrawn; 13 -> 3, 7 -> 7, 20 -> 0, 4294967289 -> 9, then 5s.
    expect(randomDigits(6, fill)).toBe('370955');
  });

  it('differs between calls with the real crypto.getRandomValues', () => {
    const draws = new Set(Array.from({ length: 50 }, () => randomDigits(11)));
    expect(draws.size).toBe(50);
    for (const draw of draws) expect(draw).toMatch(/^\d{11}$/);
  });
});
