/**
 * The two forms only the subject's page has: the randomisation (number, arm, day; a
 * correction of a recorded one asks why) and a (re-)consent with the form version. The server
 * applies the same rules (shared/domain/recruitment/randomisation.ts) and names a refused field.
 */
import TextField from '@mui/material/TextField';
import type { SubjectPage } from '../../../../../shared/api/recruitment/subject-page';
import {
  CONSENT_VERSION_MAX,
  RANDOMISATION_ARM_MAX,
  RANDOMISATION_NUMBER_PATTERN,
  randomisedDateProblem,
} from '../../../../../shared/domain/recruitment/randomisation';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { subjectPageMessages } from '../messages';
import { useSubjectPageActions } from '../use-subject-page-actions';

interface DialogProps {
  projectId: number;
  page: SubjectPage;
  today: string;
  onClose: () => void;
}

const dateSlots = (today: string) => ({ inputLabel: { shrink: true }, htmlInput: { max: today } }) as const;

export function RandomiseDialog({ projectId, page, today, onClose }: DialogProps) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const { randomise } = useSubjectPageActions(projectId);
  const { subject, randomisation } = page;
  const correcting = randomisation.number !== null;
  const form = useFormDraft({
    randomisationNumber: randomisation.number ?? '',
    randomisationArm: randomisation.arm ?? '',
    randomisedDate: randomisation.date ?? today,
    reason: '',
  });
  const submit = () => {
    const { randomisationNumber, randomisationArm, randomisedDate, reason } = form.draft;
    const found: Record<string, string> = {};
    if (!new RegExp(RANDOMISATION_NUMBER_PATTERN).test(randomisationNumber.trim()))
      found.randomisationNumber = t.numberHelp;
    if (!randomisationArm.trim()) found.randomisationArm = format(t.required, { field: t.randomisationArm });
    const dateProblem = randomisedDate ? randomisedDateProblem(randomisedDate, subject.consentDate, today) : null;
    if (!randomisedDate) found.randomisedDate = format(t.required, { field: t.randomisedDate });
    else if (dateProblem) found.randomisedDate = dateProblem[locale];
    if (correcting && !reason.trim()) found.reason = format(t.required, { field: t.correctionReason });
    if (!form.validate(found)) return;
    randomise.mutate(
      {
        projectId,
        id: subject.id,
        version: subject.version,
        randomisationNumber: randomisationNumber.trim(),
        randomisationArm: randomisationArm.trim(),
        randomisedDate,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={format(t.randomiseTitle, { number: subject.subjectNumber })}
      submitLabel={t.confirm}
      busy={randomise.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        {...form.field('randomisationNumber', t.randomisationNumber, t.numberHelp)}
        required
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        {...form.field('randomisationArm', t.randomisationArm)}
        required
        slotProps={{ htmlInput: { maxLength: RANDOMISATION_ARM_MAX } }}
      />
      <TextField
        {...form.field('randomisedDate', t.randomisedDate)}
        required
        type="date"
        slotProps={dateSlots(today)}
      />
      {correcting && (
        <TextField
          {...form.field('reason', t.correctionReason)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    </FormDialog>
  );
}

export function ConsentDialog({ projectId, page, today, onClose }: DialogProps) {
  const t = useMessages(subjectPageMessages);
  const { consent } = useSubjectPageActions(projectId);
  const { subject } = page;
  const form = useFormDraft({ consentVersion: page.consentVersion ?? '', consentDate: today });
  const submit = () => {
    const { consentVersion, consentDate } = form.draft;
    const found: Record<string, string> = {};
    if (!consentVersion.trim()) found.consentVersion = format(t.required, { field: t.consentVersion });
    if (!consentDate) found.consentDate = format(t.required, { field: t.consentDate });
    if (!form.validate(found)) return;
    consent.mutate(
      { projectId, id: subject.id, version: subject.version, consentVersion: consentVersion.trim(), consentDate },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={format(t.reconsentTitle, { number: subject.subjectNumber })}
      submitLabel={t.confirm}
      busy={consent.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        {...form.field('consentVersion', t.consentVersion)}
        required
        slotProps={{ htmlInput: { maxLength: CONSENT_VERSION_MAX } }}
      />
      <TextField {...form.field('consentDate', t.consentDate)} required type="date" slotProps={dateSlots(today)} />
    </FormDialog>
  );
}
