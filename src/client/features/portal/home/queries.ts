/** Query factories of the home page: one page of the project list for a search. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProjectSearch, type ProjectSummary, projectListEndpoint } from '../../../../shared/api/portal/portal';
import { callEndpoint } from '../../../lib/http';

export const projectListQueries = {
  all: () => ['projects', 'list'] as const,
  page: (search: ProjectSearch) =>
    queryOptions({
      queryKey: [...projectListQueries.all(), search] as const,
      queryFn: async ({ signal }) => {
        const { rows, total, totalApproximate } = await callEndpoint(projectListEndpoint, { body: search, signal });
        return totalApproximate ? { rows, total, totalApproximate } : { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
};

export interface ProjectPage {
  rows: ProjectSummary[];
  total: number;
  /** The total is the server's estimate (a common two-character keyword): shown as 'about N'. */
  totalApproximate?: true;
}
