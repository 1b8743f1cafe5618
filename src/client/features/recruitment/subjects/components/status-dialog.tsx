/**
 * A status move of one subject (screen failure, enrolment, completion, withdrawal): the day
 * (default today), the reason when the move needs one, the consent day when enrolling a
 * subject without one. The server applies the same machine and names a refused field.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Subject } from '../../../../../shared/api/recruitment/subjects';
import { SCREEN_FAIL_REASONS, WITHDRAW_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import {
  SUBJECT_ACTION_LABELS,
  SUBJECT_REASON_MAX,
  SUBJECT_TRANSITIONS,
  type SubjectTransitionAction,
} from '../../../../../shared/domain/recruitment/subject-status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { subjectMessages } from '../messages';
import { useSubjectActions } from '../use-subject-actions';

export interface StatusDialogProps {
  projectId: number;
  subject: Subject;
  action: SubjectTransitionAction;
  today: string;
  onClose: () => void;
}

export function StatusDialog({ projectId, subject, action, today, onClose }: StatusDialogProps) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  const { setStatus } = useSubjectActions(projectId);
  const transition = SUBJECT_TRANSITIONS[action];
  const reasons = action === 'screenFail' ? SCREEN_FAIL_REASONS : action === 'withdraw' ? WITHDRAW_REASONS : undefined;
  const askConsent = transition.needsConsent && subject.consentDate === null;
  const form = useFormDraft({ date: today, reasonCode: '', reason: '', consentDate: '' });
  const submit = () => {
    const { date, reasonCode, reason, consentDate } = form.draft;
    const found: Record<string, string> = {};
    if (!date) found.date = format(t.required, { field: t.actionDate });
    if (reasons && !reasonCode) found.reasonCode = t.chooseReason;
    if (reasonCode === 'other' && !reason.trim()) found.reason = t.otherNeedsText;
    if (askConsent && !consentDate) found.consentDate = format(t.required, { field: t.consentDate });
    if (!form.validate(found)) return;
    setStatus.mutate(
      {
        projectId,
        id: subject.id,
        version: subject.version,
        action,
        date,
        ...(reasons ? { reasonCode, reason: reason.trim() || null } : {}),
        ...(askConsent ? { consentDate } : {}),
      },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  const dateSlots = { inputLabel: { shrink: true }, htmlInput: { max: today } } as const;
  return (
    <FormDialog
      title={`${SUBJECT_ACTION_LABELS[action][locale]} · ${subject.subjectNumber}`}
      submitLabel={t.confirm}
      busy={setStatus.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField {...form.field('date', t.actionDate)} required type="date" slotProps={dateSlots} />
      {askConsent && (
        <TextField {...form.field('consentDate', t.consentDate)} required type="date" slotProps={dateSlots} />
      )}
      {reasons && (
        <TextField {...form.field('reasonCode', t.reason)} required select>
          {reasons.map((entry) => (
            <MenuItem key={entry.value} value={entry.value}>
              {entry.label[locale]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {reasons && (
        <TextField
          {...form.field('reason', t.reasonText)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: SUBJECT_REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}
