/** Recording a finding on an item of a running task, and sending one to its responsible member. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CheckTaskDetail } from '../../../../../shared/api/quality/check-tasks';
import type { Finding } from '../../../../../shared/api/quality/findings';
import {
  FINDING_SEVERITIES,
  QUALITY_PROBLEM_TYPES,
  type QcItemCode,
} from '../../../../../shared/domain/quality/qc-dictionaries';
import { addDays } from '../../../../../shared/domain/hospital-time';
import { useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import {
  type FindingForm,
  type FormProblems,
  type SendForm,
  findingFormProblems,
  newFindingForm,
  raiseBody,
  sendBody,
  sendFormProblems,
} from '../finding-form';
import { checkTaskMessages } from '../messages';
import { useFindingActions } from '../queries';
import { useQcLabels } from './qc-labels';

/** The days a responsible member gets by default. */
const DEFAULT_RECTIFY_DAYS = 14;

function useProblemText() {
  const t = useMessages(checkTaskMessages);
  return (problem: FormProblems<string>[string]) => (problem ? t[problem] : undefined);
}

export function RecordFindingDialog({
  detail,
  itemCode,
  onClose,
}: {
  detail: CheckTaskDetail;
  itemCode: QcItemCode;
  onClose: () => void;
}) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const problemText = useProblemText();
  const { raise } = useFindingActions(detail.task.projectId);
  const [form, setForm] = useState<FindingForm>(() => newFindingForm(itemCode));
  const [problems, setProblems] = useState<FormProblems<'description'>>({});
  const submit = () => {
    const found = findingFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0)
      raise.mutate(raiseBody(form, detail.task.projectId, detail.task.id), { onSuccess: onClose });
  };
  return (
    <FormDialog title={t.recordTitle} busy={raise.isPending} onSubmit={submit} onClose={onClose}>
      <TextField label={t.item} value={labels.item(itemCode)} slotProps={{ input: { readOnly: true } }} />
      <TextField
        select
        label={t.subject}
        value={String(form.subjectId)}
        onChange={(event) => setForm({ ...form, subjectId: event.target.value ? Number(event.target.value) : '' })}
      >
        <MenuItem value="">{t.noSubject}</MenuItem>
        {detail.sample.map((subject) => (
          <MenuItem key={subject.id} value={String(subject.id)}>
            {`${subject.subjectNumber} ${subject.initials}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.problemType}
        value={String(form.problemType)}
        onChange={(event) =>
          setForm({ ...form, problemType: Number(event.target.value) as FindingForm['problemType'] })
        }
      >
        {QUALITY_PROBLEM_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {labels.problemType(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.severity}
        value={String(form.severity)}
        onChange={(event) => setForm({ ...form, severity: Number(event.target.value) as FindingForm['severity'] })}
      >
        {FINDING_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={String(severity)}>
            {labels.severity(severity)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        autoFocus
        multiline
        minRows={3}
        required
        label={t.description}
        value={form.description}
        error={Boolean(problems.description)}
        helperText={problemText(problems.description)}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
    </FormDialog>
  );
}

export function SendFindingDialog({
  finding,
  team,
  onClose,
}: {
  finding: Finding;
  team: readonly { userId: number; realname: string; userName: string }[];
  onClose: () => void;
}) {
  const t = useMessages(checkTaskMessages);
  const problemText = useProblemText();
  const today = useHospitalToday();
  const { send } = useFindingActions(finding.projectId);
  const [form, setForm] = useState<SendForm>(() => ({
    responsibleUserId: '',
    rectifyDue: addDays(today, DEFAULT_RECTIFY_DAYS),
  }));
  const [problems, setProblems] = useState<FormProblems<keyof SendForm>>({});
  const submit = () => {
    const found = sendFormProblems(form, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const ref = { projectId: finding.projectId, id: finding.id, version: finding.version };
    send.mutate(sendBody(form, ref), { onSuccess: onClose });
  };
  return (
    <FormDialog title={t.sendTitle} busy={send.isPending} onSubmit={submit} onClose={onClose}>
      <TextField
        select
        required
        label={t.responsible}
        value={String(form.responsibleUserId)}
        error={Boolean(problems.responsibleUserId)}
        helperText={problemText(problems.responsibleUserId)}
        onChange={(event) =>
          setForm({ ...form, responsibleUserId: event.target.value ? Number(event.target.value) : '' })
        }
      >
        {team.map((member) => (
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
        helperText={problemText(problems.rectifyDue)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        onChange={(event) => setForm({ ...form, rectifyDue: event.target.value })}
      />
    </FormDialog>
  );
}
