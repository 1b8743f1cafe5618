/**
 * Create or edit a DSUR draft: pick the DIBD and the report year; the period, data lock point
 * and due day are shown before saving, worked out as the server will (dsurPeriod, dsurDue).
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DSUR_SUMMARY_MAX, DSUR_YEAR_MAX, DSUR_YEAR_MIN, type Dsur } from '../../../../../shared/api/safety/dsur';
import { isCalendarDate } from '../../../../../shared/domain/hospital-time';
import { dsurDue, dsurPeriod } from '../../../../../shared/domain/safety/due-dates';
import { format, useMessages } from '../../../../lib/i18n';
import { type FieldErrors, useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { pvMessages } from '../messages';
import { useSaveDsur } from '../use-pv-actions';

export interface DsurDialogProps {
  projectId: number;
  dsur?: Dsur;
  /** Starting values, e.g. the project's next DSUR. */
  preset?: { dibd: string; reportYear: number };
  today: string;
  onSaved: (id: number) => void;
  onClose: () => void;
}

function periodPreview(dibd: string, yearText: string) {
  const year = Number(yearText);
  if (!isCalendarDate(dibd) || !Number.isInteger(year) || year < DSUR_YEAR_MIN || year > DSUR_YEAR_MAX) return null;
  if (year <= Number(dibd.slice(0, 4))) return null;
  const period = dsurPeriod(dibd, year);
  return { ...period, due: dsurDue(period.dataLockPoint).dueLabel };
}

export function DsurDialog({ projectId, dsur, preset, today, onSaved, onClose }: DsurDialogProps) {
  const t = useMessages(pvMessages);
  const save = useSaveDsur(projectId);
  const form = useFormDraft({
    dibd: dsur?.dibd ?? preset?.dibd ?? '',
    reportYear: String(dsur?.reportYear ?? preset?.reportYear ?? Number(today.slice(0, 4))),
    summary: dsur?.summary ?? '',
  });
  const { draft } = form;
  const preview = periodPreview(draft.dibd, draft.reportYear);
  const submit = () => {
    const found: FieldErrors<typeof draft> = {};
    if (!draft.dibd) found.dibd = format(t.required, { field: t.dibd });
    if (!draft.reportYear.trim()) found.reportYear = format(t.required, { field: t.reportYear });
    if (!draft.summary.trim()) found.summary = format(t.required, { field: t.summary });
    if (!form.validate(found)) return;
    save.mutate(
      {
        projectId,
        ...(dsur ? { id: dsur.id, version: dsur.version } : {}),
        dibd: draft.dibd,
        reportYear: Number(draft.reportYear),
        summary: draft.summary.trim(),
      },
      { onSuccess: ({ id }) => onSaved(id), onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={dsur ? t.editDsur : t.addDsur}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('dibd', t.dibd)}
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        {...form.field('reportYear', t.reportYear)}
        required
        type="number"
        slotProps={{ htmlInput: { min: DSUR_YEAR_MIN, max: DSUR_YEAR_MAX, step: 1 } }}
      />
      {preview && (
        <Typography color="text.secondary" role="status">
          {format(t.preview, { start: preview.periodStart, lock: preview.dataLockPoint, due: preview.due })}
        </Typography>
      )}
      <TextField
        {...form.field('summary', t.summary)}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: DSUR_SUMMARY_MAX } }}
      />
    </FormDialog>
  );
}
