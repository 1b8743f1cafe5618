/** Query factories of one project: its detail and its outpatient doctors. */
import { queryOptions } from '@tanstack/react-query';
import { projectDetailEndpoint, projectOutpatientsEndpoint } from '../../../shared/api/portal';
import { callEndpoint } from '../../lib/http';

export const projectQueries = {
  detail: (projectId: number) =>
    queryOptions({
      queryKey: ['projects', 'detail', projectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectDetailEndpoint, { params: { id: projectId }, signal })).data,
    }),
  outpatients: (projectId: number) =>
    queryOptions({
      queryKey: ['projects', 'outpatients', projectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(projectOutpatientsEndpoint, { params: { projectId }, signal })).data,
    }),
};
