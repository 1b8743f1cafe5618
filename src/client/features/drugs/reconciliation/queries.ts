/** A project's drug accountability and its logs; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { reconciliationEndpoint } from '../../../../shared/api/drugs/reconciliation';
import { callEndpoint } from '../../../lib/http';

export const reconciliationKeys = { of: (projectId: number) => ['staff', 'drug-reconciliation', projectId] as const };

export const reconciliationQueries = {
  batches: (projectId: number) =>
    queryOptions({
      queryKey: [...reconciliationKeys.of(projectId), 'batches'] as const,
      queryFn: async ({ signal }) =>
        (await callEndpoint(reconciliationEndpoint, { params: { projectId }, signal })).rows,
    }),
};
