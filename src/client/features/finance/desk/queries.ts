/** The finance desk's query: every project one may open with its figures; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DeskQuery, deskEndpoint } from '../../../../shared/api/finance/summary';
import { callEndpoint } from '../../../lib/http';

export const deskQueries = {
  page: (query: DeskQuery) =>
    queryOptions({
      queryKey: ['staff', 'finance-desk', query] as const,
      queryFn: async ({ signal }) => callEndpoint(deskEndpoint, { query, signal }),
      placeholderData: keepPreviousData,
    }),
};
