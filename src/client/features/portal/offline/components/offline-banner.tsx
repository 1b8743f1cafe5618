import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { format, useMessages } from '../../../../lib/i18n';
import { useIsOffline, useLastSyncedAt } from '../connectivity';
import { offlineMessages } from '../messages';
import { PlainAlert } from '../../../../ui/plain-alert';

/** How long 'back online' stays after the connection returns. */
const BACK_ONLINE_NOTICE_MS = 4000;

function OfflineNotice() {
  const t = useMessages(offlineMessages);
  const syncedAt = useLastSyncedAt();
  return (
    <PlainAlert severity="info" variant="outlined" data-testid="offline-banner">
      {syncedAt === undefined ? t.offlineNoData : format(t.offlineSince, { time: formatDateTime(syncedAt) })}
    </PlainAlert>
  );
}

/**
 * A calm notice under the header while the app is offline, with the time the shown data was
 * last synced; briefly 'back online' when the connection returns. The polite live region is
 * always in the page so screen readers announce the change without interrupting.
 */
export function OfflineBanner() {
  const t = useMessages(offlineMessages);
  const offline = useIsOffline();
  // Coming back online shows a notice for a while (the change is seen while rendering).
  const [seenOffline, setSeenOffline] = useState(offline);
  const [backOnline, setBackOnline] = useState(false);
  if (offline !== seenOffline) {
    setSeenOffline(offline);
    setBackOnline(!offline);
  }

  useEffect(() => {
    if (!backOnline) return undefined;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  return (
    <div role="status" aria-live="polite" className="portal-offline-notices">
      {offline && <OfflineNotice />}
      {!offline && backOnline && (
        <PlainAlert severity="success" variant="outlined">
          {t.backOnline}
        </PlainAlert>
      )}
    </div>
  );
}
