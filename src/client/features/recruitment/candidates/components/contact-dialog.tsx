/**
 * Recording a contact attempt: when it happened (hospital time, default now: yesterday's call
 * can be logged, not a future one nor one before the candidate was added), how (phone, clinic,
 * WeChat), willing / unwilling (with a reason) / not reached, a note and the next follow-up
 * day. The server records the signed-in staff member's name with it.
 */
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
import { formatHospitalTime, hospitalInstant } from '../../../../../shared/domain/hospital-time';
import {
  CONTACT_METHODS,
  CONTACT_TIME_PROBLEMS,
  type ContactMethod,
  contactTimeProblem,
} from '../../../../../shared/domain/recruitment/contact';
import { UNWILLING_REASONS, type UnwillingReason } from '../../../../../shared/domain/recruitment/reasons';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { followMessages } from '../follow-messages';
import { recordMessages } from '../messages';
import { useCandidateActions } from '../use-candidate-actions';

export interface ContactDialogProps {
  projectId: number;
  patientId: number;
  version: number;
  /** When the candidate was added (ISO): no contact before it. */
  addedAt: string;
  onClose: () => void;
}

type Field = 'contactedAt' | 'method' | 'reason' | 'nextFollowUp' | 'note';

/** 'YYYY-MM-DDTHH:mm' in the hospital's zone, as a datetime-local input holds it. */
const localInput = (at: number) => formatHospitalTime(at, 'YYYY-MM-DDTHH:mm');

export function ContactDialog({ projectId, patientId, version, addedAt, onClose }: ContactDialogProps) {
  const t = useMessages(recordMessages);
  const f = useMessages(followMessages);
  const [now] = useState(() => Date.now());
  const [contactedAt, setContactedAt] = useState(() => localInput(now));
  const [method, setMethod] = useState<ContactMethod | ''>('');
  const { locale } = useLocale();
  const labelId = useId();
  const { contact } = useCandidateActions(projectId);
  const [result, setResult] = useState<ContactBody['result']>(1);
  const [reason, setReason] = useState<UnwillingReason | ''>('');
  const [note, setNote] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = () => {
    const found: typeof errors = {};
    const at = hospitalInstant(contactedAt);
    const timeProblem = Number.isFinite(at) ? contactTimeProblem(at, Date.parse(addedAt), Date.now()) : null;
    if (!Number.isFinite(at)) found.contactedAt = f.timeRequired;
    else if (timeProblem) found.contactedAt = CONTACT_TIME_PROBLEMS[timeProblem][locale];
    if (!method) found.method = f.methodRequired;
    if (result === 2 && !reason) found.reason = t.reasonRequired;
    if (result === 0 && !next) found.nextFollowUp = t.nextRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: ContactBody = {
      projectId,
      patientId,
      version,
      contactedAt: new Date(at).toISOString(),
      method: method || null,
      result,
      reason: result === 2 && reason ? reason : null,
      note: note.trim() || null,
      nextFollowUp: next || null,
    };
    contact.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem && ['contactedAt', 'method', 'reason', 'nextFollowUp', 'note'].includes(problem.field)) {
          setErrors({ [problem.field]: problem.text });
        } else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };

  return (
    <FormDialog title={t.contactTitle} busy={contact.isPending} error={formError} onSubmit={submit} onClose={onClose}>
      <TextField
        size="small"
        type="datetime-local"
        required
        label={f.contactTime}
        value={contactedAt}
        onChange={(event) => setContactedAt(event.target.value)}
        error={Boolean(errors.contactedAt)}
        helperText={errors.contactedAt}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: localInput(now), min: localInput(Date.parse(addedAt)) },
        }}
      />
      <TextField
        select
        size="small"
        required
        label={f.contactMethod}
        value={method}
        onChange={(event) => setMethod(event.target.value as ContactMethod)}
        error={Boolean(errors.method)}
        helperText={errors.method}
      >
        {CONTACT_METHODS.map((entry) => (
          <MenuItem key={entry.value} value={entry.value}>
            {entry.label[locale]}
          </MenuItem>
        ))}
      </TextField>
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
