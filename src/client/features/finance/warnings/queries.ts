/** Query factories and writes of a project's early warnings; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type WarningListQuery,
  type WarningResolveBody,
  type WarningRuleSaveBody,
  warningListEndpoint,
  warningResolveEndpoint,
  warningRuleSaveEndpoint,
  warningRulesEndpoint,
} from '../../../../shared/api/finance/warnings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const warningKeys = { of: (projectId: number) => ['staff', 'finance-warnings', projectId] as const };

export const warningQueries = {
  rules: (projectId: number) =>
    queryOptions({
      queryKey: [...warningKeys.of(projectId), 'rules'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(warningRulesEndpoint, { params: { projectId }, signal })).data,
    }),
  list: (projectId: number, query: WarningListQuery) =>
    queryOptions({
      queryKey: [...warningKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(warningListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useWarningActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: warningKeys.of(projectId) });
    // A resolved warning leaves the task inbox and the workbench's counts.
    await queryClient.invalidateQueries({ queryKey: ['staff', 'tasks'] });
  };
  const saveRule = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: WarningRuleSaveBody) =>
      (await callEndpointWithTip(warningRuleSaveEndpoint, { body })).data,
    onSuccess,
  });
  const resolve = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: WarningResolveBody) => (await callEndpointWithTip(warningResolveEndpoint, { body })).data,
    onSuccess,
  });
  return { saveRule, resolve };
}
