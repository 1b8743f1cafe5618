/** Query factories and writes of a project's subject subsidies; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SubsidyBillListQuery,
  type SubsidyBillSaveBody,
  type SubsidyRefBody,
  subjectSubsidyEndpoint,
  subsidyBillDeleteEndpoint,
  subsidyBillListEndpoint,
  subsidyBillRevealEndpoint,
  subsidyBillSaveEndpoint,
  subsidyOwedEndpoint,
} from '../../../../shared/api/finance/subsidies';
import {
  type SubsidyBatchListQuery,
  type SubsidyBatchSaveBody,
  type SubsidyIssueBody,
  subsidyBatchIssueEndpoint,
  subsidyBatchListEndpoint,
  subsidyBatchSaveEndpoint,
  subsidyBatchSubmitEndpoint,
} from '../../../../shared/api/finance/subsidy-batches';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const subsidyKeys = { of: (projectId: number) => ['staff', 'finance-subsidies', projectId] as const };

export const subsidyQueries = {
  owed: (projectId: number, query: { offset: number; limit: number }) =>
    queryOptions({
      queryKey: [...subsidyKeys.of(projectId), 'owed', query] as const,
      queryFn: async ({ signal }) => callEndpoint(subsidyOwedEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  bills: (projectId: number, query: SubsidyBillListQuery) =>
    queryOptions({
      queryKey: [...subsidyKeys.of(projectId), 'bills', query] as const,
      queryFn: async ({ signal }) => callEndpoint(subsidyBillListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  batches: (projectId: number, query: SubsidyBatchListQuery) =>
    queryOptions({
      queryKey: [...subsidyKeys.of(projectId), 'batches', query] as const,
      queryFn: async ({ signal }) => callEndpoint(subsidyBatchListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  subject: (projectId: number, subjectId: number) =>
    queryOptions({
      queryKey: [...subsidyKeys.of(projectId), 'subject', subjectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectSubsidyEndpoint, { params: { projectId, subjectId }, signal })).data,
    }),
};

/** The payee details in full: asked for on purpose, never cached. */
export const revealBill = async (projectId: number, id: number) =>
  (await callEndpointWithTip(subsidyBillRevealEndpoint, { body: { projectId, id } })).data;

export function useSubsidyActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subsidyKeys.of(projectId) });
  const saveBill = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: SubsidyBillSaveBody) =>
      (await callEndpointWithTip(subsidyBillSaveEndpoint, { body })).data,
    onSuccess,
  });
  const deleteBill = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: SubsidyRefBody) => (await callEndpointWithTip(subsidyBillDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const saveBatch = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: SubsidyBatchSaveBody) =>
      (await callEndpointWithTip(subsidyBatchSaveEndpoint, { body })).data,
    onSuccess,
  });
  const submitBatch = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async (body: SubsidyRefBody) => (await callEndpointWithTip(subsidyBatchSubmitEndpoint, { body })).data,
    onSuccess,
  });
  const issueBatch = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubsidyIssueBody) => (await callEndpointWithTip(subsidyBatchIssueEndpoint, { body })).data,
    onSuccess,
  });
  return { saveBill, deleteBill, saveBatch, submitBatch, issueBatch };
}
