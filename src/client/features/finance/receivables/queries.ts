/** Query factories and writes of a project's receivables; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/contract/endpoint';
import { contractListEndpoint } from '../../../../shared/api/finance/contracts';
import {
  type IncomeSaveBody,
  type IncomeSubmitBody,
  incomeListEndpoint,
  incomeSaveEndpoint,
  incomeSubmitEndpoint,
} from '../../../../shared/api/finance/income';
import {
  type InvoiceIssueBody,
  type InvoiceSaveBody,
  type InvoiceVoidBody,
  type RowRefBody,
  accrualListEndpoint,
  invoiceDeleteEndpoint,
  invoiceDetailEndpoint,
  invoiceIssueEndpoint,
  invoiceListEndpoint,
  invoiceSaveEndpoint,
  invoiceVoidEndpoint,
} from '../../../../shared/api/finance/receivables';
import { projectFiguresEndpoint } from '../../../../shared/api/finance/summary';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const receivableKeys = { of: (projectId: number) => ['staff', 'finance-receivables', projectId] as const };
const key = (projectId: number, ...rest: unknown[]) => [...receivableKeys.of(projectId), ...rest] as const;

export const receivableQueries = {
  figures: (projectId: number) =>
    queryOptions({
      queryKey: key(projectId, 'figures'),
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectFiguresEndpoint, { params: { projectId }, signal })).data,
    }),
  accruals: (projectId: number, query: QueryOf<typeof accrualListEndpoint>) =>
    queryOptions({
      queryKey: key(projectId, 'accruals', query),
      queryFn: async ({ signal }) => callEndpoint(accrualListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  invoices: (projectId: number, query: QueryOf<typeof invoiceListEndpoint>) =>
    queryOptions({
      queryKey: key(projectId, 'invoices', query),
      queryFn: async ({ signal }) => callEndpoint(invoiceListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  invoice: (projectId: number, id: number) =>
    queryOptions({
      queryKey: key(projectId, 'invoice', id),
      queryFn: async ({ signal }) =>
        (await callEndpoint(invoiceDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
  income: (projectId: number, query: QueryOf<typeof incomeListEndpoint>) =>
    queryOptions({
      queryKey: key(projectId, 'income', query),
      queryFn: async ({ signal }) => callEndpoint(incomeListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** Contracts with their schedule payments (only for those who may open the contracts page). */
  contracts: (projectId: number) =>
    queryOptions({
      queryKey: key(projectId, 'contracts'),
      queryFn: async ({ signal }) => (await callEndpoint(contractListEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useReceivableActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: receivableKeys.of(projectId) });
  const saveInvoice = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: InvoiceSaveBody) => (await callEndpointWithTip(invoiceSaveEndpoint, { body })).data,
    onSuccess,
  });
  const deleteInvoice = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: RowRefBody) => (await callEndpointWithTip(invoiceDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const issueInvoice = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: InvoiceIssueBody) => (await callEndpointWithTip(invoiceIssueEndpoint, { body })).data,
    onSuccess,
  });
  const voidInvoice = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: InvoiceVoidBody) => (await callEndpointWithTip(invoiceVoidEndpoint, { body })).data,
    onSuccess,
  });
  const saveIncome = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: IncomeSaveBody) => (await callEndpointWithTip(incomeSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submitIncome = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: IncomeSubmitBody) => (await callEndpointWithTip(incomeSubmitEndpoint, { body })).data,
    onSuccess,
  });
  return { saveInvoice, deleteInvoice, issueInvoice, voidInvoice, saveIncome, submitIncome };
}
