import { describe, expect, it } from 'vitest';
import { REVIEW_FORMS, expeditedOutcome, reviewFormProblem } from './review-forms';
import { SUBMISSION_TYPES } from './submissions';

describe('review forms as data', () => {
  it('has questions with options for every submission type, keys unique within a form', () => {
    for (const type of SUBMISSION_TYPES) {
      const keys = REVIEW_FORMS[type].map((question) => question.key);
      expect(keys.length, type).toBeGreaterThan(0);
      expect(new Set(keys).size, type).toBe(keys.length);
      for (const question of REVIEW_FORMS[type]) expect(question.options.length).toBeGreaterThan(1);
    }
  });

  it('accepts every question answered once with a listed option, and names what is wrong otherwise', () => {
    const all = REVIEW_FORMS.amendment.map((question) => ({ key: question.key, answer: 'adequate' as const }));
    expect(reviewFormProblem('amendment', all)).toBeNull();
    expect(reviewFormProblem('amendment', all.slice(1))?.en).toMatch(/^Please answer: /);
    expect(reviewFormProblem('amendment', [...all, all[0]!])?.en).toMatch(/answered twice/);
    expect(reviewFormProblem('amendment', [...all, { key: 'privacy', answer: 'adequate' }])).not.toBeNull();
    const continuing = REVIEW_FORMS.continuing.map((question) => ({
      key: question.key,
      answer: 'notApplicable' as const,
    }));
    // 'continuation' has no 'not applicable'.
    expect(reviewFormProblem('continuing', continuing)?.en).toMatch(/^Not an answer to/);
  });
});

describe('the expedited outcome', () => {
  it('is the opinion when all agree, the full board when they differ or one asks for it, null without opinions', () => {
    expect(expeditedOutcome([])).toBeNull();
    expect(
      expeditedOutcome([
        { opinion: 'approve', fullBoard: false },
        { opinion: 'approve', fullBoard: false },
      ]),
    ).toEqual({ kind: 'decision', decision: 'approve' });
    expect(
      expeditedOutcome([
        { opinion: 'approve', fullBoard: false },
        { opinion: 'disapprove', fullBoard: false },
      ]),
    ).toEqual({ kind: 'fullBoard' });
    expect(expeditedOutcome([{ opinion: 'approve', fullBoard: true }])).toEqual({ kind: 'fullBoard' });
  });
});
