/**
 * Query factories of a project's candidate patients. Keys start with 'staff' (memory only,
 * never persisted): a patient's record is personal and health data and is never kept on
 * the device; it is also dropped from memory as soon as no page shows it (gcTime 0).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type PatientListQuery,
  patientDetailEndpoint,
  patientListEndpoint,
} from '../../../../shared/api/recruitment/candidates';
import { patientImportHistoryEndpoint } from '../../../../shared/api/recruitment/candidate-import';
import { callEndpoint } from '../../../lib/http';

export const candidateKeys = {
  all: (projectId: number) => ['staff', 'candidates', projectId] as const,
  list: (projectId: number, query: PatientListQuery) => ['staff', 'candidates', projectId, 'list', query] as const,
  record: (projectId: number, id: number) => ['staff', 'candidates', projectId, 'record', id] as const,
  imports: (projectId: number) => ['staff', 'candidates', projectId, 'imports'] as const,
};

export const candidateQueries = {
  list: (projectId: number, query: PatientListQuery) =>
    queryOptions({
      queryKey: candidateKeys.list(projectId, query),
      queryFn: async ({ signal }) => callEndpoint(patientListEndpoint, { params: { projectId }, query, signal }),
    }),
  record: (projectId: number, id: number) =>
    queryOptions({
      queryKey: candidateKeys.record(projectId, id),
      queryFn: async ({ signal }) =>
        (await callEndpoint(patientDetailEndpoint, { params: { projectId, id }, signal })).data,
      // Each view is audited on the server; a copy must not outlive the page showing it.
      gcTime: 0,
      staleTime: 0,
    }),
  imports: (projectId: number) =>
    queryOptions({
      queryKey: candidateKeys.imports(projectId),
      queryFn: async ({ signal }) =>
        callEndpoint(patientImportHistoryEndpoint, { params: { projectId }, query: { offset: 0, limit: 50 }, signal }),
    }),
};
