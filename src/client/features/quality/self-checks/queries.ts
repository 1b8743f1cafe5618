/** Query factories and writes of a project's self-check list and runs; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SelfCheckRunBody,
  type SelfCheckTemplateBody,
  selfCheckDetailEndpoint,
  selfCheckListEndpoint,
  selfCheckRunEndpoint,
  selfCheckTemplateEndpoint,
  selfCheckTemplateSaveEndpoint,
} from '../../../../shared/api/quality/self-checks';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const selfCheckKeys = { of: (projectId: number) => ['staff', 'quality-self-checks', projectId] as const };

export const selfCheckQueries = {
  template: (projectId: number) =>
    queryOptions({
      queryKey: [...selfCheckKeys.of(projectId), 'template'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(selfCheckTemplateEndpoint, { params: { projectId }, signal })).data,
    }),
  list: (projectId: number, query: { offset: number; limit: number }) =>
    queryOptions({
      queryKey: [...selfCheckKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(selfCheckListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...selfCheckKeys.of(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(selfCheckDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useSelfCheckActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: selfCheckKeys.of(projectId) });
  return {
    saveTemplate: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: SelfCheckTemplateBody) =>
        (await callEndpointWithTip(selfCheckTemplateSaveEndpoint, { body })).data,
      onSuccess,
    }),
    run: useMutation({
      meta: { success: 'submitted' },
      mutationFn: async (body: SelfCheckRunBody) => (await callEndpointWithTip(selfCheckRunEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
