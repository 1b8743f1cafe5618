/** A project's inventory: stock, batches and a pack's ledger; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type StockListQuery,
  packLedgerEndpoint,
  stockBatchesEndpoint,
  stockListEndpoint,
} from '../../../../shared/api/drugs/inventory';
import { callEndpoint } from '../../../lib/http';

const keyOf = (projectId: number) => ['staff', 'drug-inventory', projectId] as const;

export const inventoryQueries = {
  stock: (projectId: number, query: StockListQuery) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'stock', query] as const,
      queryFn: async ({ signal }) => callEndpoint(stockListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  batches: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'batches'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(stockBatchesEndpoint, { params: { projectId }, signal })).data,
    }),
  ledger: (projectId: number, packId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'ledger', packId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(packLedgerEndpoint, { params: { projectId }, query: { packId }, signal })).data,
    }),
};
