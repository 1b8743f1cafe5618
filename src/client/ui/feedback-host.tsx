/**
 * Renders what the response-handling layer has to say (lib/feedback.ts): info and offline
 * messages at the top centre, error notifications at the top right, the one 'login changed'
 * alert, and the 'processing...' hint. Mounted once, outside the router, so it also works
 * when a route fails.
 */
import { Suspense, lazy, useEffect } from 'react';
import { type InfoNotice, dismissInfo, useFeedback } from '../lib/feedback';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { useFeedbackText } from './feedback-text';
import { NoticeStack } from './notice-stack';
import { PlainAlert } from './plain-alert';

// Both are needed only once something has gone wrong: loaded then.
const ErrorNotifications = lazy(() => import('./error-notifications'));
const SessionExpiredAlert = lazy(() => import('./session-expired-alert'));

function InfoMessage({ notice }: { notice: InfoNotice }) {
  const text = useFeedbackText(notice.content);
  const close = useMessages(feedbackMessages).close;
  useEffect(() => {
    const timer = setTimeout(() => dismissInfo(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs]);
  return (
    <PlainAlert
      severity="info"
      variant={notice.tone === 'offline' ? 'outlined' : 'standard'}
      floating
      role="status"
      data-testid={notice.tone === 'offline' ? 'offline-message' : 'info-message'}
      onClose={() => dismissInfo(notice.id)}
      closeText={close}
    >
      {text}
    </PlainAlert>
  );
}

function ProcessingHint() {
  const t = useMessages(feedbackMessages);
  return (
    <div role="status" data-testid="processing-hint" className="portal-processing">
      <span className="portal-spinner" aria-hidden />
      {t.processing}
    </div>
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
