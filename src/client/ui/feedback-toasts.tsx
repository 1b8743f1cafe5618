/**
 * The top-centre messages of the response-handling layer: info and offline messages and
 * the 'processing...' hint. Loaded only once there is something to show.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { type InfoNotice, dismissInfo } from '../lib/feedback';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { useFeedbackText } from './feedback-text';

function InfoMessage({ notice }: { notice: InfoNotice }) {
  const text = useFeedbackText(notice.content);
  useEffect(() => {
    const timer = setTimeout(() => dismissInfo(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs]);
  return (
    <Alert
      severity="info"
      variant={notice.tone === 'offline' ? 'outlined' : 'standard'}
      role="status"
      data-testid={notice.tone === 'offline' ? 'offline-message' : 'info-message'}
      onClose={() => dismissInfo(notice.id)}
      sx={{ pointerEvents: 'auto', boxShadow: 3, bgcolor: 'background.paper' }}
    >
      {text}
    </Alert>
  );
}

function ProcessingHint() {
  const t = useMessages(feedbackMessages);
  return (
    <Paper
      role="status"
      data-testid="processing-hint"
      elevation={4}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, pointerEvents: 'auto' }}
    >
      <CircularProgress size={16} aria-hidden />
      {t.processing}
    </Paper>
  );
}

export default function FeedbackToasts({ infos, processing }: { infos: readonly InfoNotice[]; processing: boolean }) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        alignItems: 'center',
        pointerEvents: 'none',
      }}
    >
      {processing && <ProcessingHint />}
      {infos.map((notice) => (
        <InfoMessage key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
