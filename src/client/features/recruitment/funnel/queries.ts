/** Query factories of the recruitment funnel; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type FunnelQuery,
  type ProjectFunnelQuery,
  funnelEndpoint,
  funnelOverviewEndpoint,
} from '../../../../shared/api/recruitment/funnel';
import { callEndpoint } from '../../../lib/http';

export const funnelQueries = {
  project: (projectId: number, query: ProjectFunnelQuery = {}) =>
    queryOptions({
      queryKey: ['staff', 'funnel', projectId, query] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(funnelEndpoint, { params: { projectId }, query, signal })).data,
      placeholderData: keepPreviousData,
    }),
  overview: (query: FunnelQuery = {}) =>
    queryOptions({
      queryKey: ['staff', 'funnel', 'overview', query] as const,
      queryFn: async ({ signal }) => (await callEndpoint(funnelOverviewEndpoint, { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
};
