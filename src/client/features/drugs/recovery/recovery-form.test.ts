/** The forms' own checks: days against the given today, counts against what was given or is in stock, causes by state. */
import { describe, expect, it } from 'vitest';
import type { Distribution } from '../../../../shared/api/drugs/dispensing';
import type { RecoverableStock } from '../../../../shared/api/drugs/recovery';
import { recoveryMessages } from './messages';
import { causesFor, newRecoveryForm, recoveryBody, recoveryProblems } from './recovery-form';
import { linePath, newReturnForm, returnProblems } from './return-form';

const t = recoveryMessages.en;
const TODAY = '2026-03-10';
const given = {
  id: 1,
  dispensedOn: '2026-03-01',
  lines: [{ packId: 3, quantity: 2 }],
} as unknown as Distribution;
const stock = (state: RecoverableStock['state'], expiryDate = '2027-01-01') =>
  ({ packId: 4, state, expiryDate, quantity: 3 }) as RecoverableStock;

describe('return form', () => {
  it('refuses a day after today or before the dispensing, and more packs than given', () => {
    const form = { ...newReturnForm('2026-03-11'), lines: { 3: { quantity: '3', unitsLeft: 'x' } } };
    expect(returnProblems(form, given, TODAY, t)).toEqual({
      returnedOn: 'Cannot be after today',
      'lines.3.quantity': 'At most 2',
      'lines.3.unitsLeft': 'Enter a whole number, 0 or more',
    });
    expect(returnProblems({ ...form, returnedOn: '2026-02-28' }, given, TODAY, t).returnedOn).toBe(
      'Cannot be before the dispensing day',
    );
    expect(returnProblems(newReturnForm(TODAY), given, TODAY, t)).toEqual({ lines: t.noneReturned });
    expect(returnProblems(newReturnForm(TODAY), undefined, TODAY, t)).toEqual({ distributionId: 'Required' });
  });

  it("maps the server's line index to the pack it names", () => {
    expect(linePath('lines.1.unitsLeft', [3, 4])).toBe('lines.4.unitsLeft');
    expect(linePath('returnedOn', [3, 4])).toBe('returnedOn');
  });
});

describe('recovery form', () => {
  it('offers the causes the server accepts for the stock state, expired only past expiry on the day', () => {
    expect(causesFor(stock('returned'), TODAY)).toEqual(['returned']);
    expect(causesFor(stock('quarantined'), TODAY)).toEqual(['excursion', 'damaged']);
    expect(causesFor(stock('available'), TODAY)).toEqual(['damaged']);
    expect(causesFor(stock('available', '2026-03-09'), TODAY)).toEqual(['damaged', 'expired']);
    expect(causesFor(stock('available', TODAY), TODAY)).toEqual(['damaged']);
  });

  it('needs who, how and a quantity within the stock, and sends only the lines given one', () => {
    const rows = [stock('available', '2026-03-01'), { ...stock('returned'), packId: 5 }];
    const empty = newRecoveryForm(TODAY, ' ');
    expect(recoveryProblems(empty, rows, TODAY, t)).toEqual({
      warehouseId: 'Required',
      doneBy: 'Required',
      method: 'Required',
      lines: t.pickLines,
    });
    const form = {
      ...newRecoveryForm(TODAY, 'Zhou'),
      warehouseId: '1',
      method: ' incinerated ',
      lines: { '4/available': { cause: 'expired' as const, quantity: '4' } },
    };
    expect(recoveryProblems(form, rows, TODAY, t)).toEqual({ 'lines.4/available.quantity': 'At most 3' });
    const ok = { ...form, lines: { '4/available': { cause: 'expired' as const, quantity: '3' } } };
    expect(recoveryProblems(ok, rows, TODAY, t)).toEqual({});
    expect(recoveryBody(9, ok, rows)).toEqual({
      keys: ['4/available'],
      body: {
        projectId: 9,
        warehouseId: 1,
        kind: 'destroy',
        doneOn: TODAY,
        doneBy: 'Zhou',
        method: 'incinerated',
        witness: null,
        note: null,
        lines: [{ packId: 4, fromState: 'available', cause: 'expired', quantity: 3 }],
      },
    });
  });
});
