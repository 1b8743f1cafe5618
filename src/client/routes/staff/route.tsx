/**
 * The staff suite's layout route. Its guard and everything it shows load lazily: the public
 * pages' code holds none of it. Not signed in: to /login, and back here afterwards.
 */
import { createFileRoute } from '@tanstack/react-router';
import { StaffLayout } from '../../features/access/auth/components/staff-layout';
import { UpdateWatcher } from '../../features/portal/offline/components/update-watcher';
import { MuiScope } from '../../ui/mui-scope';
import { SignedInLoadFailure } from '../../ui/signed-in-load-failure';

export const Route = createFileRoute('/staff')({
  beforeLoad: async ({ context, location }) => {
    const { ensureStaffSession } = await import('../../features/access/auth/guard');
    await ensureStaffSession(context.queryClient, location.href);
  },
  component: StaffRoot,
  // The suite's code failed to load (offline, a new build): the message with a retry.
  errorComponent: SignedInLoadFailure,
});

function StaffRoot() {
  return (
    <MuiScope>
      <StaffLayout />
      <UpdateWatcher />
    </MuiScope>
  );
}
