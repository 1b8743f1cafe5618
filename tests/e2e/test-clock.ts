/**
 * The one clock of a browser-test run. The server, its demo data and every page read it:
 * it starts at a fixed instant and then moves with real time, so a run is the same at any
 * hour of the day it is started, and a given hour can be chosen.
 *
 * E2E_HOSPITAL_TIME picks the start: 'HH:MM' is that hospital time (China Standard Time,
 * UTC+8) on START_DAY; a full ISO instant with its offset ('2026-03-18T23:50:00+08:00')
 * is taken as it is. Unset, the run starts at DEFAULT_HOSPITAL_TIME.
 */
import { hospitalDay } from '../../src/shared/domain/hospital-time';
import { tickingClock } from '../../src/server/lib/clock';

/** A Wednesday, away from month and year ends; the demo data is placed relative to it. */
const START_DAY = { year: 2026, month: 3, day: 18 };
const DEFAULT_HOSPITAL_TIME = '10:00';
const HOSPITAL_UTC_OFFSET_HOURS = 8;

/** The instant `value` names (see the header), in epoch milliseconds. */
export function parseStartInstant(value: string): number {
  const hourMinute = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (hourMinute) {
    const hour = Number(hourMinute[1]);
    const minute = Number(hourMinute[2]);
    if (hour > 23 || minute > 59) throw new Error(`E2E_HOSPITAL_TIME ${value} is not a time of day`);
    const { year, month, day } = START_DAY;
    return Date.UTC(year, month - 1, day, hour - HOSPITAL_UTC_OFFSET_HOURS, minute);
  }
  // An instant without its offset would depend on the machine's zone.
  const instant = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new Error(`E2E_HOSPITAL_TIME must be HH:MM or an ISO instant with its offset, not ${value}`);
  }
  return instant;
}

export const E2E_START = parseStartInstant(process.env.E2E_HOSPITAL_TIME ?? DEFAULT_HOSPITAL_TIME);

/** Now for the test run, in epoch milliseconds. */
export const e2eClock = tickingClock(E2E_START);

/** Today in the hospital, 'YYYY-MM-DD', by the test run's clock. */
export function hospitalToday(): string {
  return hospitalDay(e2eClock());
}
