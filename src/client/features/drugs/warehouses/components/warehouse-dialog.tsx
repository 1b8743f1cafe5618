/** Adding a pharmacy, or editing one (carrying the version it was read at). */
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Warehouse } from '../../../../../shared/api/drugs/warehouses';
import { WAREHOUSE_KINDS, WAREHOUSE_KIND_LABELS, type WarehouseKind } from '../../../../../shared/domain/drugs/status';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { warehouseMessages } from '../messages';
import { useWarehouseSave } from '../queries';

interface Draft {
  kind: WarehouseKind;
  name: string;
  department: string;
  location: string;
  active: boolean;
}

const draftOf = (row?: Warehouse): Draft => ({
  kind: row?.kind ?? 'central',
  name: row?.name ?? '',
  department: row?.department ?? '',
  location: row?.location ?? '',
  active: row?.active ?? true,
});

export function WarehouseDialog({ row, onClose }: { row?: Warehouse; onClose: () => void }) {
  const t = useMessages(warehouseMessages);
  const { locale } = useLocale();
  const save = useWarehouseSave();
  const [draft, setDraft] = useState(() => draftOf(row));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState<string>();
  const text = (name: 'name' | 'department' | 'location', maxLength: number) => ({
    value: draft[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { maxLength } },
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = () => {
    if (!draft.name.trim()) {
      setErrors({ name: t.required });
      return;
    }
    setErrors({});
    const body = {
      ...(row ? { id: row.id, version: row.version } : {}),
      kind: draft.kind,
      name: draft.name.trim(),
      department: draft.department.trim() || null,
      location: draft.location.trim() || null,
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
      <TextField
        select
        required
        label={t.kind}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as WarehouseKind })}
      >
        {WAREHOUSE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {WAREHOUSE_KIND_LABELS[kind][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField autoFocus required label={t.name} {...text('name', 60)} />
      <TextField label={t.department} {...text('department', 100)} />
      <TextField label={t.location} {...text('location', 100)} />
      <FormControlLabel
        control={
          <Switch checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} />
        }
        label={t.active}
      />
    </FormDialog>
  );
}
