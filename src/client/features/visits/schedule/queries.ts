/** Query factories of the visit schedule and summary; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type VisitScheduleQuery,
  visitDayListEndpoint,
  visitScheduleEndpoint,
  visitSummaryEndpoint,
} from '../../../../shared/api/visits/schedule';
import { callEndpoint } from '../../../lib/http';

export const visitScheduleQueries = {
  schedule: (query: VisitScheduleQuery) =>
    queryOptions({
      queryKey: ['staff', 'visitSchedule', 'range', query] as const,
      queryFn: async ({ signal }) => (await callEndpoint(visitScheduleEndpoint, { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
  day: (date: string, projectId?: number) =>
    queryOptions({
      queryKey: ['staff', 'visitSchedule', 'day', date, projectId] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(visitDayListEndpoint, { query: { date, projectId }, signal })).data,
    }),
  summary: (projectId: number) =>
    queryOptions({
      queryKey: ['staff', 'visitSchedule', 'summary', projectId] as const,
      queryFn: async ({ signal }) => (await callEndpoint(visitSummaryEndpoint, { params: { projectId }, signal })).data,
    }),
};
