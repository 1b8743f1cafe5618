/** Adding a candidate by hand: identity, one diagnosis, labs and prior drugs in the template's notation. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PatientSaveBody } from '../../../../../shared/api/recruitment/candidates';
import { parseDrugText, parseLabText } from '../../../../../shared/domain/recruitment/patient';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { recruitmentMessages } from '../messages';
import { useCandidateActions } from '../use-candidate-actions';

const FIELDS = ['name', 'sex', 'birthDate', 'phone', 'idNumber', 'mrn', 'diagnosis', 'icd', 'labs', 'drugs'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;
const EMPTY: Draft = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Draft;

export function PatientDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(recruitmentMessages);
  const { save } = useCandidateActions(projectId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = () => {
    const found: Partial<Record<string, string>> = {};
    if (!draft.name.trim()) found.name = format(t.required, { field: t.fieldName });
    if (!draft.mrn.trim()) found.mrn = format(t.required, { field: t.fieldMrn });
    const labs = parseLabText(draft.labs);
    if ('bad' in labs) found.labs = t.badLabs;
    setErrors(found);
    if (Object.keys(found).length > 0 || 'bad' in labs) return;
    const body: PatientSaveBody = {
      projectId,
      name: draft.name.trim(),
      sex: draft.sex === 'male' || draft.sex === 'female' ? draft.sex : null,
      birthDate: draft.birthDate || null,
      phone: draft.phone.trim() || null,
      idNumber: draft.idNumber.trim() || null,
      mrn: draft.mrn.trim(),
      diagnoses:
        draft.diagnosis.trim() || draft.icd.trim()
          ? [{ code: draft.icd.trim().toUpperCase() || null, text: draft.diagnosis.trim() || draft.icd.trim() }]
          : [],
      labs: labs.labs,
      priorDrugs: parseDrugText(draft.drugs),
    };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem) setErrors({ [problem.field === 'diagnoses' ? 'diagnosis' : problem.field]: problem.text });
        else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };

  const field = (name: keyof Draft, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={Boolean(errors[name === 'drugs' ? 'priorDrugs' : name])}
      helperText={errors[name === 'drugs' ? 'priorDrugs' : name]}
      size="small"
      {...extra}
    />
  );

  return (
    <FormDialog title={t.addTitle} busy={save.isPending} error={formError} onSubmit={submit} onClose={onClose}>
      {field('name', t.fieldName, { required: true, slotProps: { htmlInput: { maxLength: 50 } } })}
      {field('mrn', t.fieldMrn, { required: true, slotProps: { htmlInput: { maxLength: 32 } } })}
      {field('sex', t.fieldSex, {
        select: true,
        children: [
          <MenuItem key="" value="">
            {t.sexUnknown}
          </MenuItem>,
          <MenuItem key="male" value="male">
            {t.male}
          </MenuItem>,
          <MenuItem key="female" value="female">
            {t.female}
          </MenuItem>,
        ],
      })}
      {field('birthDate', t.fieldBirthDate, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      {field('phone', t.fieldPhone, { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 11 } } })}
      {field('idNumber', t.fieldIdNumber, { slotProps: { htmlInput: { maxLength: 20 } } })}
      {field('diagnosis', t.fieldDiagnosis)}
      {field('icd', t.fieldIcd, { slotProps: { htmlInput: { maxLength: 16 } } })}
      {field('labs', t.fieldLabs, { multiline: true })}
      {field('drugs', t.fieldDrugs)}
    </FormDialog>
  );
}
