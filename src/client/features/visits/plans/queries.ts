/** Query factories of a project's visit plans; keys start with 'staff' (memory only, never persisted). */
import { queryOptions } from '@tanstack/react-query';
import { visitPlanDetailEndpoint, visitPlanListEndpoint } from '../../../../shared/api/visits/plans';
import { callEndpoint } from '../../../lib/http';

export const visitPlanKeys = {
  list: (projectId: number) => ['staff', 'visitPlans', projectId] as const,
  version: (projectId: number, id: number) => ['staff', 'visitPlanVersion', projectId, id] as const,
};

export const visitPlanQueries = {
  list: (projectId: number) =>
    queryOptions({
      queryKey: visitPlanKeys.list(projectId),
      queryFn: async ({ signal }) =>
        (await callEndpoint(visitPlanListEndpoint, { params: { projectId }, signal })).data,
    }),
  version: (projectId: number, id: number) =>
    queryOptions({
      queryKey: visitPlanKeys.version(projectId, id),
      queryFn: async ({ signal }) =>
        (await callEndpoint(visitPlanDetailEndpoint, { params: { projectId, id }, signal })).data,
    }),
};
