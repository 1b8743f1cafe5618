import { describe, expect, it } from 'vitest';
import { applyRate, formatFen, parseYuan, splitByRate } from './money';

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

  it('rounds a rate half up to a whole fen, and a split always adds up', () => {
    expect(applyRate(10_000, 1500)).toBe(1500);
    expect(applyRate(3, 1500)).toBe(0); // 0.45 fen
    expect(applyRate(10, 1500)).toBe(2); // 1.5 fen rounds up
    expect(applyRate(33_333, 1000)).toBe(3333); // 3333.3
    expect(applyRate(1, 5000)).toBe(1); // 0.5 rounds up
    for (const gross of [1, 7, 99, 12_345, 1_000_000_01])
      for (const rate of [0, 1, 999, 1500, 10_000]) {
        const { taken, rest } = splitByRate(gross, rate);
        expect(taken + rest).toBe(gross);
        expect(Number.isInteger(taken)).toBe(true);
      }
    expect(splitByRate(100_00, 10_000)).toEqual({ taken: 100_00, rest: 0 });
  });
});
