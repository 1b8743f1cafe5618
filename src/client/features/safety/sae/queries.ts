/** Query factories of a project's SAE reports; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { aeGetEndpoint, aeListEndpoint } from '../../../../shared/api/safety/ae';
import {
  type SaeListQuery,
  saeAssigneesEndpoint,
  saeGetEndpoint,
  saeLifecycle,
  saeListEndpoint,
} from '../../../../shared/api/safety/sae';
import { saePrintEndpoint } from '../../../../shared/api/safety/sae-print';
import { callEndpoint } from '../../../lib/http';

export const saeKeys = { of: (projectId: number) => ['staff', 'sae', projectId] as const };

export const saeQueries = {
  list: (projectId: number, query: SaeListQuery) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(saeListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  one: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'one', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(saeGetEndpoint, { params: { projectId, id }, signal })).data,
    }),
  revisions: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'revisions', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(saeLifecycle.revisions, { params: { projectId, id }, signal })).data,
    }),
  signatures: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'signatures', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(saeLifecycle.signatures, { params: { projectId, id }, signal })).data,
    }),
  /** The report as printed (CIOMS I). */
  print: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'print', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(saePrintEndpoint, { params: { projectId, id }, signal })).data,
    }),
  assignees: (projectId: number) =>
    queryOptions({
      queryKey: [...saeKeys.of(projectId), 'assignees'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(saeAssigneesEndpoint, { params: { projectId }, signal })).data,
      staleTime: 60_000,
    }),
  /** The AE a new report is made from (prefill). */
  ae: (projectId: number, id: number) =>
    queryOptions({
      queryKey: ['staff', 'sae-ae', projectId, id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(aeGetEndpoint, { params: { projectId, id }, signal })).data,
    }),
  /** The project's AEs that need an SAE report (serious, or by the rules): what a new report is made from. */
  aeOptions: (projectId: number) =>
    queryOptions({
      queryKey: ['staff', 'sae-ae', projectId, 'serious'] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(aeListEndpoint, {
            params: { projectId },
            query: { saeRequired: true, offset: 0, limit: 100 },
            signal,
          })
        ).rows,
    }),
};
