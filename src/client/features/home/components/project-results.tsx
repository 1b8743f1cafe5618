import { useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../shared/api/portal';
import { NEW_PROJECT_WINDOW_MS } from '../../../../shared/domain/constants';
import { siteQueries } from '../../../lib/site-queries';
import { PaginationBar } from '../../../ui/pagination-bar';
import { type HomeSearch, pageForSize, toProjectSearch } from '../home-search';
import { projectListQueries } from '../queries';
import { ProjectList } from './project-list';

export interface ProjectResultsProps {
  search: HomeSearch;
  onSearchChange: (patch: Partial<HomeSearch>) => void;
  onOpen: (project: ProjectSummary, opener: HTMLElement) => void;
}

/** One page of the search's results and the pager under it. */
export function ProjectResults({ search, onSearchChange, onOpen }: ProjectResultsProps) {
  const { data: info } = useQuery(siteQueries.info());
  const { data: dictionaries } = useQuery(siteQueries.dictionaries());
  const list = useQuery(projectListQueries.page(toProjectSearch(search)));
  return (
    <>
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
          page={search.page}
          pageSize={search.size}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(size) => onSearchChange({ size, page: pageForSize(search.page, search.size, size) })}
        />
      )}
    </>
  );
}
