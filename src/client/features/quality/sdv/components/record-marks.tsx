/**
 * SDV and query marks of one record of a subject (an AE, SAE report, con-med, done visit or the
 * subject itself), shown in the record's view: its SDV state, a chip counting its unsettled
 * queries, the monitor's moves (mark verified at the version read, remove the mark, raise a
 * query) and the record's queries with the site's and the monitor's moves. Nothing is shown to
 * a role without the queries page on the project, or for a record that is not SDV'd (e.g. a
 * visit not done).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SdvRecord } from '../../../../../shared/api/quality/sdv';
import { SDV_STATE_LABELS, type SdvRecordKind } from '../../../../../shared/domain/quality/sdv';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { qualityQueries, useQualityActions } from '../../queries/queries';
import { sdvMessages } from '../messages';
import { RaiseQueryDialog } from './raise-query-dialog';
import { RecordQueries } from './record-queries';

export interface RecordMarksProps {
  projectId: number;
  subjectId: number;
  kind: SdvRecordKind;
  id: number;
}

export function SdvChips({ record }: { record: SdvRecord }) {
  const t = useMessages(sdvMessages);
  const { locale } = useLocale();
  const color = record.sdvState === 'verified' ? 'success' : record.sdvState === 'changed' ? 'warning' : 'default';
  return (
    <>
      <Chip size="small" color={color} label={SDV_STATE_LABELS[record.sdvState][locale]} />
      {record.unsettledQueries > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={format(t.openQueries, { count: record.unsettledQueries })}
        />
      )}
    </>
  );
}

/** The monitor's buttons on one record: mark verified (or remove the mark) and raise a query. */
export function MarkButtons({ projectId, record }: { projectId: number; record: SdvRecord }) {
  const t = useMessages(sdvMessages);
  const access = useStaffAccess();
  const { mark, unmark } = useQualityActions(projectId);
  const [raising, setRaising] = useState(false);
  const ref = { projectId, kind: record.kind, id: record.id };
  return (
    <>
      {access.hasProjectButton(projectId, 'sdv:mark') &&
        (record.sdvState === 'verified' ? (
          <Button size="small" disabled={unmark.isPending} onClick={() => unmark.mutate(ref)}>
            {t.unmark}
          </Button>
        ) : (
          <Button
            size="small"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ ...ref, version: record.version })}
          >
            {t.verify}
          </Button>
        ))}
      {access.hasProjectButton(projectId, 'query:manage') && (
        <Button size="small" onClick={() => setRaising(true)}>
          {t.raise}
        </Button>
      )}
      {raising && (
        <RaiseQueryDialog
          projectId={projectId}
          kind={record.kind}
          id={record.id}
          label={record.label}
          onClose={() => setRaising(false)}
        />
      )}
    </>
  );
}

function Marks({ projectId, subjectId, kind, id }: RecordMarksProps) {
  const t = useMessages(sdvMessages);
  const subject = useQuery(qualityQueries.subject(projectId, subjectId));
  if (subject.isPending) return <Skeleton variant="rounded" height={32} />;
  if (subject.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void subject.refetch()}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  }
  const record = subject.data.records.find((r) => r.kind === kind && r.id === id);
  if (!record) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t.panel}>
      <Typography variant="subtitle2" component="h3">
        {t.panel}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SdvChips record={record} />
        <MarkButtons projectId={projectId} record={record} />
      </Stack>
      {record.unsettledQueries > 0 && <RecordQueries projectId={projectId} kind={kind} id={id} />}
    </Stack>
  );
}

export function RecordMarks(props: RecordMarksProps) {
  const access = useStaffAccess();
  if (!access.hasProjectPage(props.projectId, 'MonitoringQueries')) return null;
  return <Marks {...props} />;
}
