/** Recording a contact attempt: willing / unwilling (with a reason) / not reached, a note and the next follow-up day. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { ContactBody } from '../../../../../shared/api/recruitment/follow';
import { RECRUIT_RESULT } from '../../../../../shared/domain/study';
import { UNWILLING_REASONS, type UnwillingReason } from '../../../../../shared/domain/recruitment/reasons';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { recordMessages } from '../messages';
import { useCandidateActions } from '../use-candidate-actions';

export interface ContactDialogProps {
  projectId: number;
  patientId: number;
  version: number;
  onClose: () => void;
}

export function ContactDialog({ projectId, patientId, version, onClose }: ContactDialogProps) {
  const t = useMessages(recordMessages);
  const { locale } = useLocale();
  const labelId = useId();
  const { contact } = useCandidateActions(projectId);
  const [result, setResult] = useState<ContactBody['result']>(1);
  const [reason, setReason] = useState<UnwillingReason | ''>('');
  const [note, setNote] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'nextFollowUp' | 'note', string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = () => {
    const found: typeof errors = {};
    if (result === 2 && !reason) found.reason = t.reasonRequired;
    if (result === 0 && !next) found.nextFollowUp = t.nextRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ContactBody = {
      projectId,
      patientId,
      version,
      result,
      reason: result === 2 && reason ? reason : null,
      note: note.trim() || null,
      nextFollowUp: next || null,
    };
    contact.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem && ['reason', 'nextFollowUp', 'note'].includes(problem.field)) {
          setErrors({ [problem.field]: problem.text });
        } else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };

  return (
    <FormDialog title={t.contactTitle} busy={contact.isPending} error={formError} onSubmit={submit} onClose={onClose}>
      <FormControl>
        <FormLabel id={labelId}>{t.contactResult}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={String(result)}
          onChange={(event) => setResult(Number(event.target.value) as ContactBody['result'])}
        >
          {[1, 2, 0].map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio />}
              label={RECRUIT_RESULT.find((entry) => entry.value === value)?.label[locale] ?? String(value)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {result === 2 && (
        <TextField
          select
          size="small"
          label={t.unwillingReason}
          value={reason}
          onChange={(event) => setReason(event.target.value as UnwillingReason)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
        >
          {UNWILLING_REASONS.map((entry) => (
            <MenuItem key={entry.value} value={entry.value}>
              {entry.label[locale]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label={t.contactNote}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        error={Boolean(errors.note)}
        helperText={errors.note}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        size="small"
        type="date"
        label={t.contactNext}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={Boolean(errors.nextFollowUp)}
        helperText={errors.nextFollowUp}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
