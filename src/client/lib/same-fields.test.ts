import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields';

describe('sameFields', () => {
  it('takes a row refetched as a new object with the same values as the same row', () => {
    expect(sameFields({ id: 1, status: 'done', note: null }, { id: 1, status: 'done', note: null })).toBe(true);
  });

  it('tells a row apart when any value changed, or a field came or went', () => {
    expect(sameFields({ id: 1, status: 'done' }, { id: 1, status: 'missed' })).toBe(false);
    expect(sameFields<Record<string, unknown>>({ id: 1 }, { id: 1, overdue: true })).toBe(false);
    expect(sameFields<Record<string, unknown>>({ id: 1, overdue: true }, { id: 1 })).toBe(false);
  });
});
