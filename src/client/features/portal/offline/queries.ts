/**
 * Query factories of the offline feature. A search over the saved projects lives under
 * ['offline', ...], which is not on the public allow-list: it is computed from the saved
 * data on every use and never persisted itself.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProjectSearch } from '../../../../shared/api/portal/portal';
import { searchSavedProjects } from '../../../lib/offline-projects';

export const offlineQueries = {
  savedSearch: (search: ProjectSearch) =>
    queryOptions({
      queryKey: ['offline', 'saved-projects', search] as const,
      queryFn: ({ client }) => searchSavedProjects(client, search),
      networkMode: 'always',
      staleTime: 0,
      gcTime: 0,
    }),
};
