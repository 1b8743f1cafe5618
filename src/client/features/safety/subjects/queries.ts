/**
 * The subject pickers' search: a page of the project's subjects whose number or initials
 * match what the user types, searched on the server (a project may have thousands).
 * Keys start with 'staff' (memory only).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { subjectListEndpoint } from '../../../../shared/api/recruitment';
import { callEndpoint } from '../../../lib/http';

/** Matches shown at once: enough to pick from, few enough to read; typing narrows them. */
export const SUBJECT_MATCHES = 20;

export const subjectPickerQueries = {
  search: (projectId: number, keyword: string, validOnly: boolean) =>
    queryOptions({
      queryKey: ['staff', 'subjects', projectId, 'pick', { keyword, validOnly }] as const,
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(subjectListEndpoint, {
            params: { projectId },
            query: {
              offset: 0,
              limit: SUBJECT_MATCHES,
              sort: 'subjectNumber',
              order: 'asc',
              ...(keyword ? { keyword } : {}),
              ...(validOnly ? { validity: 'valid' as const } : {}),
            },
            signal,
          })
        ).rows,
      placeholderData: keepPreviousData,
    }),
};
