/**
 * What the signed-in side shows when its code fails to load (offline, or a tab older than the
 * running build), for a stand-in of src/client/public-route-tree.ts and the staff layout
 * route alike: the suite's load failure, with a retry that loads it again. Plain HTML
 * (portal.css): the code that failed to load may be MUI's own.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n';
import { PlainAlert } from './plain-alert';
import { signedInLoadFailureMessages } from './signed-in-load-failure-messages';

export function SignedInLoadFailure({ reset }: ErrorComponentProps) {
  const t = useMessages(signedInLoadFailureMessages);
  const router = useRouter();
  return (
    <PlainAlert
      severity="error"
      className="portal-load-failure"
      action={
        <button
          type="button"
          className="portal-button portal-button-inherit"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t.retry}
        </button>
      }
    >
      {t.loadFailed}
    </PlainAlert>
  );
}
