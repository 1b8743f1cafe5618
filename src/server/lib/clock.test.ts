import { describe, expect, it } from 'vitest';
import { manualClock, tickingClock } from './clock';

describe('tickingClock', () => {
  it('starts at the chosen instant and then moves as real time does', () => {
    const real = manualClock(Date.UTC(2026, 10, 26, 10, 0));
    const start = Date.UTC(2026, 2, 18, 15, 50);
    const clock = tickingClock(start, real);
    expect(clock()).toBe(start);
    real.advance(90_000);
    expect(clock()).toBe(start + 90_000);
  });
});
