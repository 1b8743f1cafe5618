import { describe, expect, it } from 'vitest';
import {
  SUBJECT_STATUSES,
  type SubjectState,
  allowedSubjectActions,
  canDeleteSubject,
  canTransitionSubject,
} from './subject-status';

const subject = (status: string, extra: Partial<SubjectState> = {}): SubjectState => ({
  status,
  invalid: false,
  consentDate: null,
  ...extra,
});

describe('subject status machine', () => {
  it('offers exactly the moves of the machine from each status', () => {
    const signed = (status: string) => allowedSubjectActions(subject(status, { consentDate: '2026-01-05' }));
    expect(Object.fromEntries(SUBJECT_STATUSES.map((status) => [status, signed(status)]))).toEqual({
      screening: ['screenFail', 'enrol', 'setInvalid'],
      screenFailed: ['setInvalid'],
      enrolled: ['complete', 'withdraw', 'setInvalid'],
      completed: ['setInvalid'],
      withdrawn: ['setInvalid'],
    });
  });

  it('allows the delete only while screening before informed consent', () => {
    expect(allowedSubjectActions(subject('screening'))).toContain('delete');
    expect(canDeleteSubject(subject('screening', { consentDate: '2026-01-05' }))).toBe(false);
    expect(canDeleteSubject(subject('screenFailed'))).toBe(false);
    expect(canDeleteSubject(subject('enrolled'))).toBe(false);
  });

  it('refuses moves that skip or reverse the machine', () => {
    expect(canTransitionSubject(subject('screening'), 'complete')).toBe(false);
    expect(canTransitionSubject(subject('screening'), 'withdraw')).toBe(false);
    expect(canTransitionSubject(subject('enrolled'), 'enrol')).toBe(false);
    expect(canTransitionSubject(subject('enrolled'), 'screenFail')).toBe(false);
    expect(canTransitionSubject(subject('completed'), 'withdraw')).toBe(false);
    expect(canTransitionSubject(subject('withdrawn'), 'complete')).toBe(false);
    expect(canTransitionSubject(subject('screenFailed'), 'enrol')).toBe(false);
  });

  it('freezes an invalid entry: no status move and no second invalid flag', () => {
    const invalid = subject('enrolled', { invalid: true });
    expect(canTransitionSubject(invalid, 'complete')).toBe(false);
    expect(allowedSubjectActions(invalid)).toEqual([]);
  });
});
