/** Query factories of the organization tree; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { type OrgNode, orgTreeEndpoint } from '../../../../shared/api/access/orgs';
import { callEndpoint } from '../../../lib/http';

export const orgKeys = { all: () => ['staff', 'orgs'] as const };

export const orgQueries = {
  tree: () =>
    queryOptions({
      queryKey: [...orgKeys.all(), 'tree'] as const,
      // Inferred level by level from the contract; read as the one recursive OrgNode type.
      queryFn: async ({ signal }): Promise<OrgNode[]> => (await callEndpoint(orgTreeEndpoint, { signal })).data,
    }),
};
