/** The visit plan writes of a project; the version list (and the changed version) are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type VisitPlanRowBody,
  type VisitPlanSaveBody,
  type VisitPlanVersionBody,
  visitPlanCopyEndpoint,
  visitPlanDeleteEndpoint,
  visitPlanPublishEndpoint,
  visitPlanSaveEndpoint,
} from '../../../../shared/api/visits/plans';
import { callEndpointWithTip } from '../../../lib/http';
import { visitPlanKeys } from './queries';

export function usePlanActions(projectId: number) {
  const queryClient = useQueryClient();
  const refresh = async (id?: number) => {
    if (id !== undefined) queryClient.removeQueries({ queryKey: visitPlanKeys.version(projectId, id) });
    await queryClient.invalidateQueries({ queryKey: visitPlanKeys.list(projectId) });
  };
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: VisitPlanSaveBody) => (await callEndpointWithTip(visitPlanSaveEndpoint, { body })).data,
    onSuccess: (_, body) => refresh(body.id),
  });
  const copy = useMutation({
    meta: { success: 'created' },
    mutationFn: async (body: VisitPlanRowBody) => (await callEndpointWithTip(visitPlanCopyEndpoint, { body })).data,
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: VisitPlanVersionBody) =>
      (await callEndpointWithTip(visitPlanDeleteEndpoint, { body })).data,
    onSuccess: (_, body) => refresh(body.id),
  });
  const publish = useMutation({
    mutationFn: async (body: VisitPlanVersionBody) =>
      (await callEndpointWithTip(visitPlanPublishEndpoint, { body })).data,
    onSuccess: (_, body) => refresh(body.id),
  });
  return { save, copy, remove, publish };
}
