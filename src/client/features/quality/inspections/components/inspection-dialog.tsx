/** Recording an inspection, or editing one (carrying the version it was read at). */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Inspection } from '../../../../../shared/api/quality/inspections';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { INSPECTION_TYPE } from '../../../../../shared/domain/quality/inspection-dictionaries';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import {
  type InspectionForm,
  type InspectionProblems,
  createBody,
  inspectionFormOf,
  inspectionFormProblems,
  newInspectionForm,
  updateBody,
} from '../inspection-form';
import { inspectionMessages } from '../messages';
import { useInspectionActions } from '../queries';

export function useInspectionTypeLabel() {
  const { locale } = useLocale();
  return (value: string) => dictEntryLabel(INSPECTION_TYPE, value, locale);
}

export function InspectionDialog({
  projectId,
  row,
  onClose,
}: {
  projectId: number;
  /** The inspection to edit; a new one when absent. */
  row?: Inspection;
  onClose: () => void;
}) {
  const t = useMessages(inspectionMessages);
  const typeLabel = useInspectionTypeLabel();
  const today = useHospitalToday();
  const { create, update } = useInspectionActions(projectId);
  const [form, setForm] = useState<InspectionForm>(() => (row ? inspectionFormOf(row) : newInspectionForm(today)));
  const [problems, setProblems] = useState<InspectionProblems>({});
  const set = (patch: Partial<InspectionForm>) => setForm({ ...form, ...patch });
  const field = (name: keyof InspectionForm) => ({
    value: form[name],
    error: Boolean(problems[name]),
    helperText: problems[name] ? t[problems[name]] : undefined,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const submit = () => {
    const found = inspectionFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (row) update.mutate(updateBody(form, row), { onSuccess: onClose });
    else create.mutate(createBody(form, projectId), { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={row ? t.editTitle : t.recordTitle}
      busy={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField select required label={t.type} {...field('inspectionType')}>
        {INSPECTION_TYPE.map(({ value }) => (
          <MenuItem key={value} value={value}>
            {typeLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField autoFocus required label={t.body} {...field('inspectingBody')} />
      <Stack direction="row" spacing={2}>
        {(['startDate', 'endDate'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            required
            fullWidth
            label={t[name]}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field(name)}
          />
        ))}
      </Stack>
      <TextField multiline minRows={3} required label={t.scope} {...field('scope')} />
      <TextField multiline minRows={2} label={t.conclusion} {...field('conclusion')} />
    </FormDialog>
  );
}
