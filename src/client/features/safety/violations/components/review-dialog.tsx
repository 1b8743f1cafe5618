/** Review an open protocol violation with an optional note (open → reviewed). */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VIOLATION_REVIEW_NOTE_MAX, type Violation } from '../../../../../shared/api/safety/violations';
import { useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { violationMessages } from '../messages';
import { useViolationActions } from '../use-violation-actions';

export function ReviewDialog({
  projectId,
  violation,
  onClose,
}: {
  projectId: number;
  violation: Violation;
  onClose: () => void;
}) {
  const t = useMessages(violationMessages);
  const { review } = useViolationActions(projectId);
  const form = useFormDraft({ note: '' });
  const submit = () =>
    review.mutate(
      { projectId, id: violation.id, version: violation.version, note: form.draft.note.trim() || null },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  return (
    <FormDialog
      title={t.reviewTitle}
      busy={review.isPending}
      error={form.formError}
      submitLabel={t.reviewSubmit}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        {violation.subjectNumber} {violation.initials} · {violation.occurredDate}
      </Typography>
      <Typography color="text.secondary">{violation.description}</Typography>
      <TextField
        {...form.field('note', t.reviewNote)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: VIOLATION_REVIEW_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
