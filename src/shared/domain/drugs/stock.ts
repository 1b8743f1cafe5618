/**
 * The drug stock ledger's vocabulary and arithmetic (SUITE.md 'stock balances').
 *
 * Stock is counted in packs per pack line, warehouse and state. Every movement is a ledger row
 * with a signed quantity; a balance is the sum of its rows and may never go below zero. A
 * move between states (quarantine, release, put in stock after transit) is two rows that sum
 * to nothing, so packs only enter the ledger on arrival and only leave it when given to a
 * subject, destroyed or sent back to the sponsor.
 */
import type { LocalizedText } from '../labels';

export const STOCK_STATES = ['available', 'quarantined', 'inTransit', 'returned'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS: Record<StockState, LocalizedText> = {
  available: { 'zh-CN': '可用', en: 'Available' },
  quarantined: { 'zh-CN': '隔离', en: 'Quarantined' },
  inTransit: { 'zh-CN': '在途', en: 'In transit' },
  returned: { 'zh-CN': '已退回待回收', en: 'Returned, awaiting recovery' },
};

/** Why packs moved; each names the record (`refKind`) that moved them. */
export const MOVEMENTS = {
  stockIn: { refKind: 'delivery', label: { 'zh-CN': '入库', en: 'Put in stock' } },
  transferOut: { refKind: 'delivery', label: { 'zh-CN': '调拨出库', en: 'Transferred out' } },
  transferIn: { refKind: 'delivery', label: { 'zh-CN': '调拨入库', en: 'Transferred in' } },
  transferBack: { refKind: 'delivery', label: { 'zh-CN': '调拨拒收退回', en: 'Transfer refused, back' } },
  dispense: { refKind: 'distribution', label: { 'zh-CN': '发放', en: 'Dispensed' } },
  revoke: { refKind: 'distribution', label: { 'zh-CN': '撤销发放', en: 'Dispensing revoked' } },
  return: { refKind: 'return', label: { 'zh-CN': '受试者退回', en: 'Returned by the subject' } },
  quarantine: { refKind: 'excursion', label: { 'zh-CN': '超温隔离', en: 'Quarantined' } },
  release: { refKind: 'excursion', label: { 'zh-CN': '解除隔离', en: 'Released' } },
  destroy: { refKind: 'recovery', label: { 'zh-CN': '销毁', en: 'Destroyed' } },
  sendBack: { refKind: 'recovery', label: { 'zh-CN': '退回申办方', en: 'Sent back to the sponsor' } },
} as const satisfies Record<string, { refKind: string; label: LocalizedText }>;
export type Movement = keyof typeof MOVEMENTS;
export type LedgerRefKind = (typeof MOVEMENTS)[Movement]['refKind'];

/** One ledger row before it is written: `quantity` is signed and never 0. */
export interface StockMove {
  packId: number;
  warehouseId: number;
  state: StockState;
  quantity: number;
}

/** The key of a balance: pack, warehouse and state. */
export function stockKey(move: Pick<StockMove, 'packId' | 'warehouseId' | 'state'>): string {
  return `${move.packId}/${move.warehouseId}/${move.state}`;
}

/** Moves `quantity` packs from one state (or warehouse) to another: two rows summing to 0. */
export function transfer(
  packId: number,
  quantity: number,
  from: { warehouseId: number; state: StockState },
  to: { warehouseId: number; state: StockState },
): StockMove[] {
  return [
    { packId, ...from, quantity: -quantity },
    { packId, ...to, quantity },
  ];
}

export type BalanceResult =
  { ok: true; balances: Map<string, number> } | { ok: false; short: StockMove & { left: number } };

/**
 * The balances after the moves, in order, or the first move that would take a balance below
 * zero (with what was left). The server applies the same rule in SQL, row by row; this is its
 * statement, for tests and previews.
 */
export function applyMoves(balances: ReadonlyMap<string, number>, moves: readonly StockMove[]): BalanceResult {
  const next = new Map(balances);
  for (const move of moves) {
    if (!Number.isInteger(move.quantity) || move.quantity === 0) throw new RangeError('A move counts whole packs');
    const key = stockKey(move);
    const left = next.get(key) ?? 0;
    if (left + move.quantity < 0) return { ok: false, short: { ...move, left } };
    next.set(key, left + move.quantity);
  }
  return { ok: true, balances: next };
}
