/** The quality dashboard's query; its key starts with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { qualityDashboardEndpoint } from '../../../../shared/api/quality/dashboard';
import { callEndpoint } from '../../../lib/http';

export const dashboardQueries = {
  of: (projectId: number) =>
    queryOptions({
      queryKey: ['staff', 'quality-dashboard', projectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(qualityDashboardEndpoint, { params: { projectId }, signal })).data,
    }),
};
