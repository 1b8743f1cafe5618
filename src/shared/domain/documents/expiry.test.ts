import { describe, expect, it } from 'vitest';
import { expiryStateOf } from './expiry';

describe('document expiry', () => {
  it('is due from N days before the expiry day through that day, expired the day after', () => {
    const today = '2026-03-10';
    expect(expiryStateOf('2026-04-09', today, 30)).toBe('due');
    expect(expiryStateOf('2026-04-10', today, 30)).toBeNull();
    expect(expiryStateOf('2026-03-10', today, 30)).toBe('due');
    expect(expiryStateOf('2026-03-09', today, 30)).toBe('expired');
    expect(expiryStateOf(null, today, 30)).toBeNull();
    expect(expiryStateOf('2026-03-11', today, 1)).toBe('due');
    expect(expiryStateOf('2026-03-12', today, 1)).toBeNull();
  });
});
