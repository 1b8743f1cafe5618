import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/api/quality/appointments';
import { DEFAULT_HOSPITAL_TIME_ZONE, hospitalDay, setHospitalTimeZone } from '../../../../shared/domain/hospital-time';
import { monthGrid, monthOfDay, monthRange, shiftMonth } from './calendar';

const visit = (id: number, visitDate: string, status: Appointment['status'] = 'booked'): Appointment =>
  ({
    id,
    projectId: 1,
    monitorId: 5,
    monitorName: '王监查',
    visitDate,
    proposedDate: null,
    purpose: '常规监查',
    status,
    siteNote: null,
    reviewedBy: null,
    launchedAt: null,
    closedAt: null,
    reportSummary: null,
    subjectsReviewed: [],
    workHours: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'monitor',
    updatedBy: 'monitor',
  }) as Appointment;

describe('the monitoring calendar', () => {
  afterEach(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  it('opens on the hospital month when the UTC clock is still in the previous one', () => {
    // 2026-01-31 16:30 UTC is 2026-02-01 00:30 in Shanghai.
    const at = Date.UTC(2026, 0, 31, 16, 30);
    const today = hospitalDay(at);
    expect(today).toBe('2026-02-01');
    const weeks = monthGrid(monthOfDay(today), today, []);
    const todays = weeks.flat().filter((day) => day.isToday);
    expect(todays.map((day) => day.day)).toEqual(['2026-02-01']);
    setHospitalTimeZone('America/Los_Angeles');
    expect(monthOfDay(hospitalDay(at))).toBe('2026-01');
  });

  it('covers the month in whole weeks from Monday, marking the days of other months', () => {
    // February 2026 starts on a Sunday and ends on a Saturday.
    const weeks = monthGrid('2026-02', '2026-02-10', []);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]!.day).toBe('2026-01-26');
    expect(weeks.at(-1)!.at(-1)!.day).toBe('2026-03-01');
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(28);
    expect(weeks[0]![6]).toMatchObject({ day: '2026-02-01', inMonth: true });
  });

  it('puts each visit on its day, including the last day of a leap February', () => {
    const rows = [visit(1, '2028-02-29', 'accepted'), visit(2, '2028-02-29'), visit(3, '2028-03-01', 'closed')];
    const days = monthGrid('2028-02', '2028-02-01', rows).flat();
    expect(days.find((day) => day.day === '2028-02-29')!.visits.map((v) => v.id)).toEqual([1, 2]);
    const march = days.find((day) => day.day === '2028-03-01')!;
    expect(march).toMatchObject({ inMonth: false });
    expect(march.visits.map((v) => v.id)).toEqual([3]);
  });

  it('moves across the year and knows the length of each month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
