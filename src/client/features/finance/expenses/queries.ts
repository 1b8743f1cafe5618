/** Query factories and writes of a project's research-fee expenses; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ExpenseListQuery,
  type ExpensePayBody,
  type ExpenseRefBody,
  type ExpenseSaveBody,
  expenseDeleteEndpoint,
  expenseListEndpoint,
  expenseOptionsEndpoint,
  expensePayEndpoint,
  expenseSaveEndpoint,
  expenseSubmitEndpoint,
} from '../../../../shared/api/finance/expenses';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const expenseKeys = { of: (projectId: number) => ['staff', 'finance-expenses', projectId] as const };

export const expenseQueries = {
  list: (projectId: number, query: ExpenseListQuery) =>
    queryOptions({
      queryKey: [...expenseKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(expenseListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  options: (projectId: number) =>
    queryOptions({
      queryKey: [...expenseKeys.of(projectId), 'options'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(expenseOptionsEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useExpenseActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: expenseKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ExpenseSaveBody) => (await callEndpointWithTip(expenseSaveEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: ExpenseRefBody) => (await callEndpointWithTip(expenseDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const submit = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: ExpenseRefBody) => (await callEndpointWithTip(expenseSubmitEndpoint, { body })).data,
    onSuccess,
  });
  const pay = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ExpensePayBody) => (await callEndpointWithTip(expensePayEndpoint, { body })).data,
    onSuccess,
  });
  return { save, remove, submit, pay };
}
