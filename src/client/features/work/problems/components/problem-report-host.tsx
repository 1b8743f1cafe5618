/**
 * Mounted once in the staff shell: registers the 'report a problem' launcher (user menu,
 * error notifications) and shows the dialog for the page the user is on when they open it.
 */
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ErrorReportData } from '../../../../../shared/api/work/problem-reports';
import { problemPagePath } from '../../../../../shared/domain/work/problem-reports';
import { registerProblemReportLauncher } from '../../../../lib/problem-report-launcher';

// Loaded when first opened: the shell's own code stays small.
const ProblemReportDialog = lazy(async () => ({
  default: (await import('./problem-report-dialog')).ProblemReportDialog,
}));

type Open = { pagePath: string; errorReport?: ErrorReportData };

export function ProblemReportHost() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(
    () =>
      registerProblemReportLauncher((errorReport) =>
        setOpen({ pagePath: problemPagePath(current.current), errorReport }),
      ),
    [],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProblemReportDialog pagePath={open.pagePath} errorReport={open.errorReport} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
