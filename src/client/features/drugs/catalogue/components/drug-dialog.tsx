/** Adding a drug, or editing one (carrying the version it was read at); temperatures in °C with one decimal. */
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DrugProduct } from '../../../../../shared/api/drugs/catalogue';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { type DrugDraft, drugBody, drugDraftOf, drugProblems } from '../drug-form';
import { catalogueMessages } from '../messages';
import { useCatalogueActions } from '../queries';

const SERVER_FIELDS: Record<string, keyof DrugDraft> = {
  storageMinTenths: 'storageMin',
  storageMaxTenths: 'storageMax',
};

export function DrugDialog({ projectId, row, onClose }: { projectId: number; row?: DrugProduct; onClose: () => void }) {
  const t = useMessages(catalogueMessages);
  const { drug } = useCatalogueActions(projectId);
  const [draft, setDraft] = useState(() => drugDraftOf(row));
  const [errors, setErrors] = useState<Partial<Record<keyof DrugDraft, string>>>({});
  const [formError, setFormError] = useState<string>();
  const field = (name: Exclude<keyof DrugDraft, 'blinded'>, label: string, maxLength = 100) => ({
    label,
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    slotProps: { htmlInput: { maxLength } },
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = () => {
    const found = drugProblems(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([name, problem]) => [name, t[problem]])));
    if (Object.keys(found).length > 0) return;
    drug.mutate(drugBody(draft, projectId, row), {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem) setErrors({ [SERVER_FIELDS[problem.field] ?? problem.field]: problem.text });
        else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };
  return (
    <FormDialog
      title={row ? `${t.editTitle} ${row.code}` : t.addDrug}
      busy={drug.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField autoFocus required {...field('code', t.code, 20)} />
        <TextField required {...field('name', t.name)} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField required {...field('specification', t.specification)} />
        <TextField required {...field('dosageForm', t.dosageForm)} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField required {...field('packUnit', t.packUnit, 20)} />
        <TextField required {...field('unitsPerPack', t.unitsPerPack, 5)} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField required {...field('storageMin', t.storageMin, 6)} />
        <TextField required {...field('storageMax', t.storageMax, 6)} />
      </Stack>
      <TextField multiline minRows={2} {...field('storageNote', t.note, 500)} />
      <FormControlLabel
        control={
          <Switch checked={draft.blinded} onChange={(event) => setDraft({ ...draft, blinded: event.target.checked })} />
        }
        label={t.blinded}
      />
    </FormDialog>
  );
}
