/** The document search's query; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DocumentSearchQuery, documentSearchEndpoint } from '../../../../shared/api/documents/search';
import { callEndpoint } from '../../../lib/http';

export const documentSearchQueries = {
  page: (query: DocumentSearchQuery) =>
    queryOptions({
      queryKey: ['staff', 'document-search', query] as const,
      queryFn: async ({ signal }) => callEndpoint(documentSearchEndpoint, { query, signal }),
      placeholderData: keepPreviousData,
    }),
};
