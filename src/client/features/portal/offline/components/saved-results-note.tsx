import { useMessages } from '../../../../lib/i18n';
import { offlineMessages } from '../messages';
import { PlainAlert } from '../../../../ui/plain-alert';

/** Shown above offline search results: they come from this device, not the server. */
export function SavedResultsNote() {
  const t = useMessages(offlineMessages);
  return (
    <PlainAlert severity="info" variant="outlined" data-testid="saved-results-note" className="portal-saved-note">
      {t.savedOnlyNote}
    </PlainAlert>
  );
}
