/** A project's visit summary: planned vs done vs missed vs out of window vs overdue, per visit and per month. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { summaryMessages } from '../messages';
import { visitScheduleQueries } from '../queries';
import { CountsChart, CountsTable } from './summary-parts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export function VisitSummaryPage({ projectId }: { projectId: number }) {
  const t = useMessages(summaryMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const summary = useQuery(visitScheduleQueries.summary(projectId));
  const data = summary.data;
  const visitRows = (data?.visits ?? []).map((row) => ({
    key: row.visitCode,
    label: row.visitName,
    counts: row.counts,
  }));
  const monthRows = (data?.months ?? []).map((row) => ({ key: row.month, label: row.month, counts: row.counts }));
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      </div>
      {summary.isPending && <Skeleton variant="rectangular" height={240} aria-label={t.loading} />}
      {summary.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {data && (
        <>
          <Typography>
            {t.deviations}: <strong>{data.deviations}</strong>
          </Typography>
          {data.visits.length === 0 && <Alert severity="info">{t.noVisits}</Alert>}
          <Section title={t.byVisit}>
            {visitRows.length > 0 && <CountsChart title={t.byVisit} rows={visitRows} />}
            <CountsTable label={t.byVisitTable} headLabel={t.visit} rows={visitRows} total={data.totals} />
          </Section>
          <Section title={t.byMonth}>
            <CountsChart title={t.byMonth} rows={monthRows} />
            <CountsTable label={t.byMonthTable} headLabel={t.month} rows={monthRows} />
          </Section>
        </>
      )}
    </Stack>
  );
}
