/** Query factory of the visit calendar subscription's state; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { visitFeedStateEndpoint } from '../../../../shared/api/visits/feed';
import { callEndpoint } from '../../../lib/http';

export const visitFeedQueries = {
  state: () =>
    queryOptions({
      queryKey: ['staff', 'visitSchedule', 'feed'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(visitFeedStateEndpoint, { signal })).data,
    }),
};
