/**
 * The drug stock ledger (shared/domain/drugs/stock.ts): every movement of packs is a row of
 * `drug_ledger`, and `drug_stock` holds its sum per pack, warehouse and state, written in the
 * caller's transaction with the movement.
 *
 * Stock can never go negative, on either database and under concurrent requests: a decrement
 * is one `update ... set quantity = quantity - n where ... and quantity >= n`. On PostgreSQL
 * the update locks the balance row, and a concurrent one waits and re-reads it before its own
 * condition is checked; SQLite runs one write transaction at a time. A decrement that finds
 * too little updates nothing, and the caller's whole transaction is refused (400,
 * reason 'insufficient_stock'). The table's check constraint backs the rule up.
 */
import { sql } from 'kysely';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { MOVEMENTS, type Movement, type StockMove } from '../../../../shared/domain/drugs/stock';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import { type Actor, isoTime } from '../../../services/staff-write';

export interface MoveContext {
  projectId: number;
  movement: Movement;
  /** The record that moves the packs (a delivery, a distribution...); its kind follows the movement. */
  refId: number;
  reason?: string | null;
  actor: Actor;
}

export const insufficientStock = (move: StockMove, left: number) =>
  new ApiError(
    400,
    ResponseCode.info,
    {
      'zh-CN': `库存不足：该药品在此状态下仅剩 ${left} 件`,
      en: `Not enough stock: only ${left} pack(s) left in that state`,
    },
    { reason: 'insufficient_stock', packId: move.packId, warehouseId: move.warehouseId, state: move.state, left },
  );

async function balanceOf(db: Db, move: StockMove): Promise<number> {
  const row = await db
    .selectFrom('drugStock')
    .select('quantity')
    .where('packId', '=', move.packId)
    .where('warehouseId', '=', move.warehouseId)
    .where('state', '=', move.state)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

async function applyToBalance(db: Db, projectId: number, move: StockMove): Promise<void> {
  if (move.quantity > 0) {
    await db
      .insertInto('drugStock')
      .values({
        projectId,
        packId: move.packId,
        warehouseId: move.warehouseId,
        state: move.state,
        quantity: move.quantity,
      })
      .onConflict((c) =>
        c
          .columns(['packId', 'warehouseId', 'state'])
          .doUpdateSet({ quantity: sql`drug_stock.quantity + ${move.quantity}` }),
      )
      .execute();
    return;
  }
  const taken = -move.quantity;
  const result = await db
    .updateTable('drugStock')
    .set({ quantity: sql`quantity - ${taken}` })
    .where('packId', '=', move.packId)
    .where('warehouseId', '=', move.warehouseId)
    .where('state', '=', move.state)
    .where('quantity', '>=', taken)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw insufficientStock(move, await balanceOf(db, move));
}

const byBalance = (a: StockMove, b: StockMove) =>
  a.packId - b.packId || a.warehouseId - b.warehouseId || a.state.localeCompare(b.state);

/**
 * Writes the moves, in order, into the ledger and the balances; call inside the transaction
 * that writes the record moving them. Refuses (and so rolls the caller back) at the first
 * move that would take a balance below zero.
 */
export async function moveStock(db: Db, moves: readonly StockMove[], context: MoveContext): Promise<void> {
  const createdAt = isoTime(context.actor.at);
  for (const move of moves) {
    if (!Number.isInteger(move.quantity) || move.quantity === 0) throw new RangeError('A move counts whole packs');
  }
  // Balances are locked in one order (pack, warehouse, state) whatever the caller's order, so
  // two transactions moving the same packs in opposite orders wait for each other instead of
  // deadlocking on PostgreSQL. The sort is stable: moves of one balance keep their order.
  for (const move of [...moves].sort(byBalance)) await applyToBalance(db, context.projectId, move);
  for (const move of moves) {
    await db
      .insertInto('drugLedger')
      .values({
        projectId: context.projectId,
        packId: move.packId,
        warehouseId: move.warehouseId,
        state: move.state,
        quantity: move.quantity,
        movement: context.movement,
        refKind: MOVEMENTS[context.movement].refKind,
        refId: context.refId,
        reason: context.reason ?? null,
        createdBy: context.actor.actorName,
        createdAt,
      })
      .execute();
  }
}

/** A pack line's balances by warehouse and state (rows at 0 included: they had stock once). */
export function stockOfPack(db: Db, packId: number) {
  return db
    .selectFrom('drugStock')
    .select(['warehouseId', 'state', 'quantity'])
    .where('packId', '=', packId)
    .orderBy('warehouseId')
    .orderBy('state')
    .execute();
}

/** Every balance of the project that differs from its ledger's sum: empty while all is well. */
export async function ledgerMismatches(db: Db, projectId: number) {
  const sums = db
    .selectFrom('drugLedger')
    .select(['packId', 'warehouseId', 'state', (eb) => eb.fn.sum<number | string>('quantity').as('total')])
    .where('projectId', '=', projectId)
    .groupBy(['packId', 'warehouseId', 'state'])
    .as('sums');
  const rows = await db
    .selectFrom('drugStock')
    .fullJoin(sums, (join) =>
      join
        .onRef('sums.packId', '=', 'drugStock.packId')
        .onRef('sums.warehouseId', '=', 'drugStock.warehouseId')
        .onRef('sums.state', '=', 'drugStock.state'),
    )
    .select(['drugStock.packId', 'sums.packId as ledgerPackId', 'drugStock.quantity', 'sums.total'])
    .where((eb) => eb.or([eb('drugStock.projectId', '=', projectId), eb('drugStock.projectId', 'is', null)]))
    .execute();
  return rows.filter((row) => Number(row.quantity ?? 0) !== Number(row.total ?? 0));
}
