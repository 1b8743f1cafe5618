/** Setting a member's roles in the project (none: off the team), then re-reading the team. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSaveEndpoint } from '../../../../shared/api/study/project-team';
import { callEndpointWithTip } from '../../../lib/http';
import { projectTeamKeys } from './queries';

export function useSaveMember(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: { userId: number; roleIds: number[] }) =>
      (await callEndpointWithTip(teamMemberSaveEndpoint, { body: { projectId, ...body } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTeamKeys.members(projectId) }),
  });
}
