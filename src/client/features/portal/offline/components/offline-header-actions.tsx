import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { useKioskSettings } from '../../../../lib/kiosk';
import { offlineMessages } from '../messages';
import { type ProjectQueryFactories, createProjectSaver } from '../save-offline';
import { InstallButton } from './install-button';

// The dialog (text fields, select, progress) loads on first use: the home page stays small.
const SaveOfflineDialog = lazy(async () => ({ default: (await import('./save-offline-dialog')).SaveOfflineDialog }));

/**
 * The header's offline actions: 'install app' when the browser offers it and 'save for
 * offline'. A kiosk shows neither: it is not a personal device.
 */
export function OfflineHeaderActions<
  L extends { rows: { id: number }[]; total: number },
  LK extends QueryKey,
  D,
  DK extends QueryKey,
  O,
  OK extends QueryKey,
  S,
  SK extends QueryKey,
>({ factories }: { factories: ProjectQueryFactories<L, LK, D, DK, O, OK, S, SK> }) {
  const t = useMessages(offlineMessages);
  const queryClient = useQueryClient();
  const kiosk = useKioskSettings();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const saver = useMemo(() => createProjectSaver(queryClient, factories), [queryClient, factories]);
  if (kiosk.enabled) return null;
  return (
    <>
      <InstallButton />
      <button
        type="button"
        className="portal-button portal-button-inherit"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t.saveOffline}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SaveOfflineDialog open={open} onClose={() => setOpen(false)} saver={saver} />
        </Suspense>
      )}
    </>
  );
}
