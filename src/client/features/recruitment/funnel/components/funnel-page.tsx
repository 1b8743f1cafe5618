/**
 * A project's recruitment funnel: stages with conversion, the weekly trend and the reasons, each
 * chart with its table; with more than one research centre, a centre selector and the counts per centre.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { funnelMessages } from '../messages';
import { funnelQueries } from '../queries';
import { CentreBreakdownTable, CentreSelector } from './centre-breakdown';
import { FunnelReport, FunnelStates } from './funnel-report';

export function FunnelPage({ projectId }: { projectId: number }) {
  const t = useMessages(funnelMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const [centreId, setCentreId] = useState<number>();
  const funnel = useQuery(funnelQueries.project(projectId, centreId === undefined ? {} : { centreId }));
  const centres = funnel.data?.centres ?? [];
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      </div>
      {centres.length > 1 && <CentreSelector centres={centres} centreId={centreId} onChange={setCentreId} />}
      <FunnelStates
        loading={funnel.isPending}
        failed={funnel.isError && !funnel.data}
        onRetry={() => void funnel.refetch()}
      />
      {funnel.data && <FunnelReport funnel={funnel.data} />}
      {centres.length > 1 && (
        <Paper variant="outlined" component="section" aria-label={t.centresTable} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.centresTable}
          </Typography>
          <CentreBreakdownTable centres={centres} />
        </Paper>
      )}
    </Stack>
  );
}
