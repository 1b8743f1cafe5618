import { describe, expect, it } from 'vitest';
import { anniversary, dsurDue, dsurPeriod, dueByEndOf, dueState, saeDue, susarDue } from './due-dates';
import { hospitalDay, hospitalTime } from '../hospital-time';

const at = (iso: string) => Date.parse(iso);

describe('SAE: 24 hours after the site learned of it', () => {
  const due = saeDue(at('2026-03-01T02:00:00Z'));

  it('is due 24 hours later, labelled in hospital time', () => {
    expect(due).toEqual({ dueAt: '2026-03-02T02:00:00.000Z', dueLabel: '2026-03-02 10:00' });
  });

  it('is in time submitted at 23:59 and late at 24:01', () => {
    expect(dueState(due, at('2026-03-02T01:59:00Z'), at('2026-03-02T01:59:00Z'))).toBe('inTime');
    expect(dueState(due, at('2026-03-02T02:01:00Z'), at('2026-03-02T02:01:00Z'))).toBe('late');
  });

  it('is open, then due soon in its last 6 hours, then overdue at 24:00 while unsubmitted', () => {
    expect(dueState(due, at('2026-03-01T19:59:00Z'), null)).toBe('open');
    expect(dueState(due, at('2026-03-02T01:59:00Z'), null)).toBe('dueSoon');
    expect(dueState(due, at('2026-03-02T02:00:00Z'), null)).toBe('overdue');
    expect(dueState(due, at('2026-03-02T02:01:00Z'), null)).toBe('overdue');
  });
});

describe('SUSAR: 7 days when fatal or life-threatening, 15 otherwise, follow-up 8 more', () => {
  it('is due by the end of day 7 (fatal) or day 15 in the hospital zone', () => {
    expect(susarDue('2026-03-02', true, false)).toEqual({ dueAt: '2026-03-09T16:00:00.000Z', dueLabel: '2026-03-09' });
    expect(susarDue('2026-03-02', false, false)).toEqual({ dueAt: '2026-03-17T16:00:00.000Z', dueLabel: '2026-03-17' });
  });

  it('is in time on day 7 and late on day 8; in time on day 15 and late on day 16', () => {
    const fatal = susarDue('2026-03-02', true, false);
    expect(dueState(fatal, 0, at('2026-03-09T15:59:59Z'))).toBe('inTime'); // day 7, 23:59 Beijing
    expect(dueState(fatal, 0, at('2026-03-09T16:00:00Z'))).toBe('late'); // day 8, 00:00 Beijing
    const other = susarDue('2026-03-02', false, false);
    expect(dueState(other, 0, at('2026-03-17T15:59:59Z'))).toBe('inTime');
    expect(dueState(other, 0, at('2026-03-17T16:00:00Z'))).toBe('late');
  });

  it('gives a follow-up 8 days after the first report’s due day', () => {
    expect(susarDue('2026-03-02', true, true).dueLabel).toBe('2026-03-17');
    expect(susarDue('2026-03-02', false, true).dueLabel).toBe('2026-03-25');
  });

  it('counts from the hospital day: 2026-03-01T16:30Z is already 2 March in Beijing', () => {
    expect(hospitalDay(at('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(hospitalDay(at('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(hospitalTime(at('2026-03-01T16:30:00Z'))).toBe('2026-03-02 00:30');
    expect(dueByEndOf('2026-03-02').dueAt).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('DSUR: a period a year from the DIBD, due 60 days after the data lock point', () => {
  it('puts a 29 February DIBD’s anniversary on 28 February in common years', () => {
    expect(anniversary('2024-02-29', 2025)).toBe('2025-02-28');
    expect(anniversary('2024-02-29', 2028)).toBe('2028-02-29');
    expect(anniversary('2024-02-29', 2100)).toBe('2100-02-28');
    expect(anniversary('2024-02-29', 2000)).toBe('2000-02-29');
    expect(dsurPeriod('2024-02-29', 2025)).toEqual({ periodStart: '2024-03-01', dataLockPoint: '2025-02-28' });
    expect(dsurPeriod('2024-02-29', 2028)).toEqual({ periodStart: '2027-03-01', dataLockPoint: '2028-02-29' });
    expect(dsurPeriod('2024-02-29', 2029)).toEqual({ periodStart: '2028-03-01', dataLockPoint: '2029-02-28' });
  });

  it('counts 60 days across February of a leap and of a common year', () => {
    // 2028-01-15 + 60 days: 16 left in January, 29 in February (leap), 15 in March.
    expect(dsurDue('2028-01-15')).toEqual({ dueAt: '2028-03-15T16:00:00.000Z', dueLabel: '2028-03-15' });
    expect(dsurDue('2027-01-15').dueLabel).toBe('2027-03-16');
    expect(dsurDue('2025-02-28').dueLabel).toBe('2025-04-29');
    expect(dsurDue('2028-02-29').dueLabel).toBe('2028-04-29');
  });

  it('runs periods back to back without a gap or an overlap', () => {
    const year1 = dsurPeriod('2020-07-01', 2021);
    const year2 = dsurPeriod('2020-07-01', 2022);
    expect(year1).toEqual({ periodStart: '2020-07-02', dataLockPoint: '2021-07-01' });
    expect(year2.periodStart).toBe('2021-07-02');
  });
});

describe('dueState', () => {
  const due = dueByEndOf('2026-03-09');
  it('prefers the submission time over now once submitted', () => {
    expect(dueState(due, at('2026-04-01T00:00:00Z'), at('2026-03-09T10:00:00Z'))).toBe('inTime');
    expect(dueState(due, at('2026-03-01T00:00:00Z'), at('2026-03-10T10:00:00Z'))).toBe('late');
  });
  it('is due soon from 6 hours before the due time', () => {
    expect(dueState(due, at('2026-03-09T09:59:59Z'), null)).toBe('open');
    expect(dueState(due, at('2026-03-09T10:00:00Z'), null)).toBe('dueSoon');
    expect(dueState(due, at('2026-03-09T16:00:00Z'), null)).toBe('overdue');
  });
});
