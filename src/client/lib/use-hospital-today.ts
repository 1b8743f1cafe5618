/**
 * Today on the hospital's calendar, for pages that mark what is due or overdue and forms
 * that default or bound a date. Read once when the page mounts and again each minute, so a
 * page left open past midnight moves to the new day; rendering itself stays pure.
 */
import { useEffect, useState } from 'react';
import { hospitalDay } from '../../shared/domain/hospital-time';
import { useRenderClock } from './render-clock';

const RECHECK_MS = 60_000;

export function useHospitalToday(): string {
  const now = useRenderClock();
  const [today, setToday] = useState(() => hospitalDay(now()));
  useEffect(() => {
    const timer = setInterval(() => setToday(hospitalDay(now())), RECHECK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return today;
}
