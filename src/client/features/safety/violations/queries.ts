/** Query factories of a project's protocol violations; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type ViolationListQuery,
  violationListEndpoint,
  violationPendingVisitsEndpoint,
} from '../../../../shared/api/safety/violations';
import { callEndpoint } from '../../../lib/http';

export const violationKeys = { of: (projectId: number) => ['staff', 'violations', projectId] as const };

/** The most subjects the form's picker offers at once (the server's page limit). */

export const violationQueries = {
  list: (projectId: number, query: ViolationListQuery) =>
    queryOptions({
      queryKey: [...violationKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(violationListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  pending: (projectId: number) =>
    queryOptions({
      queryKey: [...violationKeys.of(projectId), 'pending'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(violationPendingVisitsEndpoint, { params: { projectId }, signal })).data,
    }),
};
