/** The coordinator's visit forms: schedule a day (a reason when outside the window), record, mark missed. */
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { VISIT_NOTE_MAX, VISIT_REASON_MAX, type SubjectVisit } from '../../../../../shared/api/visits/subject-visits';
import { cycleVisitName } from '../../../../../shared/domain/visits/anchoring';
import { isInWindow } from '../../../../../shared/domain/visits/schedule';
import { format, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { subjectVisitMessages } from '../messages';
import { useVisitActions } from '../use-visit-actions';

export interface VisitDialogProps {
  projectId: number;
  visit: SubjectVisit;
  /** The hospital's today, as the server answered it. */
  today: string;
  onClose: () => void;
}

const dateInput = { inputLabel: { shrink: true } } as const;
/** A visit's name for its cycle: the plan's CnD1 numbered (C2D1), else the cycle in words. */
export function visitLabel(visit: Pick<SubjectVisit, 'name' | 'cycle'>, cycleText: string): string {
  const numbered = cycleVisitName(visit.name, visit.cycle);
  if (numbered !== null) return numbered;
  return visit.cycle > 1 ? `${visit.name} ${format(cycleText, { cycle: visit.cycle })}` : visit.name;
}

function WindowHint({ visit }: { visit: SubjectVisit }) {
  const t = useMessages(subjectVisitMessages);
  return (
    <Typography color="text.secondary">
      {format(t.windowHint, { start: visit.windowStart, end: visit.windowEnd })}
    </Typography>
  );
}

export function ScheduleDialog({ projectId, visit, onClose }: VisitDialogProps) {
  const t = useMessages(subjectVisitMessages);
  const { setPlanDate } = useVisitActions(projectId);
  const form = useFormDraft({ plannedDate: visit.plannedDate, reason: visit.planDateReason ?? '' });
  const { plannedDate, reason } = form.draft;
  const outside = plannedDate !== '' && !isInWindow(plannedDate, visit);
  const submit = () => {
    const found: Record<string, string> = {};
    if (!plannedDate) found.plannedDate = format(t.required, { field: t.plannedDate });
    if (outside && !reason.trim()) found.reason = t.reasonOutside;
    if (!form.validate(found)) return;
    const body = {
      projectId,
      id: visit.id,
      version: visit.version,
      plannedDate,
      reason: outside ? reason.trim() : null,
    };
    setPlanDate.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };
  return (
    <FormDialog
      title={format(t.scheduleTitle, { visit: visitLabel(visit, t.cycle) })}
      busy={setPlanDate.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <WindowHint visit={visit} />
      <TextField {...form.field('plannedDate', t.plannedDate)} type="date" required slotProps={dateInput} />
      {outside && (
        <TextField
          {...form.field('reason', t.reason, t.reasonOutside)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: VISIT_REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}

function ActivityChecks({
  activities,
  done,
  onToggle,
}: {
  activities: SubjectVisit['activities'];
  done: string[];
  onToggle: (type: string, checked: boolean) => void;
}) {
  const t = useMessages(subjectVisitMessages);
  if (activities.length === 0) return null;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t.activitiesDone}</FormLabel>
      <FormGroup>
        {activities.map((activity) => (
          <FormControlLabel
            key={activity.type}
            label={activity.name}
            control={
              <Checkbox
                checked={done.includes(activity.type)}
                onChange={(event) => onToggle(activity.type, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

export function RecordDialog({ projectId, visit, today, onClose }: VisitDialogProps) {
  const t = useMessages(subjectVisitMessages);
  const { setExecDate } = useVisitActions(projectId);
  const initialDay = visit.executedDate ?? (visit.plannedDate <= today ? visit.plannedDate : today);
  const form = useFormDraft({ executedDate: initialDay, note: visit.note ?? '' });
  const [done, setDone] = useState<string[]>(visit.activitiesDone);
  const { executedDate, note } = form.draft;
  const outside = executedDate !== '' && !isInWindow(executedDate, visit);
  const toggle = (type: string, checked: boolean) =>
    setDone((current) => (checked ? [...current, type] : current.filter((item) => item !== type)));
  const submit = () => {
    const found: Record<string, string> = {};
    if (!executedDate) found.executedDate = format(t.required, { field: t.executedDate });
    else if (executedDate > today) found.executedDate = t.afterToday;
    if (!form.validate(found)) return;
    const body = {
      projectId,
      id: visit.id,
      version: visit.version,
      executedDate,
      activitiesDone: visit.activities.map((a) => a.type).filter((type) => done.includes(type)),
      note: note.trim() || null,
    };
    setExecDate.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };
  return (
    <FormDialog
      title={format(t.recordTitle, { visit: visitLabel(visit, t.cycle) })}
      busy={setExecDate.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <WindowHint visit={visit} />
      <TextField
        {...form.field('executedDate', t.executedDate)}
        type="date"
        required
        slotProps={{ ...dateInput, htmlInput: { max: today } }}
      />
      {outside && <Alert severity="warning">{t.outsideWarning}</Alert>}
      <ActivityChecks activities={visit.activities} done={done} onToggle={toggle} />
      <TextField
        {...form.field('note', t.note)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: VISIT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}

export function MissedDialog({ projectId, visit, onClose }: VisitDialogProps) {
  const t = useMessages(subjectVisitMessages);
  const { missed } = useVisitActions(projectId);
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const reason = form.draft.reason.trim();
    if (!form.validate(reason ? {} : { reason: format(t.required, { field: t.missedReason }) })) return;
    missed.mutate(
      { projectId, id: visit.id, version: visit.version, reason },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={format(t.missTitle, { visit: visitLabel(visit, t.cycle) })}
      busy={missed.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('reason', t.missedReason)}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: VISIT_REASON_MAX } }}
      />
    </FormDialog>
  );
}
