import { describe, expect, it } from 'vitest';
import { type PricedBudgetLine, budgetInForce, priceVisit } from './accrual';

const line = (id: number, fields: Partial<PricedBudgetLine>): PricedBudgetLine => ({
  id,
  feeTypeId: 1,
  category: 'research',
  basis: 'visit',
  visitCode: null,
  activityType: null,
  unitFen: 100_00,
  ...fields,
});

const budget = [
  line(1, { visitCode: 'V1', unitFen: 1_500_00 }),
  line(2, { visitCode: 'C', unitFen: 800_00 }),
  line(3, { basis: 'procedure', feeTypeId: 3, category: 'examination', activityType: 'lab', unitFen: 120_50 }),
  line(4, { basis: 'procedure', feeTypeId: 3, category: 'examination', activityType: 'ct', unitFen: 600_00 }),
  line(5, { feeTypeId: 2, category: 'subsidy', visitCode: 'C', unitFen: 200_00 }),
  line(6, { basis: 'subject', unitFen: 5_000_00 }),
  line(7, { basis: 'milestone', visitCode: 'C', unitFen: 9_000_00 }),
  line(8, { visitCode: 'C', unitFen: 0 }),
];

describe('accrual pricing of a done visit', () => {
  it('earns nothing without a published budget', () => {
    expect(priceVisit(null, { visitCode: 'V1', activitiesDone: ['lab'] })).toEqual({ accruals: [], dues: [] });
  });

  it('earns nothing for a visit code the budget does not price, nor for procedures it does not price', () => {
    expect(priceVisit(budget, { visitCode: 'FU', activitiesDone: ['ecg'] })).toEqual({ accruals: [], dues: [] });
  });

  it('prices the visit line and only the procedures done', () => {
    const { accruals, dues } = priceVisit(budget, { visitCode: 'V1', activitiesDone: ['lab', 'ecg'] });
    expect(accruals).toEqual([
      { budgetLineId: 1, feeTypeId: 1, source: 'visit', activityType: null, amountFen: 150_000 },
      { budgetLineId: 3, feeTypeId: 3, source: 'procedure', activityType: 'lab', amountFen: 12_050 },
    ]);
    expect(dues).toEqual([]);
  });

  it('makes a subsidy line per visit both an accrual and what the subject is owed', () => {
    const { accruals, dues } = priceVisit(budget, { visitCode: 'C', activitiesDone: ['lab', 'ct'] });
    expect(accruals.map((a) => [a.budgetLineId, a.amountFen])).toEqual([
      [2, 80_000],
      [3, 12_050],
      [4, 60_000],
      [5, 20_000],
    ]);
    expect(dues).toEqual([{ budgetLineId: 5, amountFen: 20_000 }]);
  });

  it('earns again for each cycle of a repeated visit (pricing does not depend on the cycle)', () => {
    const first = priceVisit(budget, { visitCode: 'C', activitiesDone: [] });
    const second = priceVisit(budget, { visitCode: 'C', activitiesDone: [] });
    expect(first.accruals.map((a) => a.amountFen)).toEqual([80_000, 20_000]);
    expect(second).toEqual(first);
  });
});

describe('the budget in force on the day a visit was done', () => {
  // Published at 23:30 UTC on 2026-01-31: 2026-02-01 in the hospital (UTC+8).
  const versions = [
    { id: 1, status: 'retired', publishedAt: '2026-01-09T16:00:00.000Z' },
    { id: 2, status: 'published', publishedAt: '2026-01-31T23:30:00.000Z' },
    { id: 3, status: 'draft', publishedAt: null },
  ];

  it('picks the last version published on or before that hospital day', () => {
    expect(budgetInForce(versions, '2026-01-10')).toBe(1);
    expect(budgetInForce(versions, '2026-01-31')).toBe(1);
    expect(budgetInForce(versions, '2026-02-01')).toBe(2);
  });

  it('falls back to the current published version for a visit done before any was published', () => {
    expect(budgetInForce(versions, '2026-01-09')).toBe(2);
  });

  it('has none when nothing was ever published', () => {
    expect(budgetInForce([{ id: 3, status: 'draft', publishedAt: null }], '2026-02-01')).toBeNull();
    expect(budgetInForce([], '2026-02-01')).toBeNull();
  });
});
