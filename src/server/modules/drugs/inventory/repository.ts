/**
 * All SQL of a project's inventory (read-only): drug_stock joined to its pack, product and
 * warehouse, the per-batch sums, and a pack's ledger rows. The kit's arm is never selected.
 */
import { type Kysely, sql } from 'kysely';
import type { StockListQuery } from '../../../../shared/api/drugs/inventory';
import type { Database } from '../../../db/schema';

type Filters = Omit<StockListQuery, 'offset' | 'limit'>;

/** Days that bound the flags: expired before `today`, near expiry up to `warnUntil`. */
export interface ExpiryDays {
  today: string;
  warnUntil: string;
}

export function createInventoryRepository(db: Kysely<Database>) {
  const stock = (projectId: number, filters: Filters, days: ExpiryDays) => {
    let query = db
      .selectFrom('drugStock')
      .innerJoin('drugPack', 'drugPack.id', 'drugStock.packId')
      .innerJoin('drugProduct', 'drugProduct.id', 'drugPack.productId')
      .innerJoin('drugWarehouse', 'drugWarehouse.id', 'drugStock.warehouseId')
      .where('drugStock.projectId', '=', projectId)
      .where('drugStock.quantity', '>', 0);
    if (filters.warehouseId !== undefined) query = query.where('drugStock.warehouseId', '=', filters.warehouseId);
    if (filters.batch) query = query.where('drugPack.batchNumber', '=', filters.batch.trim());
    if (filters.kitNumber) query = query.where('drugPack.kitNumber', '=', filters.kitNumber.trim());
    if (filters.state) query = query.where('drugStock.state', '=', filters.state);
    if (filters.expired) query = query.where('drugPack.expiryDate', '<', days.today);
    if (filters.expiring)
      query = query.where('drugPack.expiryDate', '>=', days.today).where('drugPack.expiryDate', '<=', days.warnUntil);
    return query;
  };

  return {
    warningDays: async (projectId: number) =>
      (
        await db
          .selectFrom('drugSetting')
          .select('expiryWarningDays')
          .where('projectId', '=', projectId)
          .executeTakeFirst()
      )?.expiryWarningDays ?? 30,

    async stockPage(projectId: number, filters: Filters, days: ExpiryDays, offset: number, limit: number) {
      const rows = await stock(projectId, filters, days)
        .select([
          'drugStock.packId',
          'drugPack.productId',
          'drugProduct.code as productCode',
          'drugProduct.name as productName',
          'drugProduct.packUnit',
          'drugPack.kitNumber',
          'drugPack.batchNumber',
          'drugPack.expiryDate',
          'drugStock.warehouseId',
          'drugWarehouse.name as warehouseName',
          'drugStock.state',
          'drugStock.quantity',
        ])
        .orderBy('drugPack.expiryDate')
        .orderBy('drugPack.kitNumber')
        .orderBy('drugStock.warehouseId')
        .orderBy('drugStock.state')
        .offset(offset)
        .limit(limit)
        .execute();
      const { total } = await stock(projectId, filters, days)
        .select(sql<number | string>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    batches: (projectId: number) =>
      db
        .selectFrom('drugStock')
        .innerJoin('drugPack', 'drugPack.id', 'drugStock.packId')
        .innerJoin('drugProduct', 'drugProduct.id', 'drugPack.productId')
        .where('drugStock.projectId', '=', projectId)
        .select([
          'drugProduct.code as productCode',
          'drugProduct.name as productName',
          'drugPack.batchNumber',
          'drugStock.state',
          (eb) => eb.fn.min('drugPack.expiryDate').as('expiryDate'),
          (eb) => eb.fn.sum<number | string>('drugStock.quantity').as('quantity'),
        ])
        .groupBy(['drugProduct.code', 'drugProduct.name', 'drugPack.batchNumber', 'drugStock.state'])
        .orderBy('drugProduct.code')
        .orderBy('drugPack.batchNumber')
        .execute(),

    ledger: (projectId: number, packId: number) =>
      db
        .selectFrom('drugLedger')
        .innerJoin('drugWarehouse', 'drugWarehouse.id', 'drugLedger.warehouseId')
        .select([
          'drugLedger.id',
          'drugWarehouse.name as warehouseName',
          'drugLedger.state',
          'drugLedger.quantity',
          'drugLedger.movement',
          'drugLedger.refKind',
          'drugLedger.refId',
          'drugLedger.reason',
          'drugLedger.createdBy',
          'drugLedger.createdAt',
        ])
        .where('drugLedger.projectId', '=', projectId)
        .where('drugLedger.packId', '=', packId)
        .orderBy('drugLedger.id')
        .execute(),
  };
}
