/** Query factories and writes of a project's check tasks and their findings; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CheckTaskCompleteBody,
  type CheckTaskListQuery,
  type CheckTaskRowRef,
  type CheckTaskSignBody,
  checkTaskCompleteEndpoint,
  checkTaskDetailEndpoint,
  checkTaskGenerateEndpoint,
  checkTaskIgnoreEndpoint,
  checkTaskListEndpoint,
  checkTaskSignEndpoint,
  checkTaskStartEndpoint,
} from '../../../../shared/api/quality/check-tasks';
import {
  type FindingRaiseBody,
  type FindingSendBody,
  type FindingVerdictBody,
  findingAcceptEndpoint,
  findingListEndpoint,
  findingRaiseEndpoint,
  findingReturnEndpoint,
  findingSendEndpoint,
} from '../../../../shared/api/quality/findings';
import { FINDING_TEXT_MAX } from '../../../../shared/api/quality/findings';
import { projectMembersEndpoint } from '../../../../shared/api/study';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

/** A task's findings fit on one page: a check rarely finds more. */
export const TASK_FINDINGS_LIMIT = 100;
export { FINDING_TEXT_MAX };

export const checkTaskKeys = { of: (projectId: number) => ['staff', 'quality-tasks', projectId] as const };

export const checkTaskQueries = {
  list: (projectId: number, query: CheckTaskListQuery) =>
    queryOptions({
      queryKey: [...checkTaskKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(checkTaskListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...checkTaskKeys.of(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(checkTaskDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
  findings: (projectId: number, taskId: number) =>
    queryOptions({
      queryKey: [...checkTaskKeys.of(projectId), 'findings', taskId] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(findingListEndpoint, {
            params: { projectId },
            query: { taskId, offset: 0, limit: TASK_FINDINGS_LIMIT },
            signal,
          })
        ).rows,
    }),
  team: (projectId: number) =>
    queryOptions({
      queryKey: [...checkTaskKeys.of(projectId), 'team'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectMembersEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useCheckTaskActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: checkTaskKeys.of(projectId) });
  return {
    generate: useMutation({
      meta: { success: 'created' },
      mutationFn: async () => (await callEndpointWithTip(checkTaskGenerateEndpoint, { body: { projectId } })).data,
      onSuccess,
    }),
    start: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: CheckTaskRowRef) => (await callEndpointWithTip(checkTaskStartEndpoint, { body })).data,
      onSuccess,
    }),
    complete: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: CheckTaskCompleteBody) =>
        (await callEndpointWithTip(checkTaskCompleteEndpoint, { body })).data,
      onSuccess,
    }),
    ignore: useMutation({
      meta: { success: 'statusUpdated' },
      mutationFn: async (body: CheckTaskRowRef & { conclusion: string }) =>
        (await callEndpointWithTip(checkTaskIgnoreEndpoint, { body })).data,
      onSuccess,
    }),
    sign: useMutation({
      meta: { success: 'submitted' },
      // The signature dialog shows a refusal itself: no tip.
      mutationFn: async (body: CheckTaskSignBody) => (await callEndpoint(checkTaskSignEndpoint, { body })).data,
      onSuccess,
    }),
  };
}

export function useFindingActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: checkTaskKeys.of(projectId) });
  return {
    raise: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: FindingRaiseBody) => (await callEndpointWithTip(findingRaiseEndpoint, { body })).data,
      onSuccess,
    }),
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
