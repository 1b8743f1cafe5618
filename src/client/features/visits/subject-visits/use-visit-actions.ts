/** The coordinator's visit writes; the subject's calendar is fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SubjectVisitApplyPlanBody,
  type SubjectVisitMissedBody,
  type SubjectVisitResetBody,
  type SubjectVisitSetExecDateBody,
  type SubjectVisitSetPlanDateBody,
  subjectVisitApplyPlanEndpoint,
  subjectVisitMissedEndpoint,
  subjectVisitResetEndpoint,
  subjectVisitSetExecDateEndpoint,
  subjectVisitSetPlanDateEndpoint,
} from '../../../../shared/api/visits/subject-visits';
import { callEndpointWithTip } from '../../../lib/http';
import { subjectVisitKeys } from './queries';

export function useVisitActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subjectVisitKeys.of(projectId) });
  const setPlanDate = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectVisitSetPlanDateBody) =>
      (await callEndpointWithTip(subjectVisitSetPlanDateEndpoint, { body })).data,
    onSuccess,
  });
  const setExecDate = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectVisitSetExecDateBody) =>
      (await callEndpointWithTip(subjectVisitSetExecDateEndpoint, { body })).data,
    onSuccess,
  });
  const missed = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: SubjectVisitMissedBody) =>
      (await callEndpointWithTip(subjectVisitMissedEndpoint, { body })).data,
    onSuccess,
  });
  const reset = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: SubjectVisitResetBody) =>
      (await callEndpointWithTip(subjectVisitResetEndpoint, { body })).data,
    onSuccess,
  });
  const applyPlan = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: SubjectVisitApplyPlanBody) =>
      (await callEndpointWithTip(subjectVisitApplyPlanEndpoint, { body })).data,
    onSuccess,
  });
  return { setPlanDate, setExecDate, missed, reset, applyPlan };
}
