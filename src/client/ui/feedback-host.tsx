/**
 * Renders what the response-handling layer has to say (lib/feedback.ts): info and offline
 * messages at the top centre, error notifications at the top right, the one 'login changed'
 * alert, and the 'processing...' hint. Mounted once, outside the router, so it also works
 * when a route fails.
 */
import { Suspense, lazy } from 'react';
import { useFeedback } from '../lib/feedback';

// Each part is needed only once there is something to say: loaded then.
const FeedbackToasts = lazy(() => import('./feedback-toasts'));
const ErrorNotifications = lazy(() => import('./error-notifications'));
const SessionExpiredAlert = lazy(() => import('./session-expired-alert'));

export function FeedbackHost() {
  const { infos, errors, sessionExpired, processing } = useFeedback();
  return (
    <>
      {(infos.length > 0 || processing) && (
        <Suspense fallback={null}>
          <FeedbackToasts infos={infos} processing={processing} />
        </Suspense>
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
