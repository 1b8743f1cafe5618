/** Create or edit a SUSAR draft; shows the due day it will have before saving (susarDue). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  SUSAR_DESCRIPTION_MAX,
  SUSAR_DRUG_MAX,
  SUSAR_REACTION_MAX,
  type Susar,
} from '../../../../../shared/api/safety/susar';
import { isCalendarDate } from '../../../../../shared/domain/hospital-time';
import { susarDue } from '../../../../../shared/domain/safety/due-dates';
import { type FieldErrors, useFormDraft } from '../../../../lib/use-form-draft';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { pvMessages } from '../messages';
import { pvQueries } from '../queries';
import { useSaveSusar } from '../use-pv-actions';
import { SubjectPicker } from '../../subjects/subject-picker';

export interface SusarDialogProps {
  projectId: number;
  susar?: Susar;
  today: string;
  onSaved: (id: number) => void;
  onClose: () => void;
}

const optionalId = (text: string) => (text.trim() ? Number(text.trim()) : null);

export function SusarDialog({ projectId, susar, today, onSaved, onClose }: SusarDialogProps) {
  const t = useMessages(pvMessages);
  const save = useSaveSusar(projectId);
  const form = useFormDraft({
    reportType: susar?.reportType ?? 'first',
    initialId: susar?.initialId ? String(susar.initialId) : '',
    subjectId: susar?.subjectId ? String(susar.subjectId) : '',
    saeId: susar?.saeId ? String(susar.saeId) : '',
    learnedDate: susar?.learnedDate ?? today,
    fatal: susar?.fatal ? 'yes' : '',
    drugName: susar?.drugName ?? '',
    reaction: susar?.reaction ?? '',
    description: susar?.description ?? '',
  });
  const { draft } = form;
  const followUp = draft.reportType === 'followup';
  const submit = () => {
    const found: FieldErrors<typeof draft> = {};
    for (const name of ['learnedDate', 'drugName', 'reaction', 'description'] as const) {
      if (!draft[name].trim()) found[name] = format(t.required, { field: t[name] });
    }
    if (followUp && !draft.initialId.trim()) found.initialId = format(t.required, { field: t.initial });
    if (!form.validate(found)) return;
    save.mutate(
      {
        projectId,
        ...(susar ? { id: susar.id, version: susar.version } : {}),
        reportType: followUp ? 'followup' : 'first',
        initialId: followUp ? optionalId(draft.initialId) : null,
        subjectId: optionalId(draft.subjectId),
        saeId: optionalId(draft.saeId),
        learnedDate: draft.learnedDate,
        fatal: draft.fatal === 'yes',
        drugName: draft.drugName.trim(),
        reaction: draft.reaction.trim(),
        description: draft.description.trim(),
      },
      { onSuccess: ({ id }) => onSaved(id), onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  const choices = useQuery(pvQueries.susarChoices(projectId)).data;
  const picker = (name: 'initialId' | 'saeId', options: { id: number; label: string }[] = []) => (
    <TextField
      {...form.field(name, t[name === 'initialId' ? 'initial' : name])}
      select
      required={name === 'initialId'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">—</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      title={susar ? t.editSusar : t.addSusar}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('reportType', t.reportType)}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="first">{t.first}</option>
        <option value="followup">{t.followup}</option>
      </TextField>
      {followUp && picker('initialId', choices?.firsts)}
      <SubjectPicker
        projectId={projectId}
        label={t.subjectId}
        value={draft.subjectId}
        onChange={(id) => form.setDraft((current) => ({ ...current, subjectId: id }))}
        current={
          susar?.subjectId && susar.subjectNumber
            ? { id: susar.subjectId, subjectNumber: susar.subjectNumber, initials: susar.subjectInitials ?? '' }
            : undefined
        }
        error={!!form.errors.subjectId}
        helperText={form.errors.subjectId}
      />
      {picker(
        'saeId',
        choices?.saes.map(({ id, reportNo, term }) => ({
          id,
          label: reportNo ? format(t.saeChoice, { reportNo, term }) : format(t.draftSaeChoice, { term }),
        })),
      )}
      <TextField
        {...form.field('learnedDate', t.learnedDate)}
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <FormControlLabel
        label={t.fatal}
        control={
          <Checkbox
            checked={draft.fatal === 'yes'}
            onChange={(event) => form.setDraft({ ...draft, fatal: event.target.checked ? 'yes' : '' })}
          />
        }
      />
      {!followUp && isCalendarDate(draft.learnedDate) && (
        <Typography color="text.secondary">
          {format(t.dueOn, { label: susarDue(draft.learnedDate, draft.fatal === 'yes', false).dueLabel })}
        </Typography>
      )}
      <TextField
        {...form.field('drugName', t.drugName)}
        required
        slotProps={{ htmlInput: { maxLength: SUSAR_DRUG_MAX } }}
      />
      <TextField
        {...form.field('reaction', t.reaction)}
        required
        slotProps={{ htmlInput: { maxLength: SUSAR_REACTION_MAX } }}
      />
      <TextField
        {...form.field('description', t.description)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SUSAR_DESCRIPTION_MAX } }}
      />
    </FormDialog>
  );
}
