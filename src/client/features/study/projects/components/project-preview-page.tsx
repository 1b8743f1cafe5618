/**
 * 'Preview as the public sees it': the public detail page's own overview, fed by the staff
 * preview endpoints, so a draft can be checked before it is published.
 */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { projectManageMessages } from '../messages';
import { projectManageQueries } from '../queries';

export function ProjectPreviewPage({ projectId, children }: { projectId: number; children: ReactNode }) {
  const t = useMessages(projectManageMessages);
  const detail = useQuery(projectManageQueries.detail(projectId));
  useDocumentTitle(t.previewTitle);
  return (
    <Stack spacing={2}>
      <RouterLink to="/staff/projects/$projectId/overview" params={{ projectId }}>
        {t.backToProject}
      </RouterLink>
      <Alert severity="info">
        {t.previewNote}
        {detail.data && !detail.data.published && ` ${t.previewDraft}`}
      </Alert>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>{children}</Suspense>
    </Stack>
  );
}
