/** Marks a subject entry invalid, with the reason (button subject:invalid); the entry is kept, frozen. */
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import type { Subject } from '../../../../../shared/api/recruitment/subjects';
import { SUBJECT_REASON_MAX } from '../../../../../shared/domain/recruitment/subject-status';
import { format, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { subjectMessages } from '../messages';
import { useSubjectActions } from '../use-subject-actions';

export function InvalidDialog({
  projectId,
  subject,
  onClose,
}: {
  projectId: number;
  subject: Subject;
  onClose: () => void;
}) {
  const t = useMessages(subjectMessages);
  const { setInvalid } = useSubjectActions(projectId);
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const reason = form.draft.reason.trim();
    if (!form.validate(reason ? {} : { reason: format(t.required, { field: t.invalidReason }) })) return;
    setInvalid.mutate(
      { projectId, id: subject.id, version: subject.version, reason },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={`${t.invalidTitle} · ${subject.subjectNumber}`}
      submitLabel={t.confirm}
      busy={setInvalid.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography color="text.secondary">{t.invalidHint}</Typography>
      <TextField
        {...form.field('reason', t.invalidReason)}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SUBJECT_REASON_MAX } }}
      />
    </FormDialog>
  );
}
