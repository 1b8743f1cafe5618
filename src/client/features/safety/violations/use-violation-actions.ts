/** The writes of a project's protocol violations; the project's lists are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ViolationReviewBody,
  type ViolationRowRef,
  type ViolationSaveBody,
  violationDeleteEndpoint,
  violationFromVisitsEndpoint,
  violationReopenEndpoint,
  violationReviewEndpoint,
  violationSaveEndpoint,
} from '../../../../shared/api/safety/violations';
import { callEndpointWithTip } from '../../../lib/http';
import { violationKeys } from './queries';
import { successFrom, successText } from '../../../lib/mutation-success';
import { violationMessages } from './messages';

export function useViolationActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: violationKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ViolationSaveBody) => (await callEndpointWithTip(violationSaveEndpoint, { body })).data,
    onSuccess,
  });
  const review = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: ViolationReviewBody) =>
      (await callEndpointWithTip(violationReviewEndpoint, { body })).data,
    onSuccess,
  });
  const reopen = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: ViolationRowRef) => (await callEndpointWithTip(violationReopenEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: ViolationRowRef) => (await callEndpointWithTip(violationDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const fromVisits = useMutation({
    meta: {
      success: successFrom(({ created }: { created: number }) =>
        successText(violationMessages, 'created', { count: created }),
      ),
    },
    mutationFn: async () => (await callEndpointWithTip(violationFromVisitsEndpoint, { body: { projectId } })).data,
    onSuccess,
  });
  return { save, review, reopen, remove, fromVisits };
}
