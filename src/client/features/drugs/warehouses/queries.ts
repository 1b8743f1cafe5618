/** The site's pharmacies: the list and the save; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type WarehouseSaveBody,
  warehouseListEndpoint,
  warehouseSaveEndpoint,
} from '../../../../shared/api/drugs/warehouses';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const warehouseKeys = { all: ['staff', 'drug-warehouses'] as const };

export const warehouseQueries = {
  list: () =>
    queryOptions({
      queryKey: [...warehouseKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(warehouseListEndpoint, { signal })).data,
    }),
};

export function useWarehouseSave() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: WarehouseSaveBody) => (await callEndpointWithTip(warehouseSaveEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
