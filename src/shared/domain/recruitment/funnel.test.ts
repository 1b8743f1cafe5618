import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  emptyFunnelCounts,
  formatRate,
  funnelStageRows,
  lastWeekStarts,
  weekStartOfInstant,
} from './funnel';
import { hospitalDayStartIso, mondayOf } from '../hospital-time';

describe('funnel arithmetic', () => {
  it('gives rates from the previous stage and from the candidates', () => {
    const rows = funnelStageRows({ ...emptyFunnelCounts(), candidates: 10, recommended: 4, contacted: 2 });
    expect(rows[0]).toEqual({ stage: 'candidates', count: 10, fromPrevious: null, fromCandidates: 1 });
    expect(rows[1]).toEqual({ stage: 'recommended', count: 4, fromPrevious: 0.4, fromCandidates: 0.4 });
    expect(rows[2]).toEqual({ stage: 'contacted', count: 2, fromPrevious: 0.5, fromCandidates: 0.2 });
    expect(rows[3]).toEqual({ stage: 'willing', count: 0, fromPrevious: 0, fromCandidates: 0 });
    expect(rows[4]?.fromPrevious).toBeNull();
  });

  it('has no rate when the denominator is zero', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(funnelStageRows(emptyFunnelCounts()).every((row) => row.fromCandidates === null)).toBe(true);
    expect(formatRate(null)).toBe('—');
    expect(formatRate(3 / 7)).toBe('42.9%');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // the Sunday after
    expect(mondayOf('2026-01-01')).toBe('2025-12-29'); // a Thursday across the new year
  });

  it("puts an instant in the hospital's week, not UTC's", () => {
    // Sunday 2026-03-08 17:00 UTC is Monday 01:00 in China: the next week.
    expect(weekStartOfInstant('2026-03-08T17:00:00.000Z')).toBe('2026-03-09');
    expect(weekStartOfInstant('2026-03-08T15:59:59.000Z')).toBe('2026-03-02');
    expect(hospitalDayStartIso('2026-03-09')).toBe('2026-03-08T16:00:00.000Z');
  });

  it('lists the last weeks oldest first, today’s week last', () => {
    expect(lastWeekStarts('2026-03-11', 3)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
  });
});
