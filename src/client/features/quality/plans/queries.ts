/** Query factories and writes of a project's QC plan versions; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type QcPlanRowBody,
  type QcPlanSaveBody,
  qcPlanDeleteEndpoint,
  qcPlanListEndpoint,
  qcPlanPublishEndpoint,
  qcPlanSaveEndpoint,
} from '../../../../shared/api/quality/plans';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export const qcPlanKeys = { of: (projectId: number) => ['staff', 'quality-plans', projectId] as const };

export const qcPlanQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: qcPlanKeys.of(projectId),
      queryFn: async ({ signal }) => (await callEndpoint(qcPlanListEndpoint, { params: { projectId }, signal })).data,
    }),
};

export function useQcPlanActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: qcPlanKeys.of(projectId) });
    // Publishing generates tasks: the task list is stale too.
    await queryClient.invalidateQueries({ queryKey: ['staff', 'quality-tasks', projectId] });
  };
  return {
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: QcPlanSaveBody) => (await callEndpointWithTip(qcPlanSaveEndpoint, { body })).data,
      onSuccess,
    }),
    publish: useMutation({
      meta: { success: 'published' },
      mutationFn: async (body: QcPlanRowBody) => (await callEndpointWithTip(qcPlanPublishEndpoint, { body })).data,
      onSuccess,
    }),
    remove: useMutation({
      meta: { success: 'deleted' },
      mutationFn: async (body: QcPlanRowBody) => (await callEndpointWithTip(qcPlanDeleteEndpoint, { body })).data,
      onSuccess,
    }),
  };
}
