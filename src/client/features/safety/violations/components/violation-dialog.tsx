/** Enter or edit a protocol violation: subject, type, severity, day, description; errors under their fields. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import {
  VIOLATION_DESCRIPTION_MAX,
  type Violation,
  type ViolationSaveBody,
  violationSaveEndpoint,
} from '../../../../../shared/api/safety/violations';
import { SEVERITY, type Severity, VIOLATION_TYPE, type ViolationType } from '../../../../../shared/domain/study';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { violationMessages } from '../messages';
import { SubjectPicker } from '../../subjects/subject-picker';
import { useViolationActions } from '../use-violation-actions';

export interface ViolationDialogProps {
  projectId: number;
  /** The violation to edit; a new one when absent. */
  violation?: Violation;
  /** The hospital's today. */
  today: string;
  onClose: () => void;
}

const checkBody = schemaChecker(violationSaveEndpoint.schema.body);

export function ViolationDialog({ projectId, violation, today, onClose }: ViolationDialogProps) {
  const t = useMessages(violationMessages);
  const { locale } = useLocale();
  const { save } = useViolationActions(projectId);
  const fromVisit = violation !== undefined && violation.source !== 'manual';
  const form = useFormDraft({
    subjectId: violation ? String(violation.subjectId) : '',
    type: violation?.type ? String(violation.type) : '',
    severity: String(violation?.severity ?? 1),
    occurredDate: violation?.occurredDate ?? today,
    description: violation?.description ?? '',
  });

  const submit = () => {
    const { subjectId, type, severity, occurredDate, description } = form.draft;
    // The selects offer only the dictionaries' codes; the schema check below catches anything else.
    const body: ViolationSaveBody = {
      projectId,
      ...(violation ? { id: violation.id, version: violation.version } : {}),
      subjectId: Number(subjectId),
      type: type ? (Number(type) as ViolationType) : null,
      severity: Number(severity) as Severity,
      occurredDate,
      description: description.trim(),
    };
    const found: Record<string, string> = checkBody(body, locale);
    if (!subjectId) found.subjectId = t.pickSubject;
    if (!type && !fromVisit) found.type = format(t.required, { field: t.type });
    if (!description.trim()) found.description = format(t.required, { field: t.description });
    if (occurredDate > today) found.occurredDate = t.futureDate;
    if (!form.validate(found)) return;
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => form.showFailure(error, t.saveFailed),
    });
  };

  return (
    <FormDialog
      title={violation ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <SubjectPicker
        projectId={projectId}
        label={t.subject}
        required
        validOnly
        disabled={fromVisit}
        value={form.draft.subjectId}
        onChange={(id) => form.setDraft((draft) => ({ ...draft, subjectId: id }))}
        current={
          violation
            ? { id: violation.subjectId, subjectNumber: violation.subjectNumber, initials: violation.initials }
            : undefined
        }
        error={!!form.errors.subjectId}
        helperText={form.errors.subjectId}
      />
      <TextField {...form.field('type', t.type)} select required={!fromVisit}>
        {fromVisit && <MenuItem value="">{t.visitDeviation}</MenuItem>}
        {VIOLATION_TYPE.map((entry) => (
          <MenuItem key={entry.value} value={String(entry.value)}>
            {entry.label[locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.field('severity', t.severity)} select required>
        {SEVERITY.map((entry) => (
          <MenuItem key={entry.value} value={String(entry.value)}>
            {entry.label[locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.field('occurredDate', t.occurredDate)}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        {...form.field('description', t.description)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: VIOLATION_DESCRIPTION_MAX } }}
      />
    </FormDialog>
  );
}
