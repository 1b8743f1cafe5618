import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';

/** An address with no page (the server answered it 404 with this shell): says so, links home. */
export function NotFound() {
  const t = useMessages(feedbackMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the message so screen reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main data-testid="not-found" className="portal-message-page">
      <h1 ref={heading} tabIndex={-1}>
        {t.notFound}
      </h1>
      <p>{t.notFoundHint}</p>
      <Link to="/" className="portal-link">
        {t.notFoundHome}
      </Link>
    </main>
  );
}
