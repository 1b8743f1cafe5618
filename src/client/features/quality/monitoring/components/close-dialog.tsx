/**
 * The booking monitor closes a launched visit: the findings summary, the subjects reviewed
 * (the project's valid subjects, as the SDV coverage lists them) and the hours worked in
 * quarter hours, then signs the report (meaning monitor-reports); the server closes and signs
 * in one transaction.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Appointment, REPORT_SUMMARY_MAX, WORK_HOURS_MAX } from '../../../../../shared/api/quality/appointments';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { qualityQueries } from '../../queries/queries';
import { monitoringMessages } from '../messages';
import { useMonitoringActions } from '../queries';

/** Hours as typed, when a whole number of quarter hours from a quarter to the limit. */
export function readWorkHours(text: string): number | undefined {
  const hours = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(hours)) return undefined;
  return Number.isInteger(hours * 4) && hours >= 0.25 && hours <= WORK_HOURS_MAX ? hours : undefined;
}

interface Report {
  summary: string;
  subjectIds: number[];
  workHours: number;
}

function ReportForm({
  projectId,
  onNext,
  onClose,
}: {
  projectId: number;
  onNext: (report: Report) => void;
  onClose: () => void;
}) {
  const t = useMessages(monitoringMessages);
  const subjects = useQuery(qualityQueries.coverage(projectId)).data?.subjects ?? [];
  const [summary, setSummary] = useState('');
  const [chosen, setChosen] = useState<typeof subjects>([]);
  const [hours, setHours] = useState('');
  const [errors, setErrors] = useState<{ summary?: string; hours?: string }>({});
  const next = () => {
    const workHours = readWorkHours(hours);
    const found = {
      summary: summary.trim() ? undefined : t.summaryRequired,
      hours: workHours ? undefined : t.hoursInvalid,
    };
    setErrors(found);
    if (found.summary || workHours === undefined) return;
    onNext({ summary: summary.trim(), subjectIds: chosen.map((subject) => subject.subjectId), workHours });
  };
  return (
    <FormDialog title={t.closeTitle} busy={false} submitLabel={t.next} onSubmit={next} onClose={onClose}>
      <TextField
        fullWidth
        required
        multiline
        minRows={4}
        margin="dense"
        label={t.summary}
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        error={!!errors.summary}
        helperText={errors.summary}
        slotProps={{ htmlInput: { maxLength: REPORT_SUMMARY_MAX } }}
      />
      <Autocomplete
        multiple
        options={subjects}
        value={chosen}
        onChange={(_event, value) => setChosen(value)}
        getOptionLabel={(subject) => `${subject.subjectNumber} ${subject.initials}`}
        isOptionEqualToValue={(a, b) => a.subjectId === b.subjectId}
        renderInput={(params) => <TextField {...params} margin="dense" label={t.subjectsReviewed} />}
      />
      <TextField
        fullWidth
        required
        margin="dense"
        label={t.hours}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        error={!!errors.hours}
        helperText={errors.hours}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

export function CloseDialog({ visit, onClose }: { visit: Appointment; onClose: () => void }) {
  const t = useMessages(monitoringMessages);
  const { close } = useMonitoringActions(visit.projectId);
  const [report, setReport] = useState<Report>();
  if (!report) return <ReportForm projectId={visit.projectId} onNext={setReport} onClose={onClose} />;
  return (
    <SignatureDialog
      title={t.signTitle}
      text={format(t.signText, { day: visit.visitDate, hours: report.workHours })}
      meaning="monitor-reports"
      onSign={(signature) =>
        close.mutateAsync({ projectId: visit.projectId, id: visit.id, version: visit.version, ...report, signature })
      }
      onSigned={onClose}
      onClose={onClose}
    />
  );
}
