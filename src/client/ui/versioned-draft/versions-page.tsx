/**
 * The frame of a page of versioned drafts (recruitment rules, visit plans, safety rules: a
 * project keeps one draft and one published version): the title with the project's name and
 * the page's buttons, the notice of the last write, and the version list's loading, failure
 * and empty states. The area renders its versions and dialogs inside.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { StaffPageHeader } from '../staff-page-header';

export interface VersionsNotice {
  severity: 'success' | 'error';
  text: string;
}

export interface VersionsPageProps {
  title: string;
  projectName?: string;
  /** The page's buttons (new draft, copies), shown to those who may edit. */
  actions?: ReactNode;
  notice?: VersionsNotice;
  onNoticeClose: () => void;
  /** The version list's query. */
  list: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  empty: boolean;
  labels: { retry: string; loadFailed: string; empty: string };
  children: ReactNode;
}

export function VersionsPage(props: VersionsPageProps) {
  const { title, projectName, actions, notice, onNoticeClose, list, empty, labels, children } = props;
  useDocumentTitle(projectName ? `${title} - ${projectName}` : title);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={title} projectName={projectName}>
        {actions}
      </StaffPageHeader>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'success' ? 'status' : 'alert'}
          onClose={onNoticeClose}
        >
          {notice.text}
        </Alert>
      )}
      {list.isPending && <Skeleton variant="rounded" height={120} aria-label="…" />}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {labels.loadFailed}
        </Alert>
      )}
      {list.isSuccess && empty && <Typography color="text.secondary">{labels.empty}</Typography>}
      {children}
    </Stack>
  );
}

/** One version loaded for editing or viewing: a placeholder while it loads, an error if it cannot. */
export function VersionLoader<T>({
  query,
  loadFailed,
  height = 200,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  loadFailed: string;
  height?: number;
  children: (version: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} aria-label="…" />;
  if (query.isError || query.data === undefined) return <Alert severity="error">{loadFailed}</Alert>;
  return children(query.data);
}
