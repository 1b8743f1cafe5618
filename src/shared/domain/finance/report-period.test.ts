import { describe, expect, it } from 'vitest';
import { ageingBounds, daysPastDue, lastDayOf, monthsOf } from './report-period';

describe('finance report period', () => {
  it('ends a month on its last day, leap years included', () => {
    expect(lastDayOf('2026-01')).toBe('2026-01-31');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-04')).toBe('2026-04-30');
  });

  it('lists the months of a period across a year end', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsOf('2026-03', '2026-02')).toEqual([]);
  });

  it('puts the bucket bounds 30, 60 and 90 days before the end day', () => {
    expect(ageingBounds('2026-03-31')).toEqual({
      days0to30: '2026-03-01',
      days31to60: '2026-01-30',
      days61to90: '2025-12-31',
    });
    expect(daysPastDue('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysPastDue('2026-04-01', '2026-03-31')).toBe(-1);
    expect(daysPastDue(null, '2026-03-31')).toBeNull();
  });
});
