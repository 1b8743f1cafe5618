/** Query factories of the directory templates; keys start with 'staff' (memory only). */
import { queryOptions } from '@tanstack/react-query';
import { templateListEndpoint, templateVersionEndpoint } from '../../../../shared/api/documents/templates';
import { callEndpoint } from '../../../lib/http';

export const templateQueries = {
  list: () =>
    queryOptions({
      queryKey: ['staff', 'document-templates', 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(templateListEndpoint, { signal })).data,
    }),
  version: (id: number) =>
    queryOptions({
      queryKey: ['staff', 'document-templates', 'version', id] as const,
      queryFn: async ({ signal }) => (await callEndpoint(templateVersionEndpoint, { params: { id }, signal })).data,
    }),
};
