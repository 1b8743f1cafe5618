/** Query factories and writes of a project's inspections and their findings; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InspectionCreateBody,
  type InspectionFindingBody,
  type InspectionListQuery,
  type InspectionUpdateBody,
  inspectionCreateEndpoint,
  inspectionDetailEndpoint,
  inspectionFindingEndpoint,
  inspectionListEndpoint,
  inspectionUpdateEndpoint,
} from '../../../../shared/api/quality/inspections';
import {
  type FindingSendBody,
  type FindingVerdictBody,
  findingAcceptEndpoint,
  findingReturnEndpoint,
  findingSendEndpoint,
} from '../../../../shared/api/quality/findings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const inspectionKeys = { of: (projectId: number) => ['staff', 'quality-inspections', projectId] as const };

export const inspectionQueries = {
  list: (projectId: number, query: InspectionListQuery) =>
    queryOptions({
      queryKey: [...inspectionKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(inspectionListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...inspectionKeys.of(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(inspectionDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useInspectionActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: inspectionKeys.of(projectId) });
  return {
    create: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: InspectionCreateBody) =>
        (await callEndpointWithTip(inspectionCreateEndpoint, { body })).data,
      onSuccess,
    }),
    update: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: InspectionUpdateBody) =>
        (await callEndpointWithTip(inspectionUpdateEndpoint, { body })).data,
      onSuccess,
    }),
    finding: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: InspectionFindingBody) =>
        (await callEndpointWithTip(inspectionFindingEndpoint, { body })).data,
      onSuccess,
    }),
  };
}

/**
 * The checker's moves on a finding attached to an inspection or a self-check (the findings
 * endpoints); `keys` is the query key of the page that shows it, refreshed after each move.
 */
export function useAttachedFindingMoves(keys: readonly unknown[]) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys });
  return {
    send: useMutation({
      meta: { success: 'sent' },
      mutationFn: async (body: FindingSendBody) => (await callEndpointWithTip(findingSendEndpoint, { body })).data,
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
  };
}
