import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useId, useRef, useState } from 'react';
import type { ProjectSummary } from '../../../../../shared/api/portal/portal';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { EMPTY_FILTERS, type HomeSearch, type SearchFilters } from '../home-search';
import { homeMessages } from '../messages';
import { BannerCarousel } from './banner-carousel';
import { type OfflineResults, ProjectResults } from './project-results';
import { SearchBar } from './search-bar';
import { SiteBrand } from './site-logo';

// Neither is needed for the first paint; each loads on first use (the panel on intent).
const loadPanel = () => import('./advanced-search-panel');
const AdvancedSearchPanel = lazy(loadPanel);
const ProjectInfoDialog = lazy(() => import('./project-info-dialog'));

export interface HomeViewProps {
  search: HomeSearch;
  /** Applies a change to the URL's search; every change but paging goes back to page 1. */
  onSearchChange: (patch: Partial<HomeSearch>) => void;
  /** The project overview shown in the dialog (composed by the route). */
  renderOverview: (projectId: number) => ReactNode;
  /** Set while the device is offline (composed by the route): search the saved projects. */
  offlineResults?: OfflineResults;
}

interface DialogState {
  open: boolean;
  project: ProjectSummary;
  opener: HTMLElement;
}

function filtersOf(search: HomeSearch): SearchFilters {
  const { page: _page, size: _size, keyword: _keyword, ...filters } = search;
  return filters;
}

function useProjectDialog() {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  return {
    dialog,
    open: (project: ProjectSummary, opener: HTMLElement) => setDialog({ open: true, project, opener }),
    close: () => setDialog((current) => current && { ...current, open: false }),
    closed: () => {
      dialog?.opener.focus();
      setDialog(null);
    },
  };
}

export function HomeView({ search, onSearchChange, renderOverview, offlineResults }: HomeViewProps) {
  const t = useMessages(homeMessages);
  useDocumentTitle(t.title);
  const panelId = useId();
  const bannerRef = useRef<HTMLDivElement>(null);
  const advancedButtonRef = useRef<HTMLButtonElement>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { data: info } = useQuery(siteQueries.info());
  const projectDialog = useProjectDialog();

  const collapseAdvanced = () => {
    setAdvancedOpen(false);
    advancedButtonRef.current?.focus();
  };

  return (
    <>
      <SiteBrand />
      <BannerCarousel banners={info?.site.banners} bannerRef={bannerRef} />
      <SearchBar
        keyword={search.keyword}
        onKeywordChange={(keyword) => onSearchChange({ keyword, page: 1 })}
        bannerRef={bannerRef}
        advancedOpen={advancedOpen}
        onToggleAdvanced={() => setAdvancedOpen((open) => !open)}
        advancedButtonRef={advancedButtonRef}
        onAdvancedIntent={() => void loadPanel()}
        panelId={panelId}
      />
      {advancedOpen && (
        <Suspense fallback={<span className="portal-skeleton portal-panel-placeholder" />}>
          <AdvancedSearchPanel
            id={panelId}
            filters={filtersOf(search)}
            onSearch={(filters) => onSearchChange({ ...filters, page: 1 })}
            onReset={() => onSearchChange({ ...EMPTY_FILTERS, page: 1 })}
            onCollapse={collapseAdvanced}
          />
        </Suspense>
      )}
      <h1 className="portal-heading">{t.listHeading}</h1>
      <ProjectResults
        search={search}
        onSearchChange={onSearchChange}
        onOpen={projectDialog.open}
        offlineResults={offlineResults}
      />
      {projectDialog.dialog && (
        <Suspense fallback={null}>
          <ProjectInfoDialog
            open={projectDialog.dialog.open}
            projectId={projectDialog.dialog.project.id}
            onClose={projectDialog.close}
            onClosed={projectDialog.closed}
            renderOverview={renderOverview}
          />
        </Suspense>
      )}
    </>
  );
}
