/**
 * Query factories of user management. Keys start with 'staff' (memory only, cleared on
 * sign-out). Role and project options feed the filters and the role assignment dialog.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectListEndpoint } from '../../../shared/api/portal';
import { roleListEndpoint } from '../../../shared/api/roles';
import { type UserListQuery, userDetailEndpoint, userListEndpoint } from '../../../shared/api/users';
import { callEndpoint } from '../../lib/http';

const OPTIONS_STALE_MS = 5 * 60 * 1000;

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
  /** Every role (the list endpoint's largest page), for filters and assignment. */
  roleOptions: () =>
    queryOptions({
      queryKey: ['staff', 'users', 'role-options'] as const,
      queryFn: async ({ signal }) => {
        const { rows } = await callEndpoint(roleListEndpoint, { query: { offset: 0, limit: 100 }, signal });
        return rows.map(({ id, code, name }) => ({ id, code, name }));
      },
      staleTime: OPTIONS_STALE_MS,
    }),
  /** Projects matching a name, for the project role assignment (all recruitment states). */
  projectOptions: (name: string) =>
    queryOptions({
      queryKey: ['staff', 'users', 'project-options', name] as const,
      queryFn: async ({ signal }) => {
        const body = { offset: 0, limit: 20, recruitStatus: '', ...(name && { name }) };
        const { rows } = await callEndpoint(projectListEndpoint, { body, signal });
        return rows.map(({ id, name: projectName }) => ({ id, name: projectName }));
      },
      staleTime: OPTIONS_STALE_MS,
      placeholderData: keepPreviousData,
    }),
};
