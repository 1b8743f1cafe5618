import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/api/quality/appointments';
import { DEFAULT_APPOINTMENT_RULES } from '../../../../shared/domain/quality/appointment-rules';
import { bookingWindow, dayProblem, draftOf, holdingOn, readRules } from './booking';

const rules = DEFAULT_APPOINTMENT_RULES; // Monday to Friday, two at once, 1–90 days ahead
const row = (id: number, day: string, status: Appointment['status'], proposedDate: string | null = null) =>
  ({ id, visitDate: day, proposedDate, status }) as Appointment;

describe('booking under the appointment rules', () => {
  // 2026-11-27 is a Friday.
  const today = '2026-11-27';

  it('offers the window from the minimum notice to the furthest day', () => {
    expect(bookingWindow(rules, today)).toEqual({ first: '2026-11-28', last: '2027-02-25' });
  });

  it('refuses what the server refuses, with its words', () => {
    expect(dayProblem(rules, '2026-11-30', today, 0)).toBeNull();
    expect(dayProblem(rules, '2026-11-28', today, 0)).toMatchObject({
      en: 'The project takes no monitoring visits on that weekday',
    });
    expect(dayProblem(rules, today, today, 0)).toMatchObject({ en: 'Book at least 1 day(s) ahead' });
    expect(dayProblem(rules, '2027-03-01', today, 0)).toMatchObject({ en: 'Book at most 90 days ahead' });
    expect(dayProblem(rules, '2026-11-30', today, 2)).toMatchObject({ 'zh-CN': '该日已有2位监查员预约，已满' });
    expect(dayProblem(rules, '2026-02-30', today, 0)).toBe('notADate');
  });

  it('counts the visits holding a day as the server does', () => {
    const rows = [
      row(1, '2026-12-01', 'booked'),
      row(2, '2026-12-01', 'cancelled'),
      row(3, '2026-11-30', 'adjusted', '2026-12-01'),
      row(4, '2026-12-01', 'refused'),
      row(5, '2026-12-01', 'launched'),
    ];
    expect(holdingOn(rows, '2026-12-01')).toBe(3);
    expect(holdingOn(rows, '2026-12-01', 5)).toBe(2);
    expect(holdingOn(rows, '2026-11-30')).toBe(0);
  });
});

describe('the appointment rules editor', () => {
  it('reads a draft into sorted rules', () => {
    const draft = { ...draftOf(rules), weekdays: [5, 1, 3] as const, maxDaysAhead: ' 30 ' };
    expect(readRules({ ...draft, weekdays: [...draft.weekdays] })).toEqual({
      rules: { weekdays: [1, 3, 5], maxMonitors: 2, minNoticeDays: 1, maxDaysAhead: 30 },
    });
  });

  it('names the problem of each field and saves nothing', () => {
    const result = readRules({ weekdays: [], maxMonitors: '0', minNoticeDays: '1.5', maxDaysAhead: '400' });
    expect(result).toEqual({
      errors: {
        weekdays: { key: 'weekdaysRequired' },
        maxMonitors: { key: 'numberRange', min: 1, max: 20 },
        minNoticeDays: { key: 'numberRange', min: 0, max: 365 },
        maxDaysAhead: { key: 'numberRange', min: 1, max: 365 },
      },
    });
  });

  it('refuses a minimum notice beyond the furthest day, as the server does', () => {
    const result = readRules({ ...draftOf(rules), minNoticeDays: '10', maxDaysAhead: '5' });
    expect(result).toEqual({ errors: { minNoticeDays: { key: 'noticeBeyondWindow' } } });
  });
});
