/**
 * The camera dialog of a "扫码" button: the camera's picture, what is happening (opening,
 * scanning, a refused code), and a clear message when the camera is denied or absent; the
 * kit number can always be typed in the form behind it. A code read as one of this project's
 * labels, or a bare kit number, is handed back and the dialog closes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { parseLabelCode } from '../../../../../shared/domain/drugs/label-code';
import { format, useMessages } from '../../../../lib/i18n';
import { scanningMessages } from '../messages';
import { type CameraState, useCameraScan } from '../use-camera-scan';

const failures: Partial<Record<CameraState, 'cameraDenied' | 'cameraMissing' | 'scannerFailed'>> = {
  denied: 'cameraDenied',
  missing: 'cameraMissing',
  failed: 'scannerFailed',
};

export function ScanDialog(props: { projectId: number; onScanned: (kitNumber: string) => void; onClose: () => void }) {
  const { projectId, onScanned, onClose } = props;
  const t = useMessages(scanningMessages);
  const titleId = useId();
  const [refused, setRefused] = useState<string>();
  const onText = useCallback(
    (text: string) => {
      const scanned = parseLabelCode(text);
      if (!scanned) {
        setRefused(format(t.unreadable, { text: text.slice(0, 60) }));
        return false;
      }
      if (scanned.projectId !== null && scanned.projectId !== projectId) {
        setRefused(t.otherProject);
        return false;
      }
      onScanned(scanned.kitNumber);
      return true;
    },
    [projectId, onScanned, t],
  );
  const { video, state } = useCameraScan(onText);
  const failure = failures[state];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.scanTitle}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="warning" role="alert">
            {t[failure]}
          </Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label={t.preview}
              sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, objectFit: 'cover' }}
            />
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {state === 'starting' ? t.starting : (refused ?? t.scanHint)}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
