/** A project's recruitment funnel: stages with conversion, the weekly trend and the reasons, each chart with its table. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { funnelMessages } from '../messages';
import { funnelQueries } from '../queries';
import { FunnelReport, FunnelStates } from './funnel-report';

export function FunnelPage({ projectId }: { projectId: number }) {
  const t = useMessages(funnelMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const funnel = useQuery(funnelQueries.project(projectId));
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      </div>
      <FunnelStates
        loading={funnel.isPending}
        failed={funnel.isError && !funnel.data}
        onRetry={() => void funnel.refetch()}
      />
      {funnel.data && <FunnelReport funnel={funnel.data} />}
    </Stack>
  );
}
