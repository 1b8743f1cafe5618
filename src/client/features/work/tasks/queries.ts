/** Query factories of the task inbox; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TaskInboxQuery, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { callEndpoint } from '../../../lib/http';

export const taskQueries = {
  all: ['staff', 'tasks'] as const,
  inbox: (query: TaskInboxQuery) =>
    queryOptions({
      queryKey: [...taskQueries.all, 'inbox', query] as const,
      queryFn: async ({ signal }) => (await callEndpoint(taskInboxEndpoint, { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
};
