/**
 * What the label sheets and the scanner read, through the lists' own endpoints (so their
 * access applies); keys start with 'staff' (memory only).
 */
import { queryOptions } from '@tanstack/react-query';
import { deliveryListEndpoint, deliveryOptionsEndpoint } from '../../../../shared/api/drugs/deliveries';
import { type StockListQuery, type StockRow, stockListEndpoint } from '../../../../shared/api/drugs/inventory';
import { fetchAllRows } from '../../../lib/all-pages';
import { callEndpoint } from '../../../lib/http';
import type { PackLabel } from './components/label-sheet';

type StockFilters = Omit<StockListQuery, 'offset' | 'limit'>;
const keyOf = (projectId: number) => ['staff', 'drug-labels', projectId] as const;

/** One label per pack (a pack in two warehouses or states is one label). */
function labelsOf(rows: StockRow[]): PackLabel[] {
  const byPack = new Map<number, PackLabel>();
  for (const row of rows) {
    byPack.set(row.packId, {
      kitNumber: row.kitNumber,
      product: `${row.productCode} ${row.productName}`,
      batchNumber: row.batchNumber,
      expiryDate: row.expiryDate,
    });
  }
  return [...byPack.values()];
}

export const scanningQueries = {
  /** A delivery's packs as labels; null when the project has no such delivery. */
  deliveryLabels: (projectId: number, deliveryId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'delivery', deliveryId] as const,
      queryFn: async () => {
        const deliveries = await fetchAllRows(
          async (offset, limit) =>
            await callEndpoint(deliveryListEndpoint, { params: { projectId }, query: { offset, limit } }),
        );
        const delivery = deliveries.find((row) => row.id === deliveryId);
        if (!delivery) return null;
        const { products } = (await callEndpoint(deliveryOptionsEndpoint, { params: { projectId } })).data;
        const names = new Map(products.map((p) => [p.id, `${p.code} ${p.name}`]));
        const packs: PackLabel[] = delivery.packs.map((pack) => ({
          kitNumber: pack.kitNumber,
          product: names.get(pack.productId) ?? pack.productCode,
          batchNumber: pack.batchNumber,
          expiryDate: pack.expiryDate,
        }));
        return { shipmentNumber: delivery.shipmentNumber, packs };
      },
    }),
  /** The packs the inventory's filters select, as labels. */
  stockLabels: (projectId: number, filters: StockFilters) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'stock', filters] as const,
      queryFn: async () =>
        labelsOf(
          await fetchAllRows(
            async (offset, limit) =>
              await callEndpoint(stockListEndpoint, { params: { projectId }, query: { ...filters, offset, limit } }),
            2000,
          ),
        ),
    }),
  /** A scanned pack in the project's stock (every warehouse and state it is in). */
  pack: (projectId: number, kitNumber: string) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'pack', kitNumber] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(stockListEndpoint, {
            params: { projectId },
            query: { kitNumber, offset: 0, limit: 20 },
            signal,
          })
        ).rows,
    }),
};
