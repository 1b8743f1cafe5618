/**
 * Asks before leaving a form with unsaved changes: inside the app (a link, a tab, the back
 * button) with a dialog, and when closing or reloading the page with the browser's own prompt.
 */
import { useBlocker } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n';
import { unsavedChangesGuardMessages } from './unsaved-changes-guard-messages';
import { ConfirmDialog } from './confirm-dialog';

/**
 * `isDirty` is read when the user leaves, not when the form last rendered: a form that has
 * just saved can navigate away at once.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const t = useMessages(unsavedChangesGuardMessages);
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: isDirty, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t.title}
      text={t.text}
      confirmLabel={t.leave}
      onConfirm={blocker.proceed}
      onClose={blocker.reset}
    />
  );
}
