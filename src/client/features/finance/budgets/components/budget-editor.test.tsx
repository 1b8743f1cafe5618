import { describe, expect, it } from 'vitest';
import type { BudgetFeeType, BudgetPlan } from '../../../../../shared/api/finance/budgets';
import { type DraftLine, linesBody, missingPlanLines } from './budget-editor';

const feeTypes: BudgetFeeType[] = [
  { id: 1, code: 'research', name: '研究者观察费', nameEn: 'Research fee', category: 'research', active: true },
  { id: 2, code: 'subsidy', name: '受试者补助', nameEn: 'Subject subsidy', category: 'subsidy', active: true },
  { id: 3, code: 'examination', name: '检查检验费', nameEn: 'Examinations', category: 'examination', active: true },
];
const plan: BudgetPlan = {
  id: 9,
  planVersion: 1,
  name: '方案 V1',
  visits: [
    { code: 'C1D1', name: '第1周期' },
    { code: 'C2D1', name: '第2周期' },
  ],
  activityTypes: ['ct', 'lab'],
};
const line = (patch: Partial<DraftLine>): DraftLine => ({
  feeTypeId: 1,
  basis: 'visit',
  key: 'C1D1',
  unit: '5000',
  units: '30',
  note: '',
  ...patch,
});

describe('the budget grid', () => {
  it('adds a research-fee and a subsidy line per plan visit and a line per procedure, keeping what is there', () => {
    const added = missingPlanLines([line({})], plan, feeTypes);
    expect(added.map((row) => [row.basis, row.key, row.feeTypeId])).toEqual([
      ['visit', 'C1D1', 2],
      ['visit', 'C2D1', 1],
      ['visit', 'C2D1', 2],
      ['procedure', 'ct', 3],
      ['procedure', 'lab', 3],
    ]);
    expect(missingPlanLines([], null, feeTypes)).toEqual([]);
  });

  it('sends yuan as fen and planned units as numbers; refuses what does not parse', () => {
    expect(
      linesBody([
        line({ unit: '5,000.5' }),
        line({ basis: 'procedure', key: 'ct', feeTypeId: 3, unit: '800', units: '' }),
      ]),
    ).toEqual([
      {
        feeTypeId: 1,
        basis: 'visit',
        visitCode: 'C1D1',
        activityType: null,
        unitFen: 500_050,
        plannedUnits: 30,
        note: null,
      },
      {
        feeTypeId: 3,
        basis: 'procedure',
        visitCode: null,
        activityType: 'ct',
        unitFen: 80_000,
        plannedUnits: null,
        note: null,
      },
    ]);
    expect(linesBody([line({ unit: '12.345' })])).toBeNull();
    expect(linesBody([line({ unit: '-1' })])).toBeNull();
    expect(linesBody([line({ units: '2.5' })])).toBeNull();
  });
});
