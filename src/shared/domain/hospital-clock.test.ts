import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HOSPITAL_TIME_ZONE, hospitalClockText, setHospitalTimeZone } from './hospital-clock';
import { formatHospitalTime, hospitalDay, hospitalTime } from './hospital-time';

const at = (iso: string) => Date.parse(iso);

/** Instants around midnight, a month's end, a leap day and daylight-saving changes. */
const INSTANTS = [
  '2026-03-09T15:59:59.999Z',
  '2026-03-09T16:00:00Z',
  '2026-12-31T16:00:00Z',
  '2028-02-28T16:00:00Z',
  '2026-03-29T00:59:00Z',
  '2026-03-29T01:00:00Z',
  '2026-11-01T05:30:00Z',
  '2026-11-24T17:30:00Z',
].map(at);

describe('the hospital wall clock without dayjs (the public pages)', () => {
  afterEach(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  it('reads the same day and minute as hospital time does, in every zone', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kolkata']) {
      setHospitalTimeZone(zone);
      for (const instant of INSTANTS) {
        expect(hospitalClockText(instant, false), `${zone} ${instant}`).toBe(hospitalDay(instant));
        expect(hospitalClockText(instant, true), `${zone} ${instant}`).toBe(hospitalTime(instant));
      }
    }
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(hospitalClockText(at('2026-03-09T16:00:00Z'), true)).toBe('2026-03-10 00:00');
    expect(formatHospitalTime(at('2026-03-09T16:00:00Z'), 'HH:mm')).toBe('00:00');
  });
});
