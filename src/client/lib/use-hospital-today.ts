/**
 * 'Now' and today on the hospital's calendar, for pages that mark what is due or overdue and
 * forms that default or bound a date or time. Read when the component mounts and again each
 * minute, so a page left open past midnight moves to the new day; rendering stays pure.
 */
import { useEffect, useState } from 'react';
import { hospitalDay } from '../../shared/domain/hospital-time';
import { useRenderClock } from './render-clock';

const RECHECK_MS = 60_000;

/** The clock's time (epoch ms), re-read each minute. */
export function useMinuteClock(): number {
  const now = useRenderClock();
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return at;
}

export function useHospitalToday(): string {
  return hospitalDay(useMinuteClock());
}
