/**
 * Asks before leaving a form with unsaved changes: inside the app (a link, a tab, the back
 * button) with a dialog, and when closing or reloading the page with the browser's own prompt.
 */
import { useBlocker } from '@tanstack/react-router';
import { defineMessages, useMessages } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

const messages = defineMessages({
  'zh-CN': {
    title: '有未保存的修改',
    text: '离开后未保存的修改将丢失，确定离开吗？',
    leave: '离开',
  },
  en: {
    title: 'Unsaved changes',
    text: 'Your unsaved changes will be lost. Leave anyway?',
    leave: 'Leave',
  },
});

/**
 * `isDirty` is read when the user leaves, not when the form last rendered: a form that has
 * just saved can navigate away at once.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const t = useMessages(messages);
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
