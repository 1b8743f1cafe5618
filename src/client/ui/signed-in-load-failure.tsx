/**
 * What the signed-in side shows when its code fails to load (offline, or a tab older than the
 * running build), for a stand-in of src/client/public-route-tree.ts and the staff layout
 * route alike: the suite's load failure, with a retry that loads it again.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n';
import { signedInLoadFailureMessages } from './signed-in-load-failure-messages';

export function SignedInLoadFailure({ reset }: ErrorComponentProps) {
  const t = useMessages(signedInLoadFailureMessages);
  const router = useRouter();
  return (
    <Alert
      severity="error"
      sx={{ m: 3 }}
      action={
        <Button
          color="inherit"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t.retry}
        </Button>
      }
    >
      {t.loadFailed}
    </Alert>
  );
}
