/** Query factories of a project's adverse events; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AeListQuery, aeGetEndpoint, aeLifecycle, aeListEndpoint } from '../../../../shared/api/safety/ae';
import { callEndpoint } from '../../../lib/http';

export const aeKeys = { of: (projectId: number) => ['staff', 'ae', projectId] as const };

export const aeQueries = {
  list: (projectId: number, query: AeListQuery) =>
    queryOptions({
      queryKey: [...aeKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(aeListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...aeKeys.of(projectId), 'detail', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(aeGetEndpoint, { params: { projectId, id }, signal })).data,
    }),
  revisions: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...aeKeys.of(projectId), 'revisions', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(aeLifecycle.revisions, { params: { projectId, id }, signal })).data,
    }),
  signatures: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...aeKeys.of(projectId), 'signatures', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(aeLifecycle.signatures, { params: { projectId, id }, signal })).data,
    }),
  revision: (projectId: number, id: number, revision: number) =>
    queryOptions({
      queryKey: [...aeKeys.of(projectId), 'revision', id, revision] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(aeLifecycle.revision, { params: { projectId, id, revision }, signal })).data,
    }),
};
