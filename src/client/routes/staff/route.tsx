/**
 * The staff suite's layout route. Its guard and everything it shows load lazily: the public
 * pages' code holds none of it. Not signed in: to /login, and back here afterwards.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ErrorComponentProps, createFileRoute, useRouter } from '@tanstack/react-router';
import { StaffLayout } from '../../features/access/auth/components/staff-layout';
import { shellMessages } from '../../features/access/auth/messages';
import { UpdateWatcher } from '../../features/portal/offline/components/update-watcher';
import { useMessages } from '../../lib/i18n';

export const Route = createFileRoute('/staff')({
  beforeLoad: async ({ context, location }) => {
    const { ensureStaffSession } = await import('../../features/access/auth/guard');
    await ensureStaffSession(context.queryClient, location.href);
  },
  component: StaffRoot,
  errorComponent: StaffLoadError,
});

function StaffRoot() {
  return (
    <>
      <StaffLayout />
      <UpdateWatcher />
    </>
  );
}

function StaffLoadError({ reset }: ErrorComponentProps) {
  const t = useMessages(shellMessages);
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
