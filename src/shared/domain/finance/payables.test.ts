import { describe, expect, it } from 'vitest';
import { splitByRate } from '../money';
import { EXPENSE, SUBSIDY_BATCH, maskAccount, maskName } from './payables';

describe('expense and subsidy batch machines', () => {
  it('pay only an approved expense, and edit or start again only a draft or a rejected one', () => {
    expect(EXPENSE.can('approving', 'pay')).toBe(false);
    expect(EXPENSE.can('draft', 'pay')).toBe(false);
    expect(EXPENSE.can('approved', 'pay')).toBe(true);
    expect(EXPENSE.allowed('rejected', ['expense:edit', 'expense:submit'])).toEqual(['edit', 'submit']);
    expect(EXPENSE.allowed('draft', ['expense:edit'])).toEqual(['edit', 'delete']);
    expect(EXPENSE.allowed('paid', ['expense:edit', 'expense:submit', 'expense:pay'])).toEqual([]);
  });

  it('launch only an approved batch', () => {
    expect(SUBSIDY_BATCH.allowed('approved', ['subsidy:issue', 'subsidy:submit'])).toEqual(['issue']);
    expect(SUBSIDY_BATCH.allowed('applying', ['subsidy:issue', 'subsidy:submit'])).toEqual([]);
    expect(SUBSIDY_BATCH.allowed('pending', ['subsidy:edit'])).toEqual([]);
  });
});

describe('the management fee split of an expense', () => {
  it('takes the rate half up to a whole fen and pays out the rest', () => {
    // 10 % of ¥1,234.55 is ¥123.455: rounded up to ¥123.46, ¥1,111.09 paid out.
    expect(splitByRate(123_455, 1000)).toEqual({ taken: 12_346, rest: 111_109 });
    // 15 % of ¥0.03 is 0.45 fen: rounded down to nothing.
    expect(splitByRate(3, 1500)).toEqual({ taken: 0, rest: 3 });
    expect(splitByRate(500_000, 0)).toEqual({ taken: 0, rest: 500_000 });
  });
});

describe('masked payee details', () => {
  it('show the first and last four digits of an account and the first character of a name', () => {
    expect(maskAccount('6222 0212 3456 7890 1234')).toBe('6222 **** **** 1234');
    expect(maskAccount('12345678')).toBe('**** 5678');
    expect(maskName('张三丰')).toBe('张**');
  });
});
