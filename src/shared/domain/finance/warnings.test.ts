import { describe, expect, it } from 'vitest';
import { consumedPercent, thresholdProblem, warningAbout, warningHolds, warningRuleLabel } from './warnings';

const TODAY = '2026-03-18';

describe('early-warning rules at their boundaries', () => {
  it('budget consumed: holds from exactly N % of the planned amount, never without a plan', () => {
    const facts = (earnedFen: number) => ({ kind: 'budgetConsumed' as const, earnedFen, plannedFen: 1_000_000 });
    expect(warningHolds(80, facts(800_000), TODAY)).toBe(true);
    expect(warningHolds(80, facts(799_999), TODAY)).toBe(false);
    expect(warningHolds(100, facts(1_200_000), TODAY)).toBe(true);
    expect(warningHolds(1, { kind: 'budgetConsumed', earnedFen: 5, plannedFen: 0 }, TODAY)).toBe(false);
    expect(consumedPercent(799_999, 1_000_000)).toBe(79);
    expect(consumedPercent(1, 0)).toBeNull();
  });

  it('invoice overdue: exactly N days past the due day holds, N-1 does not; the due day itself never', () => {
    expect(warningHolds(30, { kind: 'invoiceOverdue', dueOn: '2026-02-16' }, TODAY)).toBe(true);
    expect(warningHolds(30, { kind: 'invoiceOverdue', dueOn: '2026-02-17' }, TODAY)).toBe(false);
    expect(warningHolds(0, { kind: 'invoiceOverdue', dueOn: TODAY }, TODAY)).toBe(false);
    expect(warningHolds(0, { kind: 'invoiceOverdue', dueOn: '2026-03-17' }, TODAY)).toBe(true);
  });

  it('subsidy unpaid: N days after the visit holds, N-1 does not', () => {
    expect(warningHolds(14, { kind: 'subsidyUnpaid', visitDay: '2026-03-04' }, TODAY)).toBe(true);
    expect(warningHolds(14, { kind: 'subsidyUnpaid', visitDay: '2026-03-05' }, TODAY)).toBe(false);
  });

  it('contract expiring: ending within N days (or already ended) holds, N+1 days away does not', () => {
    expect(warningHolds(30, { kind: 'contractExpiring', endsOn: '2026-04-17' }, TODAY)).toBe(true);
    expect(warningHolds(30, { kind: 'contractExpiring', endsOn: '2026-04-18' }, TODAY)).toBe(false);
    expect(warningHolds(30, { kind: 'contractExpiring', endsOn: '2026-03-01' }, TODAY)).toBe(true);
  });

  it('refuses thresholds outside their ranges', () => {
    expect(thresholdProblem('budgetConsumed', 0)).toBe('percent_range');
    expect(thresholdProblem('budgetConsumed', 80)).toBeNull();
    expect(thresholdProblem('invoiceOverdue', -1)).toBe('days_range');
    expect(thresholdProblem('contractExpiring', 1.5)).toBe('not_integer');
  });

  it('reads a rule and what a warning is about in either language', () => {
    expect(warningRuleLabel('budgetConsumed', 80, 'zh-CN')).toBe('预算执行超过 80%');
    expect(warningRuleLabel('invoiceOverdue', 30, 'en')).toBe('Invoice overdue 30 days');
    expect(warningAbout('subsidyUnpaid', { visitDay: '2026-03-04', amountFen: 15_050 }, 'zh-CN')).toBe(
      '访视日 2026-03-04，补助 150.50 元',
    );
    expect(warningAbout('contractExpiring', { number: 'CTA-1', endsOn: '2026-04-17' }, 'en')).toBe(
      'contract CTA-1, ends 2026-04-17',
    );
  });
});
