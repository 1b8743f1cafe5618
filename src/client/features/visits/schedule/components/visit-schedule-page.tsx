/**
 * The coordinator's visit schedule across their projects: today's and overdue visits first,
 * then the week or month as a calendar grid (or a table on small screens), filters in the
 * URL, an .ics export of the range shown and a printable day list.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ScheduleRow, visitScheduleIcsEndpoint } from '../../../../../shared/api/visits/schedule';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { useMessages } from '../../../../lib/i18n';
import { scheduleMessages } from '../messages';
import { visitScheduleQueries } from '../queries';
import { type VisitScheduleSearch, scheduleRange, shiftDay } from '../schedule-search';
import { DayPrintDialog } from './day-print-dialog';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleTable } from './schedule-table';
import { FeedDialog } from './feed-dialog';
import { ScheduleToolbar } from './schedule-toolbar';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

export interface VisitSchedulePageProps {
  search: VisitScheduleSearch;
  onSearchChange: (next: VisitScheduleSearch) => void;
}

/** Today's and overdue visits, whatever the range shown. */
function AttentionSection({
  rows,
  loading,
  failed,
  onRetry,
}: {
  rows: ScheduleRow[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useMessages(scheduleMessages);
  return (
    <Paper variant="outlined" component="section" aria-label={t.attention} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.attention}
      </Typography>
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary">{t.noAttention}</Typography>
      ) : (
        <ScheduleTable label={t.attention} rows={rows ?? []} loading={loading} failed={failed} onRetry={onRetry} />
      )}
    </Paper>
  );
}

export function VisitSchedulePage({ search, onSearchChange }: VisitSchedulePageProps) {
  const t = useMessages(scheduleMessages);
  useDocumentTitle(t.title);
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const today = useHospitalToday();
  const view = search.view ?? 'week';
  const layout = search.layout ?? (desktop ? 'grid' : 'table');
  const day = search.date ?? today;
  const range = scheduleRange(view, day);
  const schedule = useQuery(
    visitScheduleQueries.schedule({
      from: range.from,
      to: range.to,
      projectId: search.projectId,
      status: search.status,
    }),
  );
  const [printing, setPrinting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const data = schedule.data;
  const exportIcs = async () => {
    try {
      const file = await callFileEndpoint(visitScheduleIcsEndpoint, {
        query: { from: range.from, to: range.to, projectId: search.projectId },
      });
      saveBlob(file, `visits-${range.from}.ics`);
    } catch (failure) {
      showInfo({ text: failureText(failure, t.exportFailed) });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <ScheduleToolbar
        search={search}
        view={view}
        layout={layout}
        range={range}
        projects={data?.projects ?? []}
        onSearchChange={onSearchChange}
        onStep={(step) => onSearchChange({ ...search, date: shiftDay(view, day, step) })}
        onExport={() => void exportIcs()}
        onPrint={() => setPrinting(true)}
        onSubscribe={() => setSubscribing(true)}
      />
      {data && data.projects.length === 0 && <Alert severity="info">{t.noProjects}</Alert>}
      <AttentionSection
        rows={data?.attention}
        loading={schedule.isPending}
        failed={schedule.isError && !data}
        onRetry={() => void schedule.refetch()}
      />
      {schedule.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {schedule.isPending && <Skeleton variant="rectangular" height={240} aria-label={t.loading} />}
      {data && layout === 'grid' && (
        <ScheduleGrid range={range} rows={data.rows} today={data.today} showProject={search.projectId === undefined} />
      )}
      {data && layout === 'table' && <ScheduleTable label={t.visitsTable} rows={data.rows} />}
      {subscribing && <FeedDialog onClose={() => setSubscribing(false)} />}
      {printing && <DayPrintDialog date={day} projectId={search.projectId} onClose={() => setPrinting(false)} />}
    </Stack>
  );
}
