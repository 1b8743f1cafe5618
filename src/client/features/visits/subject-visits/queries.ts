/** Query factories of subjects' visits; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { subjectVisitCalendarEndpoint } from '../../../../shared/api/visits/subject-visits';
import { subjectVisitPredictEndpoint } from '../../../../shared/api/visits/visit-prediction';
import { subjectListEndpoint } from '../../../../shared/api/recruitment';
import { reminderConsentGetEndpoint, reminderDaysEndpoint } from '../../../../shared/api/work';
import { callEndpoint } from '../../../lib/http';

/** The picker offers the first page of the project's subjects by number (a site's enrolled cohort fits). */
const PICKER_LIMIT = 100;

export const subjectVisitKeys = { of: (projectId: number) => ['staff', 'subjectVisits', projectId] as const };

export const subjectVisitQueries = {
  subjects: (projectId: number) =>
    queryOptions({
      queryKey: [...subjectVisitKeys.of(projectId), 'subjects'] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(subjectListEndpoint, {
            params: { projectId },
            query: { offset: 0, limit: PICKER_LIMIT, validity: 'valid', sort: 'subjectNumber', order: 'asc' },
            signal,
          })
        ).rows,
    }),
  calendar: (projectId: number, subjectId: number) =>
    queryOptions({
      queryKey: [...subjectVisitKeys.of(projectId), 'calendar', subjectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectVisitCalendarEndpoint, { params: { projectId, subjectId }, signal })).data,
    }),
  predict: (projectId: number, anchorDate: string) =>
    queryOptions({
      queryKey: [...subjectVisitKeys.of(projectId), 'predict', anchorDate] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(subjectVisitPredictEndpoint, { params: { projectId }, query: { anchorDate }, signal }))
          .data,
    }),
  reminderConsent: (projectId: number, subjectId: number) =>
    queryOptions({
      queryKey: [...subjectVisitKeys.of(projectId), 'reminderConsent', subjectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(reminderConsentGetEndpoint, { params: { projectId, subjectId }, signal })).data,
    }),
  reminderDays: (projectId: number) =>
    queryOptions({
      queryKey: [...subjectVisitKeys.of(projectId), 'reminderDays'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(reminderDaysEndpoint, { params: { projectId }, signal })).data,
    }),
};
