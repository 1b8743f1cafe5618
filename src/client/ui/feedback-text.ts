import type { FeedbackText } from '../lib/feedback-messages';
import { feedbackMessages } from '../lib/feedback-messages';
import { format, useMessages } from '../lib/i18n';

/** A server text as it is; one of ours in the user's language. */
export function useFeedbackText(content: FeedbackText): string {
  const t = useMessages(feedbackMessages);
  return 'text' in content ? content.text : format(t[content.key], content.values ?? {});
}
