import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProjectSummary } from '../../../../../shared/api/portal/portal';
import { NEW_PROJECT_WINDOW_MS } from '../../../../../shared/domain/constants';
import { format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { type HomeSearch, pageForSize, toProjectSearch } from '../home-search';
import { homeMessages } from '../messages';
import { type ProjectPage, projectListQueries } from '../queries';
import { ProjectList } from './project-list';

export interface ProjectResultsProps {
  search: HomeSearch;
  onSearchChange: (patch: Partial<HomeSearch>) => void;
  onOpen: (project: ProjectSummary, opener: HTMLElement) => void;
  /** While offline: results from the projects saved on this device, under a note saying so. */
  offlineResults?: OfflineResults;
}

export interface OfflineResults {
  result: UseQueryResult<ProjectPage>;
  note: ReactNode;
}

/** One page of the search's results and the pager under it. */
export function ProjectResults({ search, onSearchChange, onOpen, offlineResults }: ProjectResultsProps) {
  const t = useMessages(homeMessages);
  const { data: info } = useQuery(siteQueries.info());
  const { data: dictionaries } = useQuery(siteQueries.dictionaries());
  const online = useQuery({ ...projectListQueries.page(toProjectSearch(search)), enabled: !offlineResults });
  // Until the saved search has answered, the page on screen stays (no flash of skeletons).
  const list = offlineResults?.result.data !== undefined ? offlineResults.result : online;
  return (
    <>
      {offlineResults?.note}
      <ProjectList
        rows={list.data?.rows}
        refreshing={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        dictionaries={dictionaries}
        newWindowMs={info?.site.newWindowMs ?? NEW_PROJECT_WINDOW_MS}
        onOpen={onOpen}
      />
      {list.data && list.data.total > 0 && (
        <PaginationBar
          total={list.data.total}
          totalText={list.data.totalApproximate ? format(t.aboutTotal, { total: list.data.total }) : undefined}
          page={search.page}
          pageSize={search.size}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(size) => onSearchChange({ size, page: pageForSize(search.page, search.size, size) })}
        />
      )}
    </>
  );
}
