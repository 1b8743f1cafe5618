/**
 * Recruitment across the projects where the user may see the funnel: the summed funnel and
 * a table of each project's stage counts, each project linking to its own funnel page.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FunnelOverview } from '../../../../../shared/api/recruitment/funnel';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { funnelMessages } from '../messages';
import { funnelQueries } from '../queries';
import { FunnelReport, FunnelStates } from './funnel-report';
import { StageCountsTable } from './funnel-tables';

function ProjectsTable({ projects }: { projects: FunnelOverview['projects'] }) {
  const t = useMessages(funnelMessages);
  if (projects.length === 0) return <Typography color="text.secondary">{t.noProjects}</Typography>;
  const rows = projects.map((row) => ({
    key: row.projectId,
    head: (
      <RouterLink to="/staff/projects/$projectId/funnel" params={{ projectId: row.projectId }}>
        {row.projectName}
      </RouterLink>
    ),
    counts: row.counts,
  }));
  return <StageCountsTable label={t.projects} headLabel={t.project} rows={rows} />;
}

export function RecruitOverviewPage() {
  const t = useMessages(funnelMessages);
  useDocumentTitle(t.overviewTitle);
  const overview = useQuery(funnelQueries.overview());
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.overviewTitle}
      </Typography>
      <FunnelStates
        loading={overview.isPending}
        failed={overview.isError && !overview.data}
        onRetry={() => void overview.refetch()}
      />
      {overview.data && (
        <>
          <Paper variant="outlined" component="section" aria-label={t.projects} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t.projects}
            </Typography>
            <ProjectsTable projects={overview.data.projects} />
          </Paper>
          <FunnelReport funnel={overview.data} />
        </>
      )}
    </Stack>
  );
}
