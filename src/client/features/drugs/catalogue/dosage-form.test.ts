import { describe, expect, it } from 'vitest';
import { dosageBody, dosageDraftOf, dosageProblems } from './dosage-form';

describe('dosage form', () => {
  it('asks for the arm and the drug and whole numbers in range', () => {
    const draft = { ...dosageDraftOf(), packsPerVisit: '0', dailyUnits: '1001' };
    expect(dosageProblems(draft)).toEqual({
      armId: 'required',
      productId: 'required',
      packsPerVisit: 'wholeNumber',
      dailyUnits: 'wholeNumber',
    });
    expect(dosageProblems({ ...draft, armId: '1', productId: '2', packsPerVisit: '2', dailyUnits: '1.5' })).toEqual({
      dailyUnits: 'wholeNumber',
    });
  });

  it('sends numbers and the version of the row it edits', () => {
    const row = {
      id: 7,
      projectId: 3,
      armId: 1,
      productId: 2,
      packsPerVisit: 1,
      dailyUnits: 2,
      note: null,
      version: 4,
      createdBy: 'a',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const draft = { ...dosageDraftOf(row), dailyUnits: ' 3 ', note: ' ' };
    expect(dosageProblems(draft)).toEqual({});
    expect(dosageBody(draft, 3, row)).toEqual({
      projectId: 3,
      id: 7,
      version: 4,
      armId: 1,
      productId: 2,
      packsPerVisit: 1,
      dailyUnits: 3,
      note: null,
    });
  });
});
