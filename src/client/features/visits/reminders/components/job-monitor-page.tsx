/**
 * The administrators' job monitor (system page JobMonitor): each scheduled job's last run,
 * last error and lease (which server instance holds it, until when), and how many patient
 * reminder messages failed or wait to be sent.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import type { JobState } from '../../../../../shared/api/work';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { RefreshIcon } from '../../../../ui/staff-icons';
import { jobMessages } from '../messages';
import { jobQueries } from '../queries';

type JobText = { [K in keyof (typeof jobMessages)['zh-CN']]: string };

function jobName(name: string, t: JobText): string {
  if (name === 'visit-reminders') return t.jobVisitReminders;
  if (name === 'his-sync') return t.jobHisSync;
  if (name === 'lead-retention') return t.jobLeadRetention;
  if (name === 'qc-task-generation') return t.jobQcTasks;
  if (name === 'sqlite-backup') return t.jobSqliteBackup;
  return name;
}

function JobRow({ job, t }: { job: JobState; t: JobText }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {jobName(job.name, t)}
      </TableCell>
      <TableCell>{job.lastRunAt ? formatDateTime(job.lastRunAt) : t.never}</TableCell>
      <TableCell sx={{ color: job.lastError ? 'error.main' : undefined, wordBreak: 'break-word' }}>
        {job.lastError ?? t.none}
      </TableCell>
      <TableCell>{job.holder}</TableCell>
      <TableCell>{formatDateTime(job.leaseExpiresAt)}</TableCell>
    </TableRow>
  );
}

function JobTable({ jobs, t }: { jobs: JobState[]; t: JobText }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.lastRun}</TableCell>
            <TableCell>{t.lastError}</TableCell>
            <TableCell>{t.holder}</TableCell>
            <TableCell>{t.expires}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t.empty}</TableCell>
            </TableRow>
          )}
          {jobs.map((job) => (
            <JobRow key={job.name} job={job} t={t} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function JobMonitorPage() {
  const t = useMessages(jobMessages);
  const list = useQuery(jobQueries.list());
  useDocumentTitle(t.title);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t.refresh}
        </Button>
      </Stack>
      {list.isPending && <Typography role="status">{t.loading}</Typography>}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.failed}
        </Alert>
      )}
      {list.data && (
        <>
          <JobTable jobs={list.data.jobs} t={t} />
          <Paper variant="outlined" component="section" aria-label={t.messages} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {t.messages}
            </Typography>
            <Typography color={list.data.failedMessages > 0 ? 'error' : 'text.secondary'}>
              {format(t.failedMessages, { count: list.data.failedMessages })}
            </Typography>
            <Typography color="text.secondary">
              {format(t.pendingMessages, { count: list.data.pendingMessages })}
            </Typography>
          </Paper>
        </>
      )}
    </Stack>
  );
}
