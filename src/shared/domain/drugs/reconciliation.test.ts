import { describe, expect, it } from 'vitest';
import { reconcile } from './reconciliation';

describe('drug accountability per batch', () => {
  it('balances received against stock, dispensed, returned and recovered', () => {
    // 20 in; 6 given, 1 of them revoked; 3 brought back; 2 of those and 4 expired destroyed.
    const byMovement = { stockIn: 20, dispense: -6, revoke: 1, return: 3, destroy: -6, quarantine: 0, release: 0 };
    // In stock: 20 − 5 + 3 − 6 = 12 (1 still returned awaiting recovery, 11 on the shelf).
    expect(reconcile({ byMovement, inStock: 12 })).toEqual({
      received: 20,
      inStock: 12,
      dispensed: 5,
      returned: 3,
      recovered: 6,
      difference: 0,
      closed: false,
    });
  });

  it('shows packs the ledger cannot account for as a difference', () => {
    expect(reconcile({ byMovement: { stockIn: 10, dispense: -4 }, inStock: 5 }).difference).toBe(1);
  });

  it('is closed once every pack received has left and all is accounted for', () => {
    const byMovement = { stockIn: 4, dispense: -2, return: 2, sendBack: -4 };
    expect(reconcile({ byMovement, inStock: 0 })).toMatchObject({ difference: 0, closed: true });
  });
});
