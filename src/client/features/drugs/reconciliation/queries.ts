/** A project's drug accountability, its logs and their signing; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountabilitySignBody,
  accountabilitySignEndpoint,
  batchLogEndpoint,
  logSubjectsEndpoint,
  subjectLogEndpoint,
} from '../../../../shared/api/drugs/accountability';
import { reconciliationEndpoint } from '../../../../shared/api/drugs/reconciliation';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { successText } from '../../../lib/mutation-success';
import { reconciliationMessages } from './messages';

export const reconciliationKeys = { of: (projectId: number) => ['staff', 'drug-reconciliation', projectId] as const };

export const reconciliationQueries = {
  batches: (projectId: number) =>
    queryOptions({
      queryKey: [...reconciliationKeys.of(projectId), 'batches'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(reconciliationEndpoint, { params: { projectId }, signal })).rows,
    }),
  subjects: (projectId: number) =>
    queryOptions({
      queryKey: [...reconciliationKeys.of(projectId), 'subjects'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(logSubjectsEndpoint, { params: { projectId }, signal })).rows,
    }),
  subjectLog: (projectId: number, subjectId: number) =>
    queryOptions({
      queryKey: [...reconciliationKeys.of(projectId), 'subject-log', subjectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectLogEndpoint, { params: { projectId, subjectId }, signal })).data,
    }),
  batchLog: (projectId: number, productId: number, batchNumber: string) =>
    queryOptions({
      queryKey: [...reconciliationKeys.of(projectId), 'batch-log', productId, batchNumber] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(batchLogEndpoint, { params: { projectId, productId }, query: { batchNumber }, signal }))
          .data,
    }),
};

/** Signs a subject's or a batch's log; the logs are read again with the new signature. */
export function useSignLog(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: successText(reconciliationMessages, 'signed') },
    mutationFn: async (body: AccountabilitySignBody) =>
      (await callEndpointWithTip(accountabilitySignEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.of(projectId) }),
  });
}
