/** Query factories and writes of a project's returns and recoveries; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DrugRecoveryListQuery,
  type DrugRecoverySaveBody,
  type DrugReturnListQuery,
  type DrugReturnSaveBody,
  drugRecoveryListEndpoint,
  drugRecoverySaveEndpoint,
  drugReturnListEndpoint,
  drugReturnSaveEndpoint,
  recoverableStockEndpoint,
} from '../../../../shared/api/drugs/recovery';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { dispensingKeys } from '../dispensing/queries';

export const recoveryKeys = { of: (projectId: number) => ['staff', 'drug-recovery', projectId] as const };

/** What a recovery dialog lists: the recoverable stock of one pharmacy, at most this many lines. */
export const RECOVERABLE_LIMIT = 100;

export const recoveryQueries = {
  returns: (projectId: number, query: DrugReturnListQuery) =>
    queryOptions({
      queryKey: [...recoveryKeys.of(projectId), 'returns', query] as const,
      queryFn: async ({ signal }) => callEndpoint(drugReturnListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  recoveries: (projectId: number, query: DrugRecoveryListQuery) =>
    queryOptions({
      queryKey: [...recoveryKeys.of(projectId), 'recoveries', query] as const,
      queryFn: async ({ signal }) => callEndpoint(drugRecoveryListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** Without a pharmacy: what every pharmacy holds, to offer the pharmacies that have something. */
  stock: (projectId: number, warehouseId?: number) =>
    queryOptions({
      queryKey: [...recoveryKeys.of(projectId), 'stock', warehouseId] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(recoverableStockEndpoint, {
            params: { projectId },
            query: { ...(warehouseId ? { warehouseId } : {}), offset: 0, limit: RECOVERABLE_LIMIT },
            signal,
          })
        ).rows,
    }),
};

export function useRecoveryActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recoveryKeys.of(projectId) }),
      queryClient.invalidateQueries({ queryKey: dispensingKeys.of(projectId) }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'drug-inventory', projectId] }),
    ]);
  const saveReturn = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DrugReturnSaveBody) => (await callEndpointWithTip(drugReturnSaveEndpoint, { body })).data,
    onSuccess,
  });
  const saveRecovery = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DrugRecoverySaveBody) =>
      (await callEndpointWithTip(drugRecoverySaveEndpoint, { body })).data,
    onSuccess,
  });
  return { saveReturn, saveRecovery };
}
