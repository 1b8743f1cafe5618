/** Query factories and writes of a project's queries and SDV; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type QueryAnswerBody,
  type QueryListQuery,
  type QueryRaiseBody,
  type QueryReopenBody,
  type QueryRowRef,
  queryAnswerEndpoint,
  queryCloseEndpoint,
  queryListEndpoint,
  queryRaiseEndpoint,
  queryReopenEndpoint,
} from '../../../../shared/api/quality/queries';
import {
  type SdvMarkBody,
  type SdvUnmarkBody,
  sdvCoverageEndpoint,
  sdvMarkEndpoint,
  sdvSubjectEndpoint,
  sdvUnmarkEndpoint,
} from '../../../../shared/api/quality/sdv';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const qualityKeys = { of: (projectId: number) => ['staff', 'quality', projectId] as const };

export const qualityQueries = {
  list: (projectId: number, query: QueryListQuery) =>
    queryOptions({
      queryKey: [...qualityKeys.of(projectId), 'queries', query] as const,
      queryFn: async ({ signal }) => callEndpoint(queryListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  coverage: (projectId: number) =>
    queryOptions({
      queryKey: [...qualityKeys.of(projectId), 'coverage'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(sdvCoverageEndpoint, { params: { projectId }, signal })).data,
    }),
  subject: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...qualityKeys.of(projectId), 'subject', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(sdvSubjectEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useQualityActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: qualityKeys.of(projectId) });
  return {
    raise: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: QueryRaiseBody) => (await callEndpointWithTip(queryRaiseEndpoint, { body })).data,
      onSuccess,
    }),
    answer: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: QueryAnswerBody) => (await callEndpointWithTip(queryAnswerEndpoint, { body })).data,
      onSuccess,
    }),
    close: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: QueryRowRef) => (await callEndpointWithTip(queryCloseEndpoint, { body })).data,
      onSuccess,
    }),
    reopen: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: QueryReopenBody) => (await callEndpointWithTip(queryReopenEndpoint, { body })).data,
      onSuccess,
    }),
    mark: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: SdvMarkBody) => (await callEndpointWithTip(sdvMarkEndpoint, { body })).data,
      onSuccess,
    }),
    unmark: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: SdvUnmarkBody) => (await callEndpointWithTip(sdvUnmarkEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
