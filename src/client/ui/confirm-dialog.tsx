/** A yes/no question before an action that is hard to undo (disable a user, reset a password). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMessages } from '../lib/i18n';
import { confirmDialogMessages } from './confirm-dialog-messages';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useMessages(confirmDialogMessages);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
