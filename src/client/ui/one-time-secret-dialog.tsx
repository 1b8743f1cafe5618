/**
 * Shows a generated password once (a new user, a reset, a passed registration): it is not
 * stored anywhere and cannot be shown again, so the dialog says so and offers a copy button.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMessages } from '../lib/i18n';
import { oneTimeSecretDialogMessages } from './one-time-secret-dialog-messages';
import { CopyIcon } from './staff-icons';

export interface OneTimeSecretDialogProps {
  title: string;
  userName: string;
  password: string;
  onClose: () => void;
}

export function OneTimeSecretDialog({ title, userName, password, onClose }: OneTimeSecretDialogProps) {
  const t = useMessages(oneTimeSecretDialogMessages);
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const copyPassword = () => {
    navigator.clipboard
      .writeText(password)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="one-time-secret-title" maxWidth="xs" fullWidth>
      <DialogTitle id="one-time-secret-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.onceOnly}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t.account}
        </Typography>
        <Typography sx={{ mb: 1 }}>{userName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.password}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            component="code"
            data-testid="one-time-password"
            sx={{ fontFamily: 'monospace', fontSize: '1.25rem' }}
          >
            {password}
          </Typography>
          <Button startIcon={<CopyIcon />} onClick={copyPassword} size="small">
            {t.copy}
          </Button>
        </Box>
        <Typography role="status" variant="body2" color={copy === 'failed' ? 'error' : 'success.main'}>
          {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
