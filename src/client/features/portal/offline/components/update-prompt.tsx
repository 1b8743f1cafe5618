import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { offlineMessages } from '../messages';
import { applyUpdate } from '../service-worker';
import { MuiScope } from '../../../../ui/mui-scope';

/**
 * 'New version available, reload', loaded once a new build is waiting. The page reloads only
 * when the user presses reload; 'later' hides the prompt until the next visit. No auto-hide
 * and no click-away: the buttons stay in the tab order until the user picks one.
 */
function UpdatePromptContent() {
  const t = useMessages(offlineMessages);
  const [dismissed, setDismissed] = useState(false);

  return (
    <Snackbar open={!dismissed} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        role="status"
        data-testid="update-prompt"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
              {t.updateLater}
            </Button>
            <Button color="primary" variant="contained" size="small" onClick={applyUpdate}>
              {t.updateReload}
            </Button>
          </Stack>
        }
      >
        {t.updateAvailable}
      </Alert>
    </Snackbar>
  );
}

/** With MUI's theme: this piece loads lazily, outside the plain public frame. */
export function UpdatePrompt() {
  return (
    <MuiScope>
      <UpdatePromptContent />
    </MuiScope>
  );
}
