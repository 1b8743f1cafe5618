/** Query factories and writes of the review path; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReviewAssignBody,
  type ReviewDecideBody,
  type ReviewDeclareBody,
  type ReviewOpinionBody,
  myReviewsEndpoint,
  reviewAssignEndpoint,
  reviewDecideEndpoint,
  reviewDeclareEndpoint,
  reviewExpediteEndpoint,
  reviewOpinionEndpoint,
  reviewStateEndpoint,
} from '../../../../shared/api/ethics/review';
import { teamDecisionEndpoint } from '../../../../shared/api/ethics/team-decision';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { ethicsKeys } from '../submissions/queries';

export const reviewQueries = {
  state: (id: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'review', 'state', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(reviewStateEndpoint, { params: { id }, signal })).data,
    }),
  mine: () =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'review', 'mine'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(myReviewsEndpoint, { signal })).data,
    }),
  teamDecision: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...ethicsKeys.all, 'project', projectId, 'decision', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(teamDecisionEndpoint, { params: { projectId, id }, signal })).data,
    }),
};

export function useReviewActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ethicsKeys.all });
  const assign = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReviewAssignBody) => (await callEndpointWithTip(reviewAssignEndpoint, { body })).data,
    onSuccess,
  });
  const expedite = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: { submissionId: number; version: number }) =>
      (await callEndpointWithTip(reviewExpediteEndpoint, { body })).data,
    onSuccess,
  });
  const decide = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReviewDecideBody) => (await callEndpointWithTip(reviewDecideEndpoint, { body })).data,
    onSuccess,
  });
  const declare = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReviewDeclareBody) => (await callEndpointWithTip(reviewDeclareEndpoint, { body })).data,
    onSuccess,
  });
  const opinion = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: ReviewOpinionBody) => (await callEndpointWithTip(reviewOpinionEndpoint, { body })).data,
    onSuccess,
  });
  return { assign, expedite, decide, declare, opinion };
}
