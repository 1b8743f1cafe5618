/** Query factories of a project's milestones; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { milestoneListEndpoint } from '../../../../shared/api/study/milestones';
import { callEndpoint } from '../../../lib/http';

export const milestoneKeys = { of: (projectId: number) => ['staff', 'milestones', projectId] as const };

export const milestoneQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: milestoneKeys.of(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(milestoneListEndpoint, { params: { projectId }, signal })).data,
    }),
};
