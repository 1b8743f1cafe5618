/** Adding a fee type, or editing one (carrying the version it was read at). */
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  FEE_TYPE_CODE_MAX,
  FEE_TYPE_CODE_PATTERN,
  FEE_TYPE_NAME_MAX,
  type FeeType,
} from '../../../../../shared/api/finance/fee-types';
import { FEE_CATEGORIES, FEE_CATEGORY_LABELS, type FeeCategory } from '../../../../../shared/domain/finance/codes';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { feeTypeMessages } from '../messages';
import { useFeeTypeActions } from '../queries';

interface Draft {
  code: string;
  name: string;
  nameEn: string;
  category: FeeCategory;
  sort: string;
  active: boolean;
}
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (row?: FeeType): Draft => ({
  code: row?.code ?? '',
  name: row?.name ?? '',
  nameEn: row?.nameEn ?? '',
  category: row?.category ?? 'research',
  sort: String(row?.sort ?? 0),
  active: row?.active ?? true,
});

function problemsOf(draft: Draft, t: typeof feeTypeMessages.en): Errors {
  const errors: Errors = {};
  if (!new RegExp(FEE_TYPE_CODE_PATTERN).test(draft.code.trim()))
    errors.code = draft.code.trim() ? t.badCode : t.required;
  if (!draft.name.trim()) errors.name = t.required;
  if (!/^\d{1,4}$/.test(draft.sort.trim())) errors.sort = t.badSort;
  return errors;
}

export function FeeTypeDialog({ row, onClose }: { row?: FeeType; onClose: () => void }) {
  const t = useMessages(feeTypeMessages);
  const { locale } = useLocale();
  const { save } = useFeeTypeActions();
  const [draft, setDraft] = useState(() => draftOf(row));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const locked = row?.inUse ?? false;
  const text = (name: 'code' | 'name' | 'nameEn' | 'sort', maxLength: number) => ({
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { maxLength } },
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = () => {
    const problems = problemsOf(draft, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = {
      ...(row ? { id: row.id, version: row.version } : {}),
      code: draft.code.trim(),
      name: draft.name.trim(),
      nameEn: draft.nameEn.trim() || null,
      category: draft.category,
      sort: Number(draft.sort.trim()),
      active: draft.active,
    };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem) setErrors({ [problem.field]: problem.text });
        else setFormError(failureText(failure, t.saveFailed));
      },
    });
  };
  return (
    <FormDialog
      title={row ? t.editTitle : t.createTitle}
      busy={save.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField autoFocus required label={t.code} disabled={locked} {...text('code', FEE_TYPE_CODE_MAX)} />
      <TextField required label={t.name} {...text('name', FEE_TYPE_NAME_MAX)} />
      <TextField label={t.nameEn} {...text('nameEn', FEE_TYPE_NAME_MAX)} />
      <TextField
        select
        required
        label={t.category}
        value={draft.category}
        disabled={locked}
        helperText={locked ? t.usedHint : undefined}
        onChange={(event) => setDraft({ ...draft, category: event.target.value as FeeCategory })}
      >
        {FEE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {FEE_CATEGORY_LABELS[category][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label={t.sort}
        {...text('sort', 4)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <FormControlLabel
        control={
          <Switch checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} />
        }
        label={t.active}
      />
    </FormDialog>
  );
}
