/** Approval workflow definitions: the list, save and publish; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DefinitionSaveBody,
  definitionListEndpoint,
  definitionPublishEndpoint,
  definitionSaveEndpoint,
} from '../../../../shared/api/work/approvals';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const workflowKeys = { all: ['staff', 'workflows'] as const };

export const workflowQueries = {
  list: () =>
    queryOptions({
      queryKey: [...workflowKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(definitionListEndpoint, { signal })).data,
    }),
};

export function useWorkflowActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DefinitionSaveBody) => (await callEndpointWithTip(definitionSaveEndpoint, { body })).data,
    onSuccess,
  });
  const publish = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: { id: number; version: number }) =>
      (await callEndpointWithTip(definitionPublishEndpoint, { body })).data,
    onSuccess,
  });
  return { save, publish };
}
