import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION } from './versions';
import { documentUploadProblem } from './uploads';

describe('document version status machine', () => {
  it('deletes only drafts and offers the uploader no move on an effective version', () => {
    expect(DOCUMENT_VERSION.can('draft', 'delete')).toBe(true);
    expect(DOCUMENT_VERSION.can('effective', 'delete')).toBe(false);
    expect(DOCUMENT_VERSION.can('superseded', 'delete')).toBe(false);
    expect(DOCUMENT_VERSION.allowed('draft', ['document:upload'])).toEqual(['submit', 'delete']);
    expect(DOCUMENT_VERSION.allowed('effective', ['document:upload'])).toEqual([]);
    expect(DOCUMENT_VERSION.transitions.supersede).toMatchObject({ from: ['effective'], to: 'superseded' });
  });

  it('reviews a draft through the workflow and withdraws only an effective version, with its own button', () => {
    expect(DOCUMENT_VERSION.allowed('inReview', ['document:upload', 'document:withdraw'])).toEqual([]);
    expect(DOCUMENT_VERSION.can('inReview', 'approve')).toBe(true);
    expect(DOCUMENT_VERSION.transitions.reject).toMatchObject({ from: ['inReview'], to: 'draft' });
    expect(DOCUMENT_VERSION.allowed('effective', ['document:withdraw'])).toEqual(['withdraw']);
    expect(DOCUMENT_VERSION.can('superseded', 'withdraw')).toBe(false);
  });
});

describe('document upload rules', () => {
  it("refuses a type the folder does not allow, an empty file and one over its kind's limit", () => {
    expect(documentUploadProblem({ name: 'protocol.PDF', size: 10 }, ['pdf'])).toBeNull();
    expect(documentUploadProblem({ name: 'cv.docx', size: 10 }, ['pdf'])).toBe('type');
    expect(documentUploadProblem({ name: 'tool.exe', size: 10 }, ['pdf', 'office', 'image'])).toBe('type');
    expect(documentUploadProblem({ name: 'scan.png', size: 0 }, ['image'])).toBe('empty');
    expect(documentUploadProblem({ name: 'scan.png', size: 11 * 1024 * 1024 }, ['image'])).toBe('size');
    expect(documentUploadProblem({ name: 'scan.pdf', size: 11 * 1024 * 1024 }, ['pdf'])).toBeNull();
  });
});
