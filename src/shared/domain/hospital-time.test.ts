import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HOSPITAL_TIME_ZONE,
  addDays,
  addMonths,
  compareDays,
  daysBetween,
  daysInMonth,
  endOfHospitalDay,
  hospitalDay,
  hospitalDayStartIso,
  hospitalInstant,
  hospitalTime,
  hospitalTimeZone,
  hospitalUtcOffset,
  isCalendarDate,
  isTimeZone,
  mondayOf,
  setHospitalTimeZone,
  startOfHospitalDay,
  weekday,
} from './hospital-time';

const at = (iso: string) => Date.parse(iso);

describe('the hospital day and clock of an instant', () => {
  it('is the day in China Standard Time (UTC+8): 16:00Z starts the next day', () => {
    expect(hospitalTimeZone()).toBe(DEFAULT_HOSPITAL_TIME_ZONE);
    expect(DEFAULT_HOSPITAL_TIME_ZONE).toBe('Asia/Shanghai');
    expect(hospitalDay(at('2026-03-09T16:30:00Z'))).toBe('2026-03-10');
    expect(hospitalDay(at('2026-03-09T15:59:59.999Z'))).toBe('2026-03-09');
    expect(hospitalDay(at('2026-03-09T16:00:00Z'))).toBe('2026-03-10');
    expect(hospitalDay(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(hospitalDay(at('2028-02-28T16:00:00Z'))).toBe('2028-02-29');
  });

  it('reads the clock to the minute, 23:59 and 00:00 on either side of midnight', () => {
    expect(hospitalTime(at('2026-03-09T15:59:00Z'))).toBe('2026-03-09 23:59');
    expect(hospitalTime(at('2026-03-09T16:00:00Z'))).toBe('2026-03-10 00:00');
    expect(hospitalTime(at('2026-03-09T16:01:30Z'))).toBe('2026-03-10 00:01');
  });
});

describe('the hospital zone as a site setting', () => {
  afterEach(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  it('moves day boundaries, clock readings and wall-clock instants with the zone', () => {
    const evening = at('2026-11-24T17:30:00Z');
    expect(hospitalDay(evening)).toBe('2026-11-25');
    expect(hospitalUtcOffset(evening)).toBe('UTC+8');
    setHospitalTimeZone('UTC');
    expect(hospitalTimeZone()).toBe('UTC');
    expect(hospitalDay(evening)).toBe('2026-11-24');
    expect(hospitalTime(evening)).toBe('2026-11-24 17:30');
    expect(startOfHospitalDay('2026-11-24')).toBe(at('2026-11-24T00:00:00Z'));
    expect(hospitalUtcOffset(evening)).toBe('UTC');
    setHospitalTimeZone('America/St_Johns');
    expect(hospitalDay(evening)).toBe('2026-11-24');
    expect(hospitalTime(evening)).toBe('2026-11-24 14:00');
    expect(hospitalUtcOffset(evening)).toBe('UTC-3:30');
    expect(hospitalInstant('2026-11-24T14:00')).toBe(evening);
  });

  it("follows a zone's daylight-saving changes to the millisecond, and instants before 1970", () => {
    setHospitalTimeZone('America/New_York');
    expect(hospitalTime(at('2026-03-08T06:59:59.999Z'))).toBe('2026-03-08 01:59');
    expect(hospitalTime(at('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00');
    expect(hospitalUtcOffset(at('2026-07-01T12:00:00Z'))).toBe('UTC-4');
    expect(hospitalTime(at('2026-11-01T05:59:59.999Z'))).toBe('2026-11-01 01:59');
    expect(hospitalTime(at('2026-11-01T06:00:00Z'))).toBe('2026-11-01 01:00');
    setHospitalTimeZone('Asia/Kolkata');
    expect(hospitalTime(at('1969-12-31T23:59:59.999Z'))).toBe('1970-01-01 05:29');
    expect(hospitalDay(at('1960-06-30T18:29:00Z'))).toBe('1960-06-30');
  });

  it('knows IANA zone names only, and keeps the zone when told an unknown one', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    setHospitalTimeZone('Mars/Olympus_Mons');
    expect(hospitalTimeZone()).toBe(DEFAULT_HOSPITAL_TIME_ZONE);
  });
});

describe('hospital wall-clock times as instants', () => {
  it('starts a hospital day at 16:00Z the day before and ends it 24 hours later', () => {
    expect(startOfHospitalDay('2026-03-10')).toBe(at('2026-03-09T16:00:00Z'));
    expect(endOfHospitalDay('2026-03-10')).toBe(at('2026-03-10T16:00:00Z'));
    expect(endOfHospitalDay('2026-12-31')).toBe(at('2026-12-31T16:00:00Z'));
    expect(hospitalDayStartIso('2028-03-01')).toBe('2028-02-29T16:00:00.000Z');
  });

  it('reads a date-time input as hospital time, and nothing else as a time', () => {
    expect(hospitalInstant('2026-03-10T08:30')).toBe(at('2026-03-10T00:30:00Z'));
    expect(hospitalInstant('2026-03-10 23:59')).toBe(at('2026-03-10T15:59:00Z'));
    expect(hospitalInstant('2026-03-10T')).toBe(at('2026-03-09T16:00:00Z'));
    expect(hospitalInstant('not a time')).toBeNaN();
  });

  it('accepts real days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isCalendarDate('2026-03-01T00:00')).toBe(false);
  });
});

describe('mondayOf', () => {
  it('is the Monday of the week, a Sunday belonging to the week before', () => {
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
});

describe('addDays', () => {
  it('crosses month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31');
  });
});

describe('addMonths', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
  });

  it('keeps the leap day only in leap years', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2028-02-29', 1)).toBe('2028-03-29');
  });

  it('crosses year ends both ways', () => {
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-10', -13)).toBe('2024-12-10');
  });
});

describe('daysBetween, compareDays, daysInMonth, weekday', () => {
  it('counts whole days, with sign', () => {
    expect(daysBetween('2026-01-01', '2026-01-22')).toBe(21);
    expect(daysBetween('2026-01-22', '2026-01-01')).toBe(-21);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('orders days', () => {
    expect(compareDays('2026-01-09', '2026-01-10')).toBeLessThan(0);
    expect(compareDays('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDays('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
    expect(['2026-03-01', '2025-12-31', '2026-02-28'].sort(compareDays)).toEqual([
      '2025-12-31',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('knows month lengths and week days', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(weekday('2026-03-01')).toBe(0);
  });
});

describe('the machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('never shifts a day or a clock, whatever zone the machine is in', () => {
    const run = () => [
      addDays('2026-03-08', 1),
      addDays('2026-10-31', 1),
      addMonths('2026-01-31', 1),
      daysBetween('2026-03-07', '2026-03-09'),
      weekday('2026-03-08'),
      // 02:30 on 8 March 2026 does not exist in Los Angeles (daylight saving starts); it does in Beijing.
      hospitalTime(at('2026-03-07T18:30:00Z')),
      hospitalDay(at('2026-11-01T08:30:00Z')),
      startOfHospitalDay('2026-03-08'),
      hospitalInstant('2026-11-01T01:30'),
    ];
    const results = ['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].map(
      (zone) => {
        process.env.TZ = zone;
        return run();
      },
    );
    for (const result of results) {
      expect(result).toEqual([
        '2026-03-09',
        '2026-11-01',
        '2026-02-28',
        2,
        0,
        '2026-03-08 02:30',
        '2026-11-01',
        at('2026-03-07T16:00:00Z'),
        at('2026-10-31T17:30:00Z'),
      ]);
    }
  });
});
