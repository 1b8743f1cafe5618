/**
 * /projectdviewetail/$projectId (spelling fixed by printed QR codes): the project detail
 * page. With `?sign=...&patientId=...` it is the inner (embedded) mode a hospital system
 * frames: the data then comes from the inner endpoints with the RECRUIT-SIGN header.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ResponseCode } from '../../../shared/api/contract/envelope';
import { DetailPrintStyles } from '../../features/portal/project/components/detail-print-styles';
import { ProjectOverview } from '../../features/portal/project/components/project-overview';
import { ProjectOverviewSkeleton } from '../../features/portal/project/components/project-overview-skeleton';
import { projectMessages } from '../../features/portal/project/messages';
import { projectQueries } from '../../features/portal/project/queries';
import { useDocumentTitle } from '../../lib/document-title';
import { ApiCallError } from '../../lib/http';
import { useMessages } from '../../lib/i18n';
import { siteQueries } from '../../lib/site-queries';
import { MuiScope } from '../../ui/mui-scope';
import { OfflineAwareError } from '../../features/portal/offline/components/offline-unavailable';
import { isOfflineError } from '../../features/portal/offline/connectivity';

export interface DetailSearch {
  sign?: string;
  patientId?: string;
}

/** The router parses search values as JSON, so `patientId=1001` arrives as a number. */
function searchText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export const Route = createFileRoute('/_public/projectdviewetail/$projectId')({
  // The loader and the skeleton shown while it runs go with the page's chunk, not the
  // entry: the home page's code carries none of the detail page.
  codeSplitGroupings: [
    ['loader', 'component', 'pendingComponent'],
    ['errorComponent', 'notFoundComponent'],
  ],
  params: {
    parse: ({ projectId }) => {
      const id = Number(projectId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  validateSearch: (search: Record<string, unknown>): DetailSearch => {
    const sign = searchText(search.sign);
    const patientId = searchText(search.patientId);
    return { ...(sign && { sign }), ...(patientId && { patientId }) };
  },
  loaderDeps: ({ search }) => ({ sign: search.sign }),
  loader: async ({ context: { queryClient }, params: { projectId }, deps: { sign } }) => {
    // Site data in parallel; the doctors only once the project (and the sign) proved good,
    // so a refused sign or an unknown id is reported once, not once per call.
    void queryClient.prefetchQuery(siteQueries.info());
    void queryClient.prefetchQuery(siteQueries.formConfig());
    void queryClient.prefetchQuery(siteQueries.dictionaries());
    try {
      await queryClient.ensureQueryData(projectQueries.detail(projectId, sign));
      void queryClient.prefetchQuery(projectQueries.outpatients(projectId, sign));
    } catch (error) {
      if (error instanceof ApiCallError && error.code === ResponseCode.notFound) throw notFound();
      throw error;
    }
  },
  // The page is built with MUI (the home page is not): each piece brings MUI's theme.
  pendingComponent: () => (
    <MuiScope>
      <ProjectOverviewSkeleton />
    </MuiScope>
  ),
  notFoundComponent: () => (
    <MuiScope>
      <ProjectNotFound />
    </MuiScope>
  ),
  errorComponent: (props) => (
    <MuiScope>
      <ProjectLoadError {...props} />
    </MuiScope>
  ),
  component: () => (
    <MuiScope>
      <ProjectDetailPage />
    </MuiScope>
  ),
});

function ProjectDetailPage() {
  const t = useMessages(projectMessages);
  const { projectId } = Route.useParams();
  const { sign, patientId } = Route.useSearch();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId, sign));
  useDocumentTitle(`${t.pageTitle} - ${project.name}`);
  return (
    <>
      <DetailPrintStyles />
      <ProjectOverview projectId={projectId} sign={sign} patientId={patientId} />
    </>
  );
}

function ProjectNotFound() {
  const t = useMessages(projectMessages);
  useDocumentTitle(`${t.pageTitle} - ${t.notFound}`);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.notFound}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t.notFoundHint}</Typography>
      <Link to="/">{t.backHome}</Link>
    </>
  );
}

function ProjectLoadError(props: ErrorComponentProps) {
  // Offline with nothing saved for this project: 'not available offline', retried on reconnect.
  if (isOfflineError(props.error)) return <OfflineAwareError {...props} />;
  return <ProjectLoadFailure {...props} />;
}

function ProjectLoadFailure({ error }: ErrorComponentProps) {
  const t = useMessages(projectMessages);
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  const refused = error instanceof ApiCallError && error.code === ResponseCode.forbidden;
  useDocumentTitle(`${t.pageTitle} - ${refused ? t.signRejected : t.loadFailed}`);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t.pageTitle}
      </Typography>
      <Alert
        severity={refused ? 'warning' : 'error'}
        action={
          refused ? undefined : (
            <Button color="inherit" size="small" onClick={() => void router.invalidate()}>
              {t.retry}
            </Button>
          )
        }
      >
        <AlertTitle>{refused ? t.signRejected : t.loadFailed}</AlertTitle>
        {refused ? t.signRejectedHint : t.loadFailedHint}
      </Alert>
    </>
  );
}
