import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/access/auth/components/login-page';
import { safeStaffRedirect } from '../features/access/auth/redirect';
import { useSignInWarmUp } from '../features/access/auth/use-sign-in-warm-up';
import { workbenchQueries } from '../features/work/workbench/queries';
import { clearStaffData } from '../lib/staff-data';
import { MuiScope } from '../ui/mui-scope';

export interface LoginSearch {
  /** The /staff page to return to after signing in; checked before use (never another site). */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const next = safeStaffRedirect(redirect) ?? '/staff';
  useSignInWarmUp(next);
  const onSignedIn = () => {
    // A new session: nothing of an earlier user (nor a remembered 'signed out') stays.
    clearStaffData(queryClient);
    // The workbench's figures are asked for now, not once its code has run and rendered.
    if (next === '/staff') void queryClient.prefetchQuery(workbenchQueries.mine());
    void navigate({ href: next, replace: true });
  };
  return (
    <MuiScope>
      <LoginPage onSignedIn={onSignedIn} />
    </MuiScope>
  );
}
