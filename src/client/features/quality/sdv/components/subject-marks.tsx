/**
 * A subject's SDV and queries on the subject page: the subject's coverage (percent of key
 * records verified at their current version), the unsettled query count with a link to the
 * queries page filtered on the subject, and each record with its marks and the monitor's moves.
 * `kinds` narrows the records (the visits page shows the visits only).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SDV_RECORD_KIND_LABELS, type SdvRecordKind } from '../../../../../shared/domain/quality/sdv';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterButton } from '../../../../ui/router-link';
import { useStaffAccess } from '../../../access';
import { qualityQueries } from '../../queries/queries';
import { sdvMessages } from '../messages';
import { MarkButtons, SdvChips } from './record-marks';
import { RecordQueries } from './record-queries';

export interface SubjectMarksProps {
  projectId: number;
  subjectId: number;
  kinds?: readonly SdvRecordKind[];
}

function Marks({ projectId, subjectId, kinds }: SubjectMarksProps) {
  const t = useMessages(sdvMessages);
  const { locale } = useLocale();
  const subject = useQuery(qualityQueries.subject(projectId, subjectId));
  if (subject.isPending) return <Skeleton variant="rounded" height={80} />;
  if (subject.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void subject.refetch()}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  }
  const { records, verified, total, percent } = subject.data;
  const shown = kinds ? records.filter((r) => kinds.includes(r.kind)) : records;
  const open = records.reduce((sum, r) => sum + r.unsettledQueries, 0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{format(t.coverage, { percent, verified, total })}</Typography>
        <Typography color={open > 0 ? 'warning.main' : 'text.secondary'}>
          {format(t.openQueries, { count: open })}
        </Typography>
        <RouterButton to="/staff/projects/$projectId/queries" params={{ projectId }} search={{ subjectId }}>
          {t.viewQueries}
        </RouterButton>
      </Stack>
      <Table size="small" aria-label={t.records}>
        <TableHead>
          <TableRow>
            {[t.kind, t.record, t.state, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((record) => (
            <TableRow key={`${record.kind}-${record.id}`}>
              <TableCell>{SDV_RECORD_KIND_LABELS[record.kind][locale]}</TableCell>
              <TableCell>
                {record.label}
                {record.unsettledQueries > 0 && (
                  <RecordQueries projectId={projectId} kind={record.kind} id={record.id} />
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <SdvChips record={record} />
                </Stack>
              </TableCell>
              <TableCell>
                <MarkButtons projectId={projectId} record={record} />
              </TableCell>
            </TableRow>
          ))}
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t.noRecords}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}

export function SubjectMarks(props: SubjectMarksProps) {
  const access = useStaffAccess();
  if (!access.hasProjectPage(props.projectId, 'MonitoringQueries')) return null;
  return <Marks {...props} />;
}
