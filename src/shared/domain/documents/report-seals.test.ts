import { describe, expect, it } from 'vitest';
import { REPORT_SEAL } from './report-seals';

describe('report seal status machine', () => {
  it('offers the applicant edit and submit on a draft or rejected application, nothing while in review or sealed', () => {
    expect(REPORT_SEAL.allowed('draft', ['reportSeal:apply'])).toEqual(['edit', 'submit']);
    expect(REPORT_SEAL.allowed('rejected', ['reportSeal:apply'])).toEqual(['edit', 'submit']);
    expect(REPORT_SEAL.allowed('inReview', ['reportSeal:apply'])).toEqual([]);
    expect(REPORT_SEAL.allowed('approved', ['reportSeal:apply'])).toEqual([]);
    expect(REPORT_SEAL.allowed('draft', [])).toEqual([]);
  });

  it('ends a review sealed, rejected, or back to draft when the applicant takes it back', () => {
    expect(REPORT_SEAL.transitions.approve).toMatchObject({ from: ['inReview'], to: 'approved' });
    expect(REPORT_SEAL.transitions.reject).toMatchObject({ from: ['inReview'], to: 'rejected' });
    expect(REPORT_SEAL.transitions.withdraw).toMatchObject({ from: ['inReview'], to: 'draft' });
    expect(REPORT_SEAL.can('approved', 'submit')).toBe(false);
  });
});
