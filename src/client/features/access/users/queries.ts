/**
 * Query factories of user management. Keys start with 'staff' (memory only, cleared on
 * sign-out). Role and project options feed the filters and the role assignment dialog;
 * both are declared for page UserManage, so whoever sees this page can read them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectOptionsEndpoint } from '../../../../shared/api/study';
import { roleOptionsEndpoint } from '../../../../shared/api/access/roles';
import { type UserListQuery, userDetailEndpoint, userListEndpoint } from '../../../../shared/api/access/users';
import { callEndpoint } from '../../../lib/http';

const OPTIONS_STALE_MS = 5 * 60 * 1000;
const PROJECT_OPTIONS_LIMIT = 20;

export const userKeys = {
  all: () => ['staff', 'users'] as const,
  lists: () => ['staff', 'users', 'list'] as const,
  detail: (id: number) => ['staff', 'users', 'detail', id] as const,
};

export const userQueries = {
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userKeys.lists(), query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(userListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: userKeys.detail(id),
      queryFn: async ({ signal }) => (await callEndpoint(userDetailEndpoint, { params: { id }, signal })).data,
    }),
  /** Every role, by id, for filters and assignment. */
  roleOptions: () =>
    queryOptions({
      queryKey: ['staff', 'users', 'role-options'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(roleOptionsEndpoint, { signal })).data,
      staleTime: OPTIONS_STALE_MS,
    }),
  /** Projects whose name or acceptance number holds `keyword`, newest first, in any recruitment status. */
  projectOptions: (keyword: string) =>
    queryOptions({
      queryKey: ['staff', 'users', 'project-options', keyword] as const,
      queryFn: async ({ signal }) => {
        const query = { limit: PROJECT_OPTIONS_LIMIT, ...(keyword && { keyword }) };
        return (await callEndpoint(projectOptionsEndpoint, { query, signal })).data;
      },
      staleTime: OPTIONS_STALE_MS,
      placeholderData: keepPreviousData,
    }),
};
