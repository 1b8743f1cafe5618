/**
 * The public portal's frame (a pathless layout: it adds nothing to the URL): the app bar
 * with the site name, the offline banner and header actions, the kiosk frame and the
 * update watcher, around the home and project detail pages. Plain HTML styled by
 * portal.css: the home page hydrates without MUI.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { projectListQueries } from '../features/portal/home/queries';
import { KioskFrame } from '../features/portal/offline/components/kiosk-frame';
import { OfflineBanner } from '../features/portal/offline/components/offline-banner';
import { OfflineHeaderActions } from '../features/portal/offline/components/offline-header-actions';
import { UpdateWatcher } from '../features/portal/offline/components/update-watcher';
import { projectQueries } from '../features/portal/project/queries';
import { siteQueries } from '../lib/site-queries';
import { LanguageSwitch } from '../ui/language-switch';

export const Route = createFileRoute('/_public')({
  // Not split: the frame paints with the entry, as it did from the root, instead of a
  // separate chunk that costs the home page ~5 KB of duplicated module glue.
  codeSplitGroupings: [],
  component: PublicLayout,
});

/** The project queries 'save for offline' fills, so saved data sits under the usual keys. */
const savedProjectQueries = {
  listPage: projectListQueries.page,
  detail: projectQueries.detail,
  outpatients: projectQueries.outpatients,
  selfCheck: projectQueries.selfCheck,
};

function PublicLayout() {
  const { data: siteInfo } = useQuery(siteQueries.info());
  return (
    <KioskFrame>
      <header className="portal-bar">
        <div className="portal-bar-row">
          <p className="portal-site-name">{siteInfo?.site.siteName ?? '\u00a0'}</p>
          <OfflineHeaderActions factories={savedProjectQueries} />
          <LanguageSwitch />
        </div>
      </header>
      <OfflineBanner />
      <main className="portal-main">
        <div className="portal-container">
          <Outlet />
        </div>
      </main>
      <UpdateWatcher />
    </KioskFrame>
  );
}
