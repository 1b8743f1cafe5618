/**
 * A self-check run (selfCheck:run): the day, every item of the current list answered yes, no
 * or n.a. with a note (required for a 'no'), and a summary; each 'no' becomes a level-1
 * finding of the run when submitted.
 */
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SelfCheckTemplate } from '../../../../../shared/api/quality/self-checks';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { SELF_CHECK_ANSWER, type SelfCheckAnswer } from '../../../../../shared/domain/quality/inspection-dictionaries';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { selfCheckMessages } from '../messages';
import { useSelfCheckActions } from '../queries';
import {
  type RunForm,
  type RunProblems,
  findingsToRaise,
  newRunForm,
  runBody,
  runFormProblems,
  runIsValid,
} from '../self-check-form';

export function useAnswerLabel() {
  const { locale } = useLocale();
  return (value: string) => dictEntryLabel(SELF_CHECK_ANSWER, value, locale);
}

export function RunDialog({
  projectId,
  template,
  onClose,
}: {
  projectId: number;
  template: SelfCheckTemplate;
  onClose: () => void;
}) {
  const t = useMessages(selfCheckMessages);
  const answerLabel = useAnswerLabel();
  const today = useHospitalToday();
  const { run } = useSelfCheckActions(projectId);
  const [form, setForm] = useState<RunForm>(() => newRunForm(template, today));
  const [problems, setProblems] = useState<RunProblems>({ answers: {} });
  const answer = (key: string, patch: Partial<RunForm['answers'][string]>) =>
    setForm({ ...form, answers: { ...form.answers, [key]: { ...form.answers[key]!, ...patch } } });
  const submit = () => {
    const found = runFormProblems(form, today);
    setProblems(found);
    if (runIsValid(found)) run.mutate(runBody(form, template, projectId), { onSuccess: onClose });
  };
  const raising = findingsToRaise(form);
  return (
    <FormDialog title={t.runTitle} busy={run.isPending} onSubmit={submit} onClose={onClose}>
      <Alert severity="info">{t.runHint}</Alert>
      <TextField
        type="date"
        required
        label={t.checkedOn}
        value={form.checkedOn}
        error={Boolean(problems.checkedOn)}
        helperText={problems.checkedOn ? t[problems.checkedOn] : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        onChange={(event) => setForm({ ...form, checkedOn: event.target.value })}
      />
      {template.items.map((item, index) => {
        const entry = form.answers[item.key] ?? { answer: '', note: '' };
        const problem = problems.answers[item.key];
        return (
          <FormControl key={item.key} error={Boolean(problem)} component="fieldset">
            <FormLabel component="legend">{`${index + 1}. ${item.text}`}</FormLabel>
            <RadioGroup
              row
              value={entry.answer}
              onChange={(event) => answer(item.key, { answer: event.target.value as SelfCheckAnswer })}
            >
              {SELF_CHECK_ANSWER.map(({ value }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={answerLabel(value)} />
              ))}
            </RadioGroup>
            <TextField
              size="small"
              label={`${t.note} ${index + 1}`}
              required={entry.answer === 'no'}
              value={entry.note}
              error={problem === 'noteRequired' || problem === 'tooLong'}
              onChange={(event) => answer(item.key, { note: event.target.value })}
            />
            {problem && <FormHelperText>{t[problem]}</FormHelperText>}
          </FormControl>
        );
      })}
      <TextField
        multiline
        minRows={2}
        label={t.summary}
        value={form.summary}
        error={Boolean(problems.summary)}
        helperText={problems.summary ? t[problems.summary] : undefined}
        onChange={(event) => setForm({ ...form, summary: event.target.value })}
      />
      {raising > 0 && <Alert severity="warning">{format(t.willRaise, { count: raising })}</Alert>}
    </FormDialog>
  );
}
