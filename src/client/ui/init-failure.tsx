import { useEffect, useRef } from 'react';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';

/** SPEC §8 'home initialisation failure': says so and offers a retry. */
export function InitFailure({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(feedbackMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the message so screen reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main role="alert" data-testid="init-failure" className="portal-message-page">
      <h1 ref={heading} tabIndex={-1}>
        {t.initFailed}
      </h1>
      <p>{t.initFailedHint}</p>
      <button type="button" className="portal-button portal-button-contained" onClick={onRetry}>
        {t.retry}
      </button>
    </main>
  );
}
