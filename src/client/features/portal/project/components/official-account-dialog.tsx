import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';

export interface OfficialAccountDialogProps {
  open: boolean;
  title: string;
  /** What the user should do there (book, consult...); the follow prompt is always shown. */
  message?: string;
  /** The official-account QR image from the site settings. */
  qrSrc: string | undefined;
  qrAlt: string;
  onClose: () => void;
}

export interface OfficialAccountQrProps {
  /** What the user should do there (book, consult...); the follow prompt is always shown. */
  message?: string;
  qrSrc: string | undefined;
  qrAlt: string;
  /** The id of the prompt, for a dialog's aria-describedby. */
  textId?: string;
}

/** The official-account QR image and 'follow the official account': shared by the dialogs that lead there. */
export function OfficialAccountQr({ message, qrSrc, qrAlt, textId }: OfficialAccountQrProps) {
  const t = useMessages(projectMessages);
  return (
    <Box sx={{ textAlign: 'center' }}>
      {qrSrc && (
        <Box
          component="img"
          src={qrSrc}
          alt={qrAlt}
          width={180}
          height={180}
          sx={{ display: 'block', mx: 'auto', mb: 2, maxWidth: '100%', height: 'auto' }}
        />
      )}
      <Box id={textId}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t.followOfficialAccount}
        </Typography>
        {message && (
          <Typography component="p" variant="body2" sx={{ mt: 1 }}>
            {message}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Points the user to the hospital's official account: its QR image and 'follow the official account'. */
export function OfficialAccountDialog({ open, title, message, qrSrc, qrAlt, onClose }: OfficialAccountDialogProps) {
  const t = useMessages(projectMessages);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <OfficialAccountQr message={message} qrSrc={qrSrc} qrAlt={qrAlt} textId={textId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
