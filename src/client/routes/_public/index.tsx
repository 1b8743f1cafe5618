import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { lazy } from 'react';
import { SITE_CONFIG_KEYS } from '../../../shared/domain/constants';
import { HomeView } from '../../features/portal/home/components/home-view';
import {
  DEFAULT_HOME_SEARCH,
  type HomeSearch,
  toProjectSearch,
  validateHomeSearch,
} from '../../features/portal/home/home-search';
import { projectListQueries } from '../../features/portal/home/queries';
import { SavedResultsNote } from '../../features/portal/offline/components/saved-results-note';
import { useIsOffline } from '../../features/portal/offline/connectivity';
import { offlineQueries } from '../../features/portal/offline/queries';
import { siteQueries } from '../../lib/site-queries';

// The overview (QR code, doctors table) is only needed once a project dialog opens.
const ProjectOverview = lazy(async () => ({
  default: (await import('../../features/portal/project/components/project-overview')).ProjectOverview,
}));

export const Route = createFileRoute('/_public/')({
  validateSearch: (raw: Partial<Record<keyof HomeSearch, unknown>> & SearchSchemaInput) => validateHomeSearch(raw),
  // Defaults stay out of the URL: '/' is page 1, 10 rows, recruiting projects.
  search: { middlewares: [stripSearchParams(DEFAULT_HOME_SEARCH)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient }, deps: { search } }) => {
    // Started, not awaited: the banner and the search bar paint at once, skeleton cards
    // hold the list's place, and typing never waits for (or unmounts on) a slow answer.
    // Failures show in the list (useQuery) and through the response-handling layer.
    void queryClient.ensureQueryData(projectListQueries.page(toProjectSearch(search))).catch(() => undefined);
    void queryClient.prefetchQuery(siteQueries.dictionaries());
    void queryClient.prefetchQuery(siteQueries.configByKey(SITE_CONFIG_KEYS.shfy));
    void queryClient.prefetchQuery(siteQueries.configByKey(SITE_CONFIG_KEYS.ndey));
  },
  component: HomePage,
});

function HomePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const offline = useIsOffline();
  // Offline, the list searches the projects saved on this device instead of the server.
  const saved = useQuery({ ...offlineQueries.savedSearch(toProjectSearch(search)), enabled: offline });
  return (
    <HomeView
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      renderOverview={(projectId) => <ProjectOverview projectId={projectId} headingLevel={2} />}
      offlineResults={offline ? { result: saved, note: <SavedResultsNote /> } : undefined}
    />
  );
}
