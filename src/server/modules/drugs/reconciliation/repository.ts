/** Drug accountability's SQL: the ledger summed per batch and movement, and the balances per batch. */
import type { BatchReconciliation } from '../../../../shared/api/drugs/reconciliation';
import { reconcile } from '../../../../shared/domain/drugs/reconciliation';
import type { Movement } from '../../../../shared/domain/drugs/stock';
import type { Db } from '../../../db/database';

export async function reconciliationOf(db: Db, projectId: number): Promise<BatchReconciliation[]> {
  const [batches, movements, stock] = await Promise.all([
    db
      .selectFrom('drugPack as p')
      .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
      .select([
        'p.productId',
        'pr.name as productName',
        'p.batchNumber',
        (eb) => eb.fn.min('p.expiryDate').as('expiryDate'),
      ])
      .where('p.projectId', '=', projectId)
      .groupBy(['p.productId', 'pr.name', 'p.batchNumber'])
      .orderBy('pr.name')
      .orderBy('p.batchNumber')
      .execute(),
    db
      .selectFrom('drugLedger as l')
      .innerJoin('drugPack as p', 'p.id', 'l.packId')
      .select([
        'p.productId',
        'p.batchNumber',
        'l.movement',
        (eb) => eb.fn.sum<number | string>('l.quantity').as('total'),
      ])
      .where('l.projectId', '=', projectId)
      .groupBy(['p.productId', 'p.batchNumber', 'l.movement'])
      .execute(),
    db
      .selectFrom('drugStock as s')
      .innerJoin('drugPack as p', 'p.id', 's.packId')
      .select(['p.productId', 'p.batchNumber', (eb) => eb.fn.sum<number | string>('s.quantity').as('total')])
      .where('s.projectId', '=', projectId)
      .groupBy(['p.productId', 'p.batchNumber'])
      .execute(),
  ]);
  const key = (row: { productId: number; batchNumber: string }) => `${row.productId}/${row.batchNumber}`;
  const inStock = new Map(stock.map((row) => [key(row), Number(row.total)]));
  return batches.map((batch) => {
    const byMovement: Partial<Record<Movement, number>> = {};
    for (const row of movements) if (key(row) === key(batch)) byMovement[row.movement as Movement] = Number(row.total);
    return {
      ...batch,
      expiryDate: String(batch.expiryDate),
      ...reconcile({ byMovement, inStock: inStock.get(key(batch)) ?? 0 }),
    };
  });
}
