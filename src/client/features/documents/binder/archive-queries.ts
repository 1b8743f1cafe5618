/** The binder's archives: the query and the signed writes (keys under the binder's, memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ArchiveCancelBody,
  type ArchiveCreateBody,
  archiveCancelEndpoint,
  archiveCreateEndpoint,
  archiveListEndpoint,
} from '../../../../shared/api/documents/archive';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { binderKeys } from './queries';

export const archiveQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: [...binderKeys.of(projectId), 'archive'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(archiveListEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useArchiveActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: binderKeys.of(projectId) });
  const archive = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ArchiveCreateBody) => (await callEndpointWithTip(archiveCreateEndpoint, { body })).data,
    onSuccess,
  });
  const cancel = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ArchiveCancelBody) => (await callEndpointWithTip(archiveCancelEndpoint, { body })).data,
    onSuccess,
  });
  return { archive, cancel };
}
