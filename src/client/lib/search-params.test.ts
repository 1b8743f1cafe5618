import { describe, expect, it } from 'vitest';
import { compact, schemaSearch } from './search-params';

const filters = {
  status: { type: 'string', enum: ['draft', 'submitted'] },
  type: { type: 'integer', enum: [10, 20, 30] },
  subjectId: { type: 'integer', minimum: 1 },
  saeRequired: { type: 'boolean' },
  keyword: { type: 'string', maxLength: 5 },
  from: { type: 'string', format: 'date-or-instant' },
} as const;
const read = schemaSearch(filters);

describe('schemaSearch', () => {
  it('reads the values the API takes, as the URL parser hands them over', () => {
    const raw = { status: 'submitted', type: 20, subjectId: '7', saeRequired: true, keyword: ' abcdefg ' };
    expect(compact(read({ ...raw, from: '2026-03-01', page: 2, size: 40 }))).toEqual({
      status: 'submitted',
      type: 20,
      subjectId: 7,
      saeRequired: true,
      keyword: 'abcde',
      from: '2026-03-01',
      page: 2,
      size: 40,
    });
    expect(read({ saeRequired: 'false', type: '30' })).toMatchObject({ saeRequired: false, type: 30 });
  });

  it('turns every other value into an explicit undefined, so the raw param cannot show through', () => {
    const search = read({
      status: 'gone',
      type: 15,
      subjectId: -3,
      saeRequired: 'maybe',
      from: 'March',
      page: 0,
      size: 7,
    });
    expect(search).toEqual({
      status: undefined,
      type: undefined,
      subjectId: undefined,
      saeRequired: undefined,
      keyword: undefined,
      from: undefined,
      page: undefined,
      size: undefined,
    });
    expect(Object.keys(search)).toContain('status');
  });
});
