/**
 * Shows the confirmations of staff writes (lib/mutation-success.ts) at the top centre, in the
 * language on screen, announced politely to screen readers. Dialogs keep their buttons at the
 * bottom, so the top never covers them.
 */
import { useEffect } from 'react';
import { type SuccessNotice, dismissSuccess, useSuccessNotices } from '../lib/mutation-success';
import { feedbackMessages } from '../lib/feedback-messages';
import { format, useLocale, useMessages } from '../lib/i18n';
import { successMessages } from '../lib/success-messages';
import { NoticeStack } from './notice-stack';
import { PlainAlert } from './plain-alert';

function SuccessMessage({ notice }: { notice: SuccessNotice }) {
  const { locale } = useLocale();
  const shared = useMessages(successMessages);
  const close = useMessages(feedbackMessages).close;
  const { content } = notice;
  const text = format('key' in content ? shared[content.key] : content[locale], content.values ?? {});
  useEffect(() => {
    const timer = setTimeout(() => dismissSuccess(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs]);
  return (
    <PlainAlert
      severity="success"
      floating
      role="status"
      aria-live="polite"
      data-testid="success-message"
      onClose={() => dismissSuccess(notice.id)}
      closeText={close}
    >
      {text}
    </PlainAlert>
  );
}

export function SuccessNotices() {
  const notices = useSuccessNotices();
  if (notices.length === 0) return null;
  return (
    <NoticeStack>
      {notices.map((notice) => (
        <SuccessMessage key={notice.id} notice={notice} />
      ))}
    </NoticeStack>
  );
}
