import { describe, expect, it } from 'vitest';
import { compliance } from './compliance';

const base = { unitsDispensed: 56, dailyUnits: 2, dispensedOn: '2026-03-01', returnedOn: '2026-03-29' };

describe('drug compliance at a return', () => {
  it('is taken over expected as a whole percent', () => {
    // 28 days × 2 a day = 56 expected; 56 − 6 left = 50 taken: 89 %.
    expect(compliance({ ...base, unitsLeft: 6 })).toEqual({ taken: 50, expected: 56, percent: 89, flag: 'ok' });
  });

  it('flags too little and too much at the 80–120 % bounds', () => {
    // 45/56 = 80.4 % rounds to 80: still within.
    expect(compliance({ ...base, unitsLeft: 11 }).flag).toBe('ok');
    expect(compliance({ ...base, unitsLeft: 12 })).toMatchObject({ percent: 79, flag: 'low' });
    // Returned two weeks early: 14 days expected 28, took all 56.
    expect(compliance({ ...base, unitsLeft: 0, returnedOn: '2026-03-15' })).toMatchObject({
      expected: 28,
      percent: 200,
      flag: 'high',
    });
  });

  it('is unknown without a dosage or when returned the day it was given', () => {
    expect(compliance({ ...base, unitsLeft: 6, dailyUnits: null })).toEqual({
      taken: 50,
      expected: null,
      percent: null,
      flag: 'unknown',
    });
    expect(compliance({ ...base, unitsLeft: 56, returnedOn: '2026-03-01' }).flag).toBe('unknown');
  });

  it('never counts more left than was given as negative intake', () => {
    expect(compliance({ ...base, unitsLeft: 60 }).taken).toBe(0);
  });
});
