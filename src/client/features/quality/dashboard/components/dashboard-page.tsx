/**
 * A project's quality dashboard (page QualityDashboard): open findings by QC level and by
 * problem type, the overdue check tasks, the SDV coverage of the key records and the age of
 * the unsettled queries, each chart with its figures in a table beside it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { useQuery } from '@tanstack/react-query';
import type { QualityDashboard } from '../../../../../shared/api/quality/dashboard';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { QUERY_AGE_BUCKET } from '../../../../../shared/domain/quality/inspection-dictionaries';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { useQcLabels } from '../../check-tasks/components/qc-labels';
import { findingsByLevel, findingsByProblemType, openFindingTotal, queryAges, sdvPercent } from '../dashboard-data';
import { dashboardMessages } from '../messages';
import { dashboardQueries } from '../queries';
import { CountPanel, Panel } from './count-panel';

function OverduePanel({ projectId, count }: { projectId: number; count: number }) {
  const t = useMessages(dashboardMessages);
  return (
    <Panel title={t.overdueTasks}>
      <Typography variant="h3" component="p" color={count > 0 ? 'error' : undefined}>
        {count}
      </Typography>
      <Typography color="text.secondary">{format(t.overdueText, { count })}</Typography>
      {count > 0 && (
        <RouterLink to="/staff/projects/$projectId/quality-tasks" params={{ projectId }} search={{ status: 30 }}>
          {t.overdueLink}
        </RouterLink>
      )}
    </Panel>
  );
}

function SdvPanel({ sdv }: { sdv: QualityDashboard['sdv'] }) {
  const t = useMessages(dashboardMessages);
  const percent = sdvPercent(sdv);
  return (
    <Panel title={t.sdv}>
      {percent === null ? (
        <Typography color="text.secondary">{t.sdvNone}</Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <div role="img" aria-label={`${t.sdvChart}: ${percent}%`}>
            <Gauge width={120} height={120} value={percent} text={`${percent}%`} />
          </div>
          <Table size="small" aria-label={t.sdv}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t.verified}
                </TableCell>
                <TableCell align="right">{sdv.verified}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t.total}
                </TableCell>
                <TableCell align="right">{sdv.total}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Stack>
      )}
    </Panel>
  );
}

function Panels({ projectId, data }: { projectId: number; data: QualityDashboard }) {
  const t = useMessages(dashboardMessages);
  const labels = useQcLabels();
  const total = openFindingTotal(data.openFindings);
  const footer = total > 0 && <Typography color="text.secondary">{format(t.openTotal, { total })}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <CountPanel
        title={t.byLevel}
        chartLabel={t.byLevelChart}
        head={t.level}
        countHead={t.count}
        empty={t.noOpenFindings}
        rows={findingsByLevel(data.openFindings).map((row) => ({
          label: row.level === null ? t.noLevel : labels.level(row.level),
          count: row.count,
        }))}
        footer={footer}
      />
      <CountPanel
        title={t.byProblemType}
        chartLabel={t.byProblemTypeChart}
        head={t.problemType}
        countHead={t.count}
        empty={t.noOpenFindings}
        rows={findingsByProblemType(data.openFindings).map((row) => ({
          label: labels.problemType(row.problemType),
          count: row.count,
        }))}
      />
      <OverduePanel projectId={projectId} count={data.overdueTasks} />
      <SdvPanel sdv={data.sdv} />
      <CountPanel
        title={t.queryAges}
        chartLabel={t.queryAgesChart}
        head={t.age}
        countHead={t.count}
        rows={queryAges(data.queryAges).map((row) => ({
          label: dictEntryLabel(QUERY_AGE_BUCKET, row.bucket, labels.locale),
          count: row.count,
        }))}
      />
    </Box>
  );
}

export function DashboardPage({ projectId }: { projectId: number }) {
  const t = useMessages(dashboardMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const query = useQuery(dashboardQueries.of(projectId));
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      {query.data ? (
        <Panels projectId={projectId} data={query.data} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      ) : (
        <Skeleton variant="rectangular" height={320} aria-label={t.loading} />
      )}
    </Stack>
  );
}
