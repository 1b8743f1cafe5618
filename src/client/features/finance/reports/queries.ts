/** Query factories of a project's finance reports; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReportQuery, financeReportEndpoint } from '../../../../shared/api/finance/reports';
import { callEndpoint } from '../../../lib/http';

export const reportQueries = {
  report: (projectId: number, query: ReportQuery) =>
    queryOptions({
      queryKey: ['staff', 'finance-reports', projectId, query] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(financeReportEndpoint, { params: { projectId }, query, signal })).data,
      placeholderData: keepPreviousData,
    }),
};
