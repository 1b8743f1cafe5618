/** Query factories of dictionary administration; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { dictEntriesEndpoint, dictListEndpoint } from '../../../../shared/api/study/dict-admin';
import { callEndpoint } from '../../../lib/http';

export const dictAdminKeys = { all: () => ['staff', 'dictionaries'] as const };

export const dictAdminQueries = {
  list: () =>
    queryOptions({
      queryKey: [...dictAdminKeys.all(), 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(dictListEndpoint, { signal })).data,
    }),
  entries: (code: string) =>
    queryOptions({
      queryKey: [...dictAdminKeys.all(), 'entries', code] as const,
      queryFn: async ({ signal }) => (await callEndpoint(dictEntriesEndpoint, { params: { code }, signal })).data,
    }),
};
