/**
 * Recruitment across the projects where the user may see the funnel: the summed funnel and
 * a table of each project's stage counts, each project linking to its own funnel page.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FunnelOverview } from '../../../../shared/api/recruit-funnel';
import { FUNNEL_STAGES, FUNNEL_STAGE_LABELS } from '../../../../shared/domain/recruitment/funnel';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale, useMessages } from '../../../lib/i18n';
import { RouterLink } from '../../../ui/router-link';
import { funnelMessages } from '../messages';
import { funnelQueries } from '../queries';
import { FunnelReport, FunnelStates } from './funnel-report';

function ProjectsTable({ projects }: { projects: FunnelOverview['projects'] }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  if (projects.length === 0) return <Typography color="text.secondary">{t.noProjects}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.projects}>
        <TableHead>
          <TableRow>
            <TableCell>{t.project}</TableCell>
            {FUNNEL_STAGES.map((stage) => (
              <TableCell key={stage} align="right">
                {FUNNEL_STAGE_LABELS[stage][locale]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((row) => (
            <TableRow key={row.projectId} hover>
              <TableCell component="th" scope="row">
                <RouterLink to="/staff/projects/$projectId/funnel" params={{ projectId: row.projectId }}>
                  {row.projectName}
                </RouterLink>
              </TableCell>
              {FUNNEL_STAGES.map((stage) => (
                <TableCell key={stage} align="right">
                  {row.counts[stage]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
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
