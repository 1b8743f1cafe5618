/** Adding an arm, or editing one (carrying the version it was read at). */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DrugArm } from '../../../../../shared/api/drugs/catalogue';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { catalogueMessages } from '../messages';
import { useCatalogueActions } from '../queries';

interface ArmDraft {
  code: string;
  name: string;
  description: string;
}

export function ArmDialog({ projectId, row, onClose }: { projectId: number; row?: DrugArm; onClose: () => void }) {
  const t = useMessages(catalogueMessages);
  const { arm } = useCatalogueActions(projectId);
  const [draft, setDraft] = useState<ArmDraft>(() => ({
    code: row?.code ?? '',
    name: row?.name ?? '',
    description: row?.description ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof ArmDraft, string>>>({});
  const [formError, setFormError] = useState<string>();
  const field = (name: keyof ArmDraft, label: string, maxLength: number) => ({
    label,
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    slotProps: { htmlInput: { maxLength } },
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = () => {
    const found: Partial<Record<keyof ArmDraft, string>> = {};
    if (!draft.code.trim()) found.code = t.required;
    if (!draft.name.trim()) found.name = t.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      projectId,
      ...(row ? { id: row.id, version: row.version } : {}),
      code: draft.code.trim(),
      name: draft.name.trim(),
      description: draft.description.trim() || null,
    };
    arm.mutate(body, {
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
      title={row ? `${t.editArm} ${row.code}` : t.addArm}
      busy={arm.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField autoFocus required {...field('code', t.code, 20)} />
      <TextField required {...field('name', t.name, 100)} />
      <TextField multiline minRows={2} {...field('description', t.description, 500)} />
    </FormDialog>
  );
}
