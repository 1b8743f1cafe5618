/**
 * The camera dialog of the samples' "扫码" button: the suite's one camera scanner (drugs'
 * useCameraScan) reading a sample label's code; a readable code is handed back and the
 * dialog closes. The code can always be typed in the field behind it.
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
import { parseSampleCode } from '../../../../../shared/domain/visits/samples';
import { format, useMessages } from '../../../../lib/i18n';
import { useCameraScan } from '../../../drugs';
import { samplesMessages } from '../messages';

export function SampleScanDialog({ onScanned, onClose }: { onScanned: (code: string) => void; onClose: () => void }) {
  const t = useMessages(samplesMessages);
  const titleId = useId();
  const [refused, setRefused] = useState<string>();
  const onText = useCallback(
    (text: string) => {
      const code = parseSampleCode(text);
      if (!code) {
        setRefused(format(t.unreadable, { text: text.slice(0, 60) }));
        return false;
      }
      onScanned(code);
      return true;
    },
    [onScanned, t],
  );
  const { video, state } = useCameraScan(onText);
  const failed = state === 'denied' || state === 'missing' || state === 'failed';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.scanTitle}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="warning" role="alert">
            {t.cameraDenied}
          </Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label={t.scanTitle}
              sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, objectFit: 'cover' }}
            />
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {refused ?? t.cameraHint}
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
