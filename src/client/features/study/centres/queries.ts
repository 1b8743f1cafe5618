/** Query factories of a project's research centres; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { centreListEndpoint, centreOptionsEndpoint } from '../../../../shared/api/study/centres';
import { callEndpoint } from '../../../lib/http';

export const centreKeys = {
  all: (projectId: number) => ['staff', 'centres', projectId] as const,
  list: (projectId: number) => ['staff', 'centres', projectId, 'list'] as const,
  options: (projectId: number) => ['staff', 'centres', projectId, 'options'] as const,
};

export const centreQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: centreKeys.list(projectId),
      queryFn: async ({ signal }) => (await callEndpoint(centreListEndpoint, { params: { projectId }, signal })).data,
    }),
  /** The centres a subject can be enrolled at (page TrialSubjects). */
  options: (projectId: number) =>
    queryOptions({
      queryKey: centreKeys.options(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(centreOptionsEndpoint, { params: { projectId }, signal })).data,
    }),
};
