/** Saving and deleting a project's milestones; the project's list is fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MilestoneDeleteBody,
  type MilestoneSaveBody,
  milestoneDeleteEndpoint,
  milestoneSaveEndpoint,
} from '../../../../shared/api/study/milestones';
import { callEndpointWithTip } from '../../../lib/http';
import { milestoneKeys } from './queries';

export function useMilestoneActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: milestoneKeys.of(projectId) });
  const save = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: MilestoneSaveBody) => (await callEndpointWithTip(milestoneSaveEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: MilestoneDeleteBody) =>
      (await callEndpointWithTip(milestoneDeleteEndpoint, { body })).data,
    onSuccess,
  });
  return { save, remove };
}
