import { describe, expect, it } from 'vitest';
import { findingsByLevel, findingsByProblemType, openFindingTotal, queryAges, sdvPercent } from './dashboard-data';

const open = [
  { level: 1, problemType: 1, count: 2 },
  { level: 3, problemType: 4, count: 1 },
  { level: null, problemType: 4, count: 3 },
  { level: 1, problemType: 9, count: 1 },
] as const;

describe("the quality dashboard's figures", () => {
  it("sums open findings by level, an inspection's under no level, and shows empty levels as zero", () => {
    expect(findingsByLevel([...open])).toEqual([
      { level: 1, count: 3 },
      { level: 2, count: 0 },
      { level: 3, count: 1 },
      { level: null, count: 3 },
    ]);
    expect(openFindingTotal([...open])).toBe(7);
  });

  it('lists the problem types with open findings, most first', () => {
    expect(findingsByProblemType([...open])).toEqual([
      { problemType: 4, count: 4 },
      { problemType: 1, count: 2 },
      { problemType: 9, count: 1 },
    ]);
  });

  it('gives the SDV coverage as a whole percentage, none when nothing is to be verified', () => {
    expect(sdvPercent({ total: 3, verified: 2 })).toBe(66);
    expect(sdvPercent({ total: 4, verified: 4 })).toBe(100);
    expect(sdvPercent({ total: 0, verified: 0 })).toBeNull();
  });

  it("keeps the query ages in the buckets' order with missing ones as zero", () => {
    expect(
      queryAges([
        { bucket: '31+', count: 2 },
        { bucket: '0-7', count: 5 },
      ]),
    ).toEqual([
      { bucket: '0-7', count: 5 },
      { bucket: '8-14', count: 0 },
      { bucket: '15-30', count: 0 },
      { bucket: '31+', count: 2 },
    ]);
  });
});
