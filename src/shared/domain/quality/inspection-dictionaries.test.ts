import { describe, expect, it } from 'vitest';
import { findingLevelOf, itemsToRaise, queryAgeBucket } from './inspection-dictionaries';

describe('inspection and self-check rules', () => {
  it('raises only the items answered no, in their order', () => {
    const answers = [
      { key: 'a', answer: 'no' },
      { key: 'b', answer: 'yes' },
      { key: 'c', answer: 'na' },
      { key: 'd', answer: 'no' },
    ] as const;
    expect(itemsToRaise(answers).map((item) => item.key)).toEqual(['a', 'd']);
  });

  it("counts a self-check's finding at level 1, an inspection's at none, a task's at the task's", () => {
    expect(findingLevelOf('selfCheck', null)).toBe(1);
    expect(findingLevelOf('inspection', null)).toBeNull();
    expect(findingLevelOf('task', 3)).toBe(3);
  });

  it('puts a query in its age bucket at the bucket edges', () => {
    expect([0, 7, 8, 14, 15, 30, 31, 400].map(queryAgeBucket)).toEqual([
      '0-7',
      '0-7',
      '8-14',
      '8-14',
      '15-30',
      '15-30',
      '31+',
      '31+',
    ]);
  });
});
