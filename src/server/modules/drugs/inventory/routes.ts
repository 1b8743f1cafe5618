/** A project's inventory (/api/phm/stock, /api/phm/ledger), read-only: thin handlers (access by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type BatchSummary,
  packLedgerEndpoint,
  stockBatchesEndpoint,
  stockListEndpoint,
} from '../../../../shared/api/drugs/inventory';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Movement, StockState } from '../../../../shared/domain/drugs/stock';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { type ExpiryDays, createInventoryRepository } from './repository';

const ok = ResponseCode.ok;

const flags = (expiryDate: string, days: ExpiryDays) => ({
  expired: expiryDate < days.today,
  nearExpiry: expiryDate >= days.today && expiryDate <= days.warnUntil,
});

export async function drugInventoryRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const inventory = createInventoryRepository(db);
  const expiryDays = async (projectId: number): Promise<ExpiryDays> => {
    const today = hospitalDay(clock());
    return { today, warnUntil: addDays(today, await inventory.warningDays(projectId)) };
  };

  registerEndpoint(
    app,
    stockListEndpoint,
  )(async ({ params, query }) => {
    const { offset = 0, limit = 20, ...filters } = query;
    const days = await expiryDays(params.projectId);
    const page = await inventory.stockPage(params.projectId, filters, days, offset, limit);
    return {
      isOk: true,
      code: ok,
      total: page.total,
      rows: page.rows.map((row) => ({ ...row, state: row.state as StockState, ...flags(row.expiryDate, days) })),
    };
  });

  registerEndpoint(
    app,
    stockBatchesEndpoint,
  )(async ({ params }) => {
    const days = await expiryDays(params.projectId);
    const byBatch = new Map<string, BatchSummary>();
    for (const row of await inventory.batches(params.projectId)) {
      const key = `${row.productCode}\u0000${row.batchNumber}`;
      const expiryDate = String(row.expiryDate);
      const entry = byBatch.get(key) ?? {
        productCode: row.productCode,
        productName: row.productName,
        batchNumber: row.batchNumber,
        expiryDate,
        ...flags(expiryDate, days),
        available: 0,
        quarantined: 0,
        inTransit: 0,
        returned: 0,
      };
      if (expiryDate < entry.expiryDate) Object.assign(entry, { expiryDate, ...flags(expiryDate, days) });
      entry[row.state as StockState] += Number(row.quantity);
      byBatch.set(key, entry);
    }
    return { isOk: true, code: ok, data: [...byBatch.values()] };
  });

  registerEndpoint(
    app,
    packLedgerEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    data: (await inventory.ledger(params.projectId, query.packId)).map((row) => ({
      ...row,
      state: row.state as StockState,
      movement: row.movement as Movement,
    })),
  }));
}
