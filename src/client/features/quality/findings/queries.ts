/** Query factories and writes of a project's QC findings; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { evidenceUploadEndpoint, findingEvidenceEndpoint } from '../../../../shared/api/quality/evidence';
import {
  type FindingAnswerBody,
  type FindingListQuery,
  type FindingVerdictBody,
  findingAcceptEndpoint,
  findingAnswerEndpoint,
  findingListEndpoint,
  findingReturnEndpoint,
} from '../../../../shared/api/quality/findings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const findingKeys = { of: (projectId: number) => ['staff', 'quality', projectId, 'findings'] as const };

export const findingQueries = {
  list: (projectId: number, query: FindingListQuery) =>
    queryOptions({
      queryKey: [...findingKeys.of(projectId), query] as const,
      queryFn: async ({ signal }) => callEndpoint(findingListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The names of a finding's evidence files. */
  evidence: (projectId: number, findingId: number) =>
    queryOptions({
      queryKey: [...findingKeys.of(projectId), 'evidence', findingId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(findingEvidenceEndpoint, { params: { projectId, findingId }, signal })).data,
    }),
};

export function useFindingActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['staff', 'quality', projectId] });
  return {
    answer: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: FindingAnswerBody) => (await callEndpointWithTip(findingAnswerEndpoint, { body })).data,
      onSuccess,
    }),
    accept: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: FindingVerdictBody) => (await callEndpointWithTip(findingAcceptEndpoint, { body })).data,
      onSuccess,
    }),
    return: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: FindingVerdictBody & { note: string }) =>
        (await callEndpointWithTip(findingReturnEndpoint, { body })).data,
      onSuccess,
    }),
    upload: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (file: File) =>
        (
          await callEndpointWithTip(evidenceUploadEndpoint, {
            params: { projectId },
            query: { name: file.name },
            body: file,
            // A scanned document over a slow hospital network.
            timeoutMs: 120_000,
          })
        ).data,
    }),
  };
}
