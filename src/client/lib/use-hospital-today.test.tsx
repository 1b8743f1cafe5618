import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHospitalToday } from './use-hospital-today';

afterEach(() => vi.useRealTimers());

describe('useHospitalToday', () => {
  it("gives the hospital's day, and moves to the next one at the hospital's midnight", () => {
    vi.useFakeTimers();
    // 23:59 in Shanghai (UTC+8) is 15:59 UTC.
    vi.setSystemTime(new Date('2026-03-01T15:59:00Z'));
    const view = renderHook(() => useHospitalToday());
    expect(view.result.current).toBe('2026-03-01');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(view.result.current).toBe('2026-03-02');
  });
});
