/**
 * Renders what the response-handling layer has to say (lib/feedback.ts): info and offline
 * messages at the top centre, error notifications at the top right, the one 'login changed'
 * alert, and the 'processing...' hint. Mounted once, outside the router, so it also works
 * when a route fails.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { Suspense, lazy, useEffect } from 'react';
import { type InfoNotice, dismissInfo, useFeedback } from '../lib/feedback';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { useFeedbackText } from './feedback-text';
import { NoticeStack } from './notice-stack';

// Both are needed only once something has gone wrong: loaded then.
const ErrorNotifications = lazy(() => import('./error-notifications'));
const SessionExpiredAlert = lazy(() => import('./session-expired-alert'));

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

export function FeedbackHost() {
  const { infos, errors, sessionExpired, processing } = useFeedback();
  return (
    <>
      {(infos.length > 0 || processing) && (
        <NoticeStack>
          {processing && <ProcessingHint />}
          {infos.map((notice) => (
            <InfoMessage key={notice.id} notice={notice} />
          ))}
        </NoticeStack>
      )}
      {errors.length > 0 && (
        <Suspense fallback={null}>
          <ErrorNotifications notices={errors} />
        </Suspense>
      )}
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredAlert />
        </Suspense>
      )}
    </>
  );
}
