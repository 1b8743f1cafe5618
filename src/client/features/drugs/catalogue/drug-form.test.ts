import { describe, expect, it } from 'vitest';
import { degrees, drugDraftOf, drugProblems, tenthsOf } from './drug-form';

describe('the drug form', () => {
  it('shows tenths with one decimal and reads typed degrees back into tenths', () => {
    expect(degrees(25)).toBe('2.5');
    expect(degrees(-200)).toBe('-20.0');
    expect(tenthsOf('2.5')).toBe(25);
    expect(tenthsOf('-20')).toBe(-200);
    expect(tenthsOf('2.55')).toBeUndefined();
    expect(tenthsOf('warm')).toBeUndefined();
  });

  it('requires the texts and a lowest temperature below the highest', () => {
    const draft = { ...drugDraftOf(), code: 'IP', name: '研究药物', specification: '50 mg', dosageForm: '片剂' };
    expect(drugProblems(draft)).toEqual({});
    expect(drugProblems({ ...draft, name: ' ', storageMin: '8.0' })).toEqual({
      name: 'required',
      storageMax: 'minBelowMax',
    });
  });
});
