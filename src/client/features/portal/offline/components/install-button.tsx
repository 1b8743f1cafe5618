import { useSyncExternalStore } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { canInstall, promptInstall, subscribeToInstallOffer } from '../install-prompt';
import { offlineMessages } from '../messages';

/** 'Install app', shown only while the browser offers an install. */
export function InstallButton() {
  const t = useMessages(offlineMessages);
  const available = useSyncExternalStore(subscribeToInstallOffer, canInstall, () => false);
  if (!available) return null;
  return (
    <button type="button" className="portal-button portal-button-inherit" onClick={() => void promptInstall()}>
      {t.install}
    </button>
  );
}
