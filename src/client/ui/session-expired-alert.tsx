/** SPEC §8 code '401': one modal alert; its only way out is the button, which reloads the page. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmSessionExpired } from '../lib/feedback';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { MuiScope } from './mui-scope';

function SessionExpiredAlertContent() {
  const t = useMessages(feedbackMessages);
  return (
    <Dialog
      // No onClose: neither Escape nor the backdrop dismisses it; only the confirm button.
      open
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id="session-expired-title">{t.sessionTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{t.sessionText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={confirmSessionExpired}>
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** With MUI's theme: this piece loads lazily, outside the plain public frame. */
export default function SessionExpiredAlert() {
  return (
    <MuiScope>
      <SessionExpiredAlertContent />
    </MuiScope>
  );
}
