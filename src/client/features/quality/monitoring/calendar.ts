/**
 * The month grid of the monitoring calendar: whole weeks from Monday (weeks start on Monday in
 * China) covering a month of the hospital's calendar, each day with the visits on it. Pure:
 * days are hospital calendar days ('YYYY-MM-DD'), today is passed in.
 */
import type { Appointment } from '../../../../shared/api/quality/appointments';
import { addDays, addMonths, daysInMonth, mondayOf } from '../../../../shared/domain/hospital-time';

/** A month as 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The month `n` months after `month` (n may be negative). */
export const shiftMonth = (month: string, n: number): string => monthOfDay(addMonths(`${month}-01`, n));

/** The first and last days of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}` };
}

export interface CalendarDay {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  visits: Appointment[];
}

/** The weeks (seven days each, Monday first) covering `month`, with the visits of each day. */
export function monthGrid(month: string, today: string, visits: readonly Appointment[]): CalendarDay[][] {
  const { from, to } = monthRange(month);
  const byDay = new Map<string, Appointment[]>();
  for (const visit of visits) {
    const list = byDay.get(visit.visitDate) ?? [];
    list.push(visit);
    byDay.set(visit.visitDate, list);
  }
  const weeks: CalendarDay[][] = [];
  for (let start = mondayOf(from); start <= to; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(start, index);
        return { day, inMonth: day >= from && day <= to, isToday: day === today, visits: byDay.get(day) ?? [] };
      }),
    );
  }
  return weeks;
}
