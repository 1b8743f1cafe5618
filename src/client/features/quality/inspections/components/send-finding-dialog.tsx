/** Sending an inspection's or a self-check's finding to a team member, with the day to rectify it by. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FindingSendBody } from '../../../../../shared/api/quality/findings';
import { addDays } from '../../../../../shared/domain/hospital-time';
import { useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { type FormProblems, type SendForm, sendBody, sendFormProblems } from '../../check-tasks/finding-form';
import { checkTaskQueries } from '../../check-tasks/queries';
import { inspectionMessages } from '../messages';

/** The days a responsible member gets by default. */
const DEFAULT_RECTIFY_DAYS = 14;

export function SendAttachedFindingDialog({
  refTo,
  send,
  onClose,
}: {
  refTo: { projectId: number; id: number; version: number };
  send: UseMutationResult<unknown, Error, FindingSendBody>;
  onClose: () => void;
}) {
  const t = useMessages(inspectionMessages);
  const today = useHospitalToday();
  const team = useQuery(checkTaskQueries.team(refTo.projectId));
  const [form, setForm] = useState<SendForm>(() => ({
    responsibleUserId: '',
    rectifyDue: addDays(today, DEFAULT_RECTIFY_DAYS),
  }));
  const [problems, setProblems] = useState<FormProblems<keyof SendForm>>({});
  const text = (problem: FormProblems<string>[string]) => (problem ? t[problem] : undefined);
  const submit = () => {
    const found = sendFormProblems(form, today);
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate(sendBody(form, refTo), { onSuccess: onClose });
  };
  return (
    <FormDialog title={t.sendTitle} busy={send.isPending} onSubmit={submit} onClose={onClose}>
      <TextField
        select
        required
        label={t.responsible}
        value={String(form.responsibleUserId)}
        error={Boolean(problems.responsibleUserId)}
        helperText={text(problems.responsibleUserId)}
        onChange={(event) =>
          setForm({ ...form, responsibleUserId: event.target.value ? Number(event.target.value) : '' })
        }
      >
        {(team.data ?? []).map((member) => (
          <MenuItem key={member.userId} value={String(member.userId)}>
            {`${member.realname}（${member.userName}）`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        required
        label={t.rectifyDue}
        value={form.rectifyDue}
        error={Boolean(problems.rectifyDue)}
        helperText={text(problems.rectifyDue)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        onChange={(event) => setForm({ ...form, rectifyDue: event.target.value })}
      />
    </FormDialog>
  );
}
