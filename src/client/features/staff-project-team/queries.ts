/** Query factories of a project's team; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { projectMembersEndpoint } from '../../../shared/api/project-team';
import { callEndpoint } from '../../lib/http';

export const projectTeamQueries = {
  members: (projectId: number) =>
    queryOptions({
      queryKey: ['staff', 'project-team', projectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectMembersEndpoint, { params: { projectId }, signal })).data,
    }),
};
