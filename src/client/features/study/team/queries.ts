/** Query factories of a project's team; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  projectMembersEndpoint,
  teamCandidatesEndpoint,
  teamRoleOptionsEndpoint,
} from '../../../../shared/api/study/project-team';
import { callEndpoint } from '../../../lib/http';

export const projectTeamKeys = {
  members: (projectId: number) => ['staff', 'project-team', projectId] as const,
};

export const projectTeamQueries = {
  members: (projectId: number) =>
    queryOptions({
      queryKey: projectTeamKeys.members(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectMembersEndpoint, { params: { projectId }, signal })).data,
    }),
  candidates: (projectId: number, keyword: string) =>
    queryOptions({
      queryKey: ['staff', 'project-team', projectId, 'candidates', keyword] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(teamCandidatesEndpoint, {
            params: { projectId },
            query: keyword ? { keyword } : {},
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  roleOptions: (projectId: number) =>
    queryOptions({
      queryKey: ['staff', 'project-team', projectId, 'roles'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(teamRoleOptionsEndpoint, { params: { projectId }, signal })).data,
    }),
};
