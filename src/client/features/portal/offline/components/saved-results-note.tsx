import Alert from '@mui/material/Alert';
import { useMessages } from '../../../../lib/i18n';
import { offlineMessages } from '../messages';

/** Shown above offline search results: they come from this device, not the server. */
export function SavedResultsNote() {
  const t = useMessages(offlineMessages);
  return (
    <Alert severity="info" variant="outlined" data-testid="saved-results-note">
      {t.savedOnlyNote}
    </Alert>
  );
}
