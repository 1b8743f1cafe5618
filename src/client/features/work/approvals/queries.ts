/** Approval workflow definitions: the list, save and publish; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgencySaveBody,
  type DecideBody,
  type DefinitionSaveBody,
  agencyRevokeEndpoint,
  agencySaveEndpoint,
  decideEndpoint,
  myAgenciesEndpoint,
  myTasksEndpoint,
  definitionListEndpoint,
  definitionPublishEndpoint,
  definitionSaveEndpoint,
  withdrawEndpoint,
} from '../../../../shared/api/work/approvals';
import {
  type ApprovalHistoryQuery,
  decidedTasksEndpoint,
  myInstancesEndpoint,
} from '../../../../shared/api/work/approval-history';
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

export const myApprovalKeys = { all: ['staff', 'my-approvals'] as const };

export const myApprovalQueries = {
  tasks: () =>
    queryOptions({
      queryKey: [...myApprovalKeys.all, 'tasks'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(myTasksEndpoint, { signal })).data,
    }),
  decided: (query: ApprovalHistoryQuery) =>
    queryOptions({
      queryKey: [...myApprovalKeys.all, 'decided', query] as const,
      queryFn: async ({ signal }) => callEndpoint(decidedTasksEndpoint, { query, signal }),
    }),
  started: (query: ApprovalHistoryQuery) =>
    queryOptions({
      queryKey: [...myApprovalKeys.all, 'started', query] as const,
      queryFn: async ({ signal }) => callEndpoint(myInstancesEndpoint, { query, signal }),
    }),
  agencies: () =>
    queryOptions({
      queryKey: [...myApprovalKeys.all, 'agencies'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(myAgenciesEndpoint, { signal })).data,
    }),
};

/** Deciding a step, and one's delegations; a decision also changes the record's own lists. */
export function useMyApprovalActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const decide = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: DecideBody) => (await callEndpointWithTip(decideEndpoint, { body })).data,
    onSuccess,
  });
  const saveAgency = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: AgencySaveBody) => (await callEndpointWithTip(agencySaveEndpoint, { body })).data,
    onSuccess,
  });
  const revokeAgency = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (id: number) => (await callEndpointWithTip(agencyRevokeEndpoint, { body: { id } })).data,
    onSuccess,
  });
  const withdraw = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (id: number) => (await callEndpointWithTip(withdrawEndpoint, { body: { id } })).data,
    onSuccess,
  });
  return { decide, saveAgency, revokeAgency, withdraw };
}
