/**
 * A willing candidate starts screening: screening and consent dates, and the centre when the
 * project has several; the subject gets the project's next number.
 */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { recordMessages } from '../messages';
import { useCandidateActions } from '../use-candidate-actions';
import { hospitalDay } from '../../../../../shared/domain/hospital-time';
import { CentreField } from '../../../study';

export interface EnrolDialogProps {
  projectId: number;
  patientId: number;
  version: number;
  onClose: () => void;
}

export function EnrolDialog({ projectId, patientId, version, onClose }: EnrolDialogProps) {
  const t = useMessages(recordMessages);
  const { enrol } = useCandidateActions(projectId);
  const [screeningDate, setScreeningDate] = useState(() => hospitalDay(Date.now()));
  const [consentDate, setConsentDate] = useState('');
  const [centreId, setCentreId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = () =>
    enrol.mutate(
      {
        projectId,
        patientId,
        version,
        screeningDate,
        consentDate: consentDate || null,
        ...(centreId ? { centreId: Number(centreId) } : {}),
      },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const problem = fieldProblemOf(failure);
          if (problem && ['screeningDate', 'consentDate', 'centreId'].includes(problem.field)) {
            setErrors({ [problem.field]: problem.text });
          } else setFormError(failureText(failure, t.saveFailed));
        },
      },
    );

  return (
    <FormDialog
      title={t.enrolTitle}
      busy={enrol.isPending}
      error={formError}
      submitLabel={t.enrol}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <CentreField projectId={projectId} value={centreId} onChange={setCentreId} error={errors.centreId} />
      <TextField
        size="small"
        type="date"
        required
        label={t.screeningDate}
        value={screeningDate}
        onChange={(event) => setScreeningDate(event.target.value)}
        error={Boolean(errors.screeningDate)}
        helperText={errors.screeningDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t.consentDate}
        value={consentDate}
        onChange={(event) => setConsentDate(event.target.value)}
        error={Boolean(errors.consentDate)}
        helperText={errors.consentDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
