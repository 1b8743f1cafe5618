import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan } from './money';

describe('money in fen', () => {
  it('parses typed yuan exactly, without floats', () => {
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan('1,234.56')).toBe(123_456);
    expect(parseYuan('10000')).toBe(1_000_000);
    expect(parseYuan(' 19.99 ')).toBe(1999);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5']) expect(parseYuan(bad), bad).toBeNull();
  });

  it('prints fen as yuan with two decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(123_456)).toBe('1,234.56');
    expect(formatFen(-1999)).toBe('-19.99');
  });
});
