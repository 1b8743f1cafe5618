import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HOSPITAL_TIME_ZONE,
  hospitalClockText,
  hospitalOffsetMinutes,
  setHospitalTimeZone,
} from './hospital-clock';
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

/** The wall clock as Intl writes it, read fresh for every instant: the oracle for the cached offsets. */
function intlClockText(zone: string, instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('the zone offsets read once per quarter hour', () => {
  afterEach(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  // Each zone around one of its changes: daylight saving (an hour, half an hour on Lord Howe),
  // a quarter-hour zone, and Monrovia leaving its -0:44:30 offset in 1972.
  const CHANGES: [zone: string, iso: string][] = [
    ['Europe/Berlin', '2026-03-29T01:00:00Z'],
    ['America/St_Johns', '2026-11-01T04:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
    ['Asia/Shanghai', '1991-04-13T18:00:00Z'],
  ];

  it('reads every minute and odd second around a change exactly as Intl does', () => {
    for (const [zone, iso] of CHANGES) {
      setHospitalTimeZone(zone);
      const change = at(iso);
      for (let step = -120; step <= 120; step++) {
        for (const instant of [change + step * 60_000, change + step * 60_000 + 29_999]) {
          expect(hospitalClockText(instant, true), `${zone} ${new Date(instant).toISOString()}`).toBe(
            intlClockText(zone, instant),
          );
        }
      }
    }
  });

  it('answers the offset of the zone set now, not of the zone cached before', () => {
    const instant = at('2026-07-01T12:00:00Z');
    setHospitalTimeZone('Asia/Shanghai');
    expect(hospitalOffsetMinutes(instant)).toBe(480);
    setHospitalTimeZone('Europe/Berlin');
    expect(hospitalOffsetMinutes(instant)).toBe(120);
    setHospitalTimeZone('America/St_Johns');
    expect(hospitalOffsetMinutes(instant)).toBe(-150);
  });
});
