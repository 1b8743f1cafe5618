/** Query factories of the workbench; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { workbenchEndpoint } from '../../../../shared/api/work/workbench';
import { callEndpoint } from '../../../lib/http';

export const workbenchQueries = {
  all: ['staff', 'workbench'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...workbenchQueries.all, 'mine'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(workbenchEndpoint, { signal })).data,
    }),
};
