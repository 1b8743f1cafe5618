import { describe, expect, it } from 'vitest';
import { applyMoves, stockKey, transfer } from './stock';

const shelf = { warehouseId: 1, state: 'available' } as const;
const quarantine = { warehouseId: 1, state: 'quarantined' } as const;

describe('the stock ledger arithmetic', () => {
  it('sums moves per pack, warehouse and state', () => {
    const result = applyMoves(new Map(), [
      { packId: 7, ...shelf, quantity: 10 },
      { packId: 7, ...shelf, quantity: -3 },
      ...transfer(7, 2, shelf, quarantine),
    ]);
    expect(result).toEqual({
      ok: true,
      balances: new Map([
        [stockKey({ packId: 7, ...shelf }), 5],
        [stockKey({ packId: 7, ...quarantine }), 2],
      ]),
    });
  });

  it('refuses the first move that would go below zero and says what was left', () => {
    const start = new Map([[stockKey({ packId: 7, ...shelf }), 2]]);
    const result = applyMoves(start, [
      { packId: 7, ...shelf, quantity: -2 },
      { packId: 7, ...shelf, quantity: -1 },
    ]);
    expect(result).toEqual({ ok: false, short: { packId: 7, ...shelf, quantity: -1, left: 0 } });
    expect(start.get(stockKey({ packId: 7, ...shelf }))).toBe(2);
  });

  it('keeps balances apart by state: quarantined packs do not cover an available shortfall', () => {
    const start = new Map([[stockKey({ packId: 7, ...quarantine }), 5]]);
    expect(applyMoves(start, [{ packId: 7, ...shelf, quantity: -1 }]).ok).toBe(false);
  });

  it('a move between states sums to nothing', () => {
    const moves = transfer(3, 4, shelf, { warehouseId: 2, state: 'inTransit' });
    expect(moves.reduce((sum, move) => sum + move.quantity, 0)).toBe(0);
  });

  it('counts whole packs only', () => {
    expect(() => applyMoves(new Map(), [{ packId: 1, ...shelf, quantity: 0 }])).toThrow(RangeError);
    expect(() => applyMoves(new Map(), [{ packId: 1, ...shelf, quantity: 1.5 }])).toThrow(RangeError);
  });
});
