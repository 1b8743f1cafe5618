/** Query factories of a project's SUSAR and DSUR reports; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type DsurListQuery,
  dsurGetEndpoint,
  dsurLifecycle,
  dsurListEndpoint,
  dsurNextEndpoint,
} from '../../../../shared/api/safety/dsur';
import {
  type SusarListQuery,
  susarGetEndpoint,
  susarLifecycle,
  susarListEndpoint,
} from '../../../../shared/api/safety/susar';
import { saeListEndpoint } from '../../../../shared/api/safety/sae';
import { callEndpoint } from '../../../lib/http';

/** The form's pickers offer at most this many subjects, SAE reports and first SUSAR reports. */
const CHOICES = 100;

export type PvKind = 'susar' | 'dsur';

export const pvKeys = { of: (kind: PvKind, projectId: number) => ['staff', kind, projectId] as const };

const LIFECYCLE = { susar: susarLifecycle, dsur: dsurLifecycle } as const;

export const pvQueries = {
  susarList: (projectId: number, query: SusarListQuery) =>
    queryOptions({
      queryKey: [...pvKeys.of('susar', projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(susarListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  susar: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...pvKeys.of('susar', projectId), 'one', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(susarGetEndpoint, { params: { projectId, id }, signal })).data,
    }),
  dsurList: (projectId: number, query: DsurListQuery) =>
    queryOptions({
      queryKey: [...pvKeys.of('dsur', projectId), 'list', query] as const,
      queryFn: async ({ signal }) => callEndpoint(dsurListEndpoint, { params: { projectId }, query, signal }),
      placeholderData: keepPreviousData,
    }),
  dsur: (projectId: number, id: number) =>
    queryOptions({
      queryKey: [...pvKeys.of('dsur', projectId), 'one', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(dsurGetEndpoint, { params: { projectId, id }, signal })).data,
    }),
  nextDsur: (projectId: number) =>
    queryOptions({
      queryKey: [...pvKeys.of('dsur', projectId), 'next'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(dsurNextEndpoint, { params: { projectId }, signal })).data,
    }),
  revisions: (kind: PvKind, projectId: number, id: number) =>
    queryOptions({
      queryKey: [...pvKeys.of(kind, projectId), 'revisions', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(LIFECYCLE[kind].revisions, { params: { projectId, id }, signal })).data,
    }),
  signatures: (kind: PvKind, projectId: number, id: number) =>
    queryOptions({
      queryKey: [...pvKeys.of(kind, projectId), 'signatures', id] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(LIFECYCLE[kind].signatures, { params: { projectId, id }, signal })).data,
    }),
  /** What a SUSAR can refer to: its SAE reports, its submitted first SUSAR reports (subjects: the subject picker). */
  susarChoices: (projectId: number) =>
    queryOptions({
      queryKey: [...pvKeys.of('susar', projectId), 'choices'] as const,
      queryFn: async ({ signal }) => {
        const page = { offset: 0, limit: CHOICES };
        const [saes, firsts] = await Promise.all([
          callEndpoint(saeListEndpoint, { params: { projectId }, query: page, signal }),
          callEndpoint(susarListEndpoint, { params: { projectId }, query: { ...page, status: 'submitted' }, signal }),
        ]);
        return {
          saes: saes.rows.map((row) => ({ id: row.id, reportNo: row.reportNo, term: row.aeTerm })),
          firsts: firsts.rows
            .filter((row) => row.reportType === 'first')
            .map((row) => ({ id: row.id, label: `${row.reportNo ?? row.id} · ${row.reaction}` })),
        };
      },
    }),
};
