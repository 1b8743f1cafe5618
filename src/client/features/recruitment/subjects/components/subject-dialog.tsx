/**
 * Add a subject without a candidate (at a centre of the project when it has several), or edit
 * one's initials, dates and note; errors under their fields.
 */
import TextField from '@mui/material/TextField';
import { SUBJECT_INITIALS_MAX, SUBJECT_NOTE_MAX, type Subject } from '../../../../../shared/api/recruitment/subjects';
import { format, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { CentreField } from '../../../study';
import { subjectMessages } from '../messages';
import { useSubjectActions } from '../use-subject-actions';

const dateInput = (max: string) => ({ inputLabel: { shrink: true }, htmlInput: { max } }) as const;

export interface SubjectDialogProps {
  projectId: number;
  subject?: Subject;
  today: string;
  onClose: () => void;
}

export function SubjectDialog({ projectId, subject, today, onClose }: SubjectDialogProps) {
  const t = useMessages(subjectMessages);
  const { save } = useSubjectActions(projectId);
  const form = useFormDraft({
    initials: subject?.initials ?? '',
    screeningDate: subject?.screeningDate ?? today,
    consentDate: subject?.consentDate ?? '',
    note: subject?.note ?? '',
    centreId: '',
  });
  const submit = () => {
    const { initials, screeningDate, consentDate, note, centreId } = form.draft;
    const found: Record<string, string> = {};
    if (!initials.trim()) found.initials = format(t.required, { field: t.initials });
    if (!screeningDate) found.screeningDate = format(t.required, { field: t.screeningDate });
    if (!form.validate(found)) return;
    const version = subject ? { id: subject.id, version: subject.version } : {};
    save.mutate(
      {
        projectId,
        ...version,
        initials: initials.trim(),
        screeningDate,
        consentDate: consentDate || null,
        note: note.trim() || null,
        // The centre is chosen when the subject is added only.
        ...(!subject && centreId ? { centreId: Number(centreId) } : {}),
      },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={subject ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      {!subject && (
        <CentreField
          projectId={projectId}
          value={form.draft.centreId}
          onChange={(centreId) => form.setDraft((current) => ({ ...current, centreId }))}
          error={form.errors.centreId}
        />
      )}
      <TextField
        {...form.field('initials', t.initials)}
        required
        slotProps={{ htmlInput: { maxLength: SUBJECT_INITIALS_MAX } }}
      />
      <TextField {...form.field('screeningDate', t.screeningDate)} required type="date" slotProps={dateInput(today)} />
      <TextField {...form.field('consentDate', t.consentDate)} type="date" slotProps={dateInput(today)} />
      <TextField
        {...form.field('note', t.note)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SUBJECT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
