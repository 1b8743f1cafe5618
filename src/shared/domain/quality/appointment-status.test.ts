import { describe, expect, it } from 'vitest';
import { allowedAppointmentActions, canAppointmentTransition } from './appointment-status';
import { DEFAULT_APPOINTMENT_RULES, bookingProblem } from './appointment-rules';

const MONITOR = ['appointment:book'];
const SITE = ['appointment:review'];

describe('appointment status: booked → accepted | refused | adjusted → launched → closed', () => {
  it('lets the site accept, refuse or adjust a booking, and nothing else', () => {
    expect(allowedAppointmentActions('booked', SITE)).toEqual(['accept', 'refuse', 'adjust']);
    expect(allowedAppointmentActions('booked', MONITOR)).toEqual(['cancel']);
  });

  it('lets the monitor confirm or cancel an adjusted day; the site cannot confirm for them', () => {
    expect(allowedAppointmentActions('adjusted', MONITOR)).toEqual(['confirm', 'cancel']);
    expect(allowedAppointmentActions('adjusted', SITE)).toEqual([]);
  });

  it('launches an accepted visit (site) and closes a launched one (monitor)', () => {
    expect(allowedAppointmentActions('accepted', SITE)).toEqual(['launch']);
    expect(allowedAppointmentActions('accepted', MONITOR)).toEqual(['cancel']);
    expect(allowedAppointmentActions('launched', MONITOR)).toEqual(['close']);
    expect(allowedAppointmentActions('launched', SITE)).toEqual([]);
  });

  it('offers nothing on a refused, cancelled or closed appointment', () => {
    for (const status of ['refused', 'cancelled', 'closed'] as const) {
      expect(allowedAppointmentActions(status, [...MONITOR, ...SITE])).toEqual([]);
    }
  });

  it('refuses the moves the machine does not list', () => {
    expect(canAppointmentTransition('booked', 'launch')).toBe(false);
    expect(canAppointmentTransition('booked', 'close')).toBe(false);
    expect(canAppointmentTransition('accepted', 'accept')).toBe(false);
    expect(canAppointmentTransition('closed', 'cancel')).toBe(false);
  });
});

describe('appointment rules', () => {
  const rules = DEFAULT_APPOINTMENT_RULES;
  it('takes a weekday within the booking window while the day has room', () => {
    expect(bookingProblem(rules, { weekday: 3, daysAhead: 7, holding: 1 })).toBeNull();
  });

  it('refuses a weekend, too short notice, too far ahead and a full day', () => {
    expect(bookingProblem(rules, { weekday: 6, daysAhead: 7, holding: 0 })?.en).toMatch(/weekday/);
    expect(bookingProblem(rules, { weekday: 3, daysAhead: 0, holding: 0 })?.en).toBe('Book at least 1 day(s) ahead');
    expect(bookingProblem(rules, { weekday: 3, daysAhead: 91, holding: 0 })?.en).toBe('Book at most 90 days ahead');
    expect(bookingProblem(rules, { weekday: 3, daysAhead: 7, holding: 2 })?.en).toMatch(/full/);
  });
});
