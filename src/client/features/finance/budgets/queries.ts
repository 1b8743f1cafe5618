/** A project's budgets and finance settings, and their writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BudgetCreateBody,
  type BudgetRowRef,
  type BudgetSaveBody,
  budgetCreateEndpoint,
  budgetDeleteEndpoint,
  budgetDetailEndpoint,
  budgetListEndpoint,
  budgetPublishEndpoint,
  budgetSaveEndpoint,
} from '../../../../shared/api/finance/budgets';
import {
  type FinanceSettingSaveBody,
  financeSettingEndpoint,
  financeSettingSaveEndpoint,
} from '../../../../shared/api/finance/settings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

const keyOf = (projectId: number) => ['staff', 'finance-budget', projectId] as const;

export const budgetQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(budgetListEndpoint, { params: { projectId }, signal })).data,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(budgetDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
  setting: (projectId: number) =>
    queryOptions({
      queryKey: [...keyOf(projectId), 'setting'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(financeSettingEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useBudgetActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keyOf(projectId) });
  return {
    create: useMutation({
      meta: { success: 'created' },
      mutationFn: async (body: BudgetCreateBody) => (await callEndpointWithTip(budgetCreateEndpoint, { body })).data,
      onSuccess,
    }),
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: BudgetSaveBody) => (await callEndpointWithTip(budgetSaveEndpoint, { body })).data,
      onSuccess,
    }),
    publish: useMutation({
      meta: { success: 'published' },
      mutationFn: async (body: BudgetRowRef) => (await callEndpointWithTip(budgetPublishEndpoint, { body })).data,
      onSuccess,
    }),
    remove: useMutation({
      meta: { success: 'deleted' },
      mutationFn: async (body: BudgetRowRef) => (await callEndpointWithTip(budgetDeleteEndpoint, { body })).data,
      onSuccess,
    }),
    setting: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: FinanceSettingSaveBody) =>
        (await callEndpointWithTip(financeSettingSaveEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
