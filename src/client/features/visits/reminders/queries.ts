/** Query factory of the administrators' job monitor; the key starts with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { jobListEndpoint } from '../../../../shared/api/work';
import { callEndpoint } from '../../../lib/http';

export const jobKeys = { list: () => ['staff', 'jobs'] as const };

export const jobQueries = {
  list: () =>
    queryOptions({
      queryKey: jobKeys.list(),
      queryFn: async ({ signal }) => (await callEndpoint(jobListEndpoint, { signal })).data,
    }),
};
