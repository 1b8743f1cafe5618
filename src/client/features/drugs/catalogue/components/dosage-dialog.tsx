/** Adding an arm's dosage of a drug, or editing one (carrying the version it was read at). */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DrugCatalogue, DrugDosage } from '../../../../../shared/api/drugs/catalogue';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { type DosageDraft, dosageBody, dosageDraftOf, dosageProblems } from '../dosage-form';
import { catalogueMessages } from '../messages';
import { useCatalogueActions } from '../queries';

interface Props {
  projectId: number;
  catalogue: DrugCatalogue;
  row?: DrugDosage;
  onClose: () => void;
}

export function DosageDialog({ projectId, catalogue, row, onClose }: Props) {
  const t = useMessages(catalogueMessages);
  const { dosage } = useCatalogueActions(projectId);
  const [draft, setDraft] = useState(() => dosageDraftOf(row));
  const [errors, setErrors] = useState<Partial<Record<keyof DosageDraft, string>>>({});
  const [formError, setFormError] = useState<string>();
  const field = (name: keyof DosageDraft, label: string, maxLength: number) => ({
    label,
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    slotProps: { htmlInput: { maxLength } },
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = () => {
    const found = dosageProblems(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([name, problem]) => [name, t[problem]])));
    if (Object.keys(found).length > 0) return;
    dosage.mutate(dosageBody(draft, projectId, row), {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem && problem.field in draft) setErrors({ [problem.field]: problem.text });
        else setFormError(problem?.text ?? failureText(failure, t.saveFailed));
      },
    });
  };
  return (
    <FormDialog
      title={row ? t.editDosage : t.addDosage}
      busy={dosage.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField select required {...field('armId', t.arm, 20)}>
          {catalogue.arms.map((arm) => (
            <MenuItem key={arm.id} value={String(arm.id)}>{`${arm.code} ${arm.name}`}</MenuItem>
          ))}
        </TextField>
        <TextField select required {...field('productId', t.drug, 20)}>
          {catalogue.products.map((product) => (
            <MenuItem key={product.id} value={String(product.id)}>{`${product.code} ${product.name}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField required {...field('packsPerVisit', t.packsPerVisit, 3)} />
        <TextField required {...field('dailyUnits', t.dailyUnits, 4)} />
      </Stack>
      <TextField multiline minRows={2} {...field('note', t.note, 500)} />
    </FormDialog>
  );
}
