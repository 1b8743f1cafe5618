import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_SEARCH,
  EMPTY_FILTERS,
  fromFilterForm,
  pageForSize,
  toFilterForm,
  toProjectSearch,
  validateHomeSearch,
} from './home-search';

describe('validateHomeSearch', () => {
  it('gives page 1, 10 rows and recruiting projects for an empty URL', () => {
    expect(validateHomeSearch({})).toEqual(DEFAULT_HOME_SEARCH);
    expect(DEFAULT_HOME_SEARCH).toMatchObject({ page: 1, size: 10, recruitStatus: 'zmz', keyword: '' });
  });

  it('keeps valid values and replaces invalid ones with defaults', () => {
    const search = validateHomeSearch({ page: '3', size: 30, keyword: ' 肺癌 ', trialStages: '1, 3,,' });
    expect(search).toMatchObject({ page: 3, size: 30, keyword: '肺癌', trialStages: '1,3' });
    expect(validateHomeSearch({ page: 0, size: 15 })).toMatchObject({ page: 1, size: 10 });
    expect(validateHomeSearch({ page: 'x', size: '20' })).toMatchObject({ page: 1, size: 20 });
    expect(validateHomeSearch({ page: 2.5 })).toMatchObject({ page: 1 });
  });

  it('reads numbers the URL parser produced as text (a numeric keyword)', () => {
    expect(validateHomeSearch({ keyword: 1021, institutionAcceptNumber: 2026 })).toMatchObject({
      keyword: '1021',
      institutionAcceptNumber: '2026',
    });
  });

  it('accepts a list given as an array', () => {
    expect(validateHomeSearch({ pathologicType: ['xa', 'lzxba'] }).pathologicType).toBe('xa,lzxba');
  });

  it('cuts texts to what the server accepts', () => {
    expect(validateHomeSearch({ name: 'a'.repeat(300) }).name).toHaveLength(100);
  });
});

describe('toProjectSearch', () => {
  it('computes the offset from page and size and leaves empty filters out', () => {
    expect(toProjectSearch({ ...DEFAULT_HOME_SEARCH, page: 3, size: 20 })).toEqual({
      offset: 40,
      limit: 20,
      recruitStatus: 'zmz',
    });
  });

  it('sends every filter, multi-selects comma-joined', () => {
    const filters = fromFilterForm({
      ...toFilterForm(EMPTY_FILTERS),
      name: ' HK ',
      trialStages: ['1', '2'],
      pathologicType: ['xa'],
      targetSpot: 'EGFR',
    });
    expect(toProjectSearch({ ...DEFAULT_HOME_SEARCH, ...filters, keyword: '肺' })).toEqual({
      offset: 0,
      limit: 10,
      keyword: '肺',
      name: 'HK',
      trialStages: '1,2',
      pathologicType: 'xa',
      targetSpot: 'EGFR',
      recruitStatus: 'zmz',
    });
  });
});

describe('filter form', () => {
  it('turns lists into arrays and back', () => {
    const form = toFilterForm({ ...EMPTY_FILTERS, trialStages: '1,3' });
    expect(form.trialStages).toEqual(['1', '3']);
    expect(form.pathologicType).toEqual([]);
    expect(fromFilterForm(form).trialStages).toBe('1,3');
  });

  it('keeps the recruitment status at its default when the form has none', () => {
    expect(fromFilterForm({ ...toFilterForm(EMPTY_FILTERS), recruitStatus: '' }).recruitStatus).toBe('zmz');
  });
});

describe('pageForSize', () => {
  it('shows the page that holds the first row of the current page', () => {
    expect(pageForSize(2, 10, 20)).toBe(1);
    expect(pageForSize(3, 10, 20)).toBe(2);
    expect(pageForSize(5, 40, 10)).toBe(17);
    expect(pageForSize(1, 10, 40)).toBe(1);
  });
});
