/** Query factories of role management; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/contract/endpoint';
import { permissionCatalogueEndpoint, roleDetailEndpoint, roleListEndpoint } from '../../../../shared/api/access/roles';
import { callEndpoint } from '../../../lib/http';

export const roleKeys = {
  all: () => ['staff', 'roles'] as const,
  detail: (id: number) => ['staff', 'roles', 'detail', id] as const,
};

export const roleQueries = {
  list: (query: QueryOf<typeof roleListEndpoint>) =>
    queryOptions({
      queryKey: [...roleKeys.all(), 'list', query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(roleListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: roleKeys.detail(id),
      queryFn: async ({ signal }) => (await callEndpoint(roleDetailEndpoint, { params: { id }, signal })).data,
    }),
  /** The server's catalogue of pages and buttons (changes only with a release). */
  catalogue: () =>
    queryOptions({
      queryKey: ['staff', 'permission-catalogue'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(permissionCatalogueEndpoint, { signal })).data,
      staleTime: Infinity,
    }),
};
