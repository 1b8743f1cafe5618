import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HOSPITAL_TIME_ZONE, setHospitalTimeZone } from '../hospital-clock';
import { formatCelsius, isExcursion, parseCelsiusTenths, parseLoggerCsv } from './temperature';

describe('temperatures in tenths of a degree', () => {
  it('reads °C with at most one decimal, within ±100 °C', () => {
    expect(parseCelsiusTenths('4.5')).toBe(45);
    expect(parseCelsiusTenths(' -18 ')).toBe(-180);
    expect(parseCelsiusTenths('+25.0')).toBe(250);
    for (const bad of ['4.55', '25,5', 'abc', '', '100.1', '1e2']) expect(parseCelsiusTenths(bad), bad).toBeUndefined();
    expect(formatCelsius(-180)).toBe('-18.0');
    expect(formatCelsius(45)).toBe('4.5');
    expect(formatCelsius(-5)).toBe('-0.5');
  });

  it('calls a reading an excursion only outside the range, bounds included inside', () => {
    const fridge = { minTenths: 20, maxTenths: 80 };
    expect([19, 20, 80, 81].map((tenths) => isExcursion(tenths, fridge))).toEqual([true, false, false, true]);
  });
});

describe("a logger's CSV export", () => {
  afterEach(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  it('reads wall-clock times in the hospital zone and instants with their zone, skipping the header', () => {
    const file =
      '\uFEFFTime,Temperature(°C)\r\n2026-03-02 08:00,4.5\r\n2026/03/02 08:30:00;9.1\r\n\r\n2026-03-02T01:00:00Z\t5\r\n';
    expect(parseLoggerCsv(file)).toEqual({
      readings: [
        { at: Date.parse('2026-03-02T00:00:00Z'), tenths: 45 },
        { at: Date.parse('2026-03-02T00:30:00Z'), tenths: 91 },
        { at: Date.parse('2026-03-02T01:00:00Z'), tenths: 50 },
      ],
      problems: [],
    });
    setHospitalTimeZone('UTC');
    expect(parseLoggerCsv('2026-03-02 08:00,4.5').readings[0]?.at).toBe(Date.parse('2026-03-02T08:00:00Z'));
  });

  it('names the lines it cannot read, by number', () => {
    const { readings, problems } = parseLoggerCsv(
      'time,temp\n2026-03-02 08:00,4.5\n2026-13-02 08:00,4.5\nyesterday,5\n2026-03-02 09:00,hot\n2026-03-02 10:00,4,extra',
    );
    expect(readings).toHaveLength(1);
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6]);
  });
});
