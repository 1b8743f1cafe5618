/**
 * Destroy packs or send them back to the sponsor (drug:recover): the pharmacy (those with
 * something to recover), the kind, the day, who did it, how, the witness, and per line of the
 * pharmacy's returned, quarantined or expired stock the cause and how many (never more than is
 * there; the server's refusal shows under the line's quantity).
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECOVERY_KINDS } from '../../../../../shared/domain/drugs/status';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { recoveryMessages } from '../messages';
import { recoveryQueries, useRecoveryActions } from '../queries';
import {
  type RecoveryForm,
  type RecoveryProblems,
  newRecoveryForm,
  recoveryBody,
  recoveryProblems,
} from '../recovery-form';
import { savedProblem } from '../return-form';
import { RecoveryLines } from './recovery-lines';

type TextName = 'doneOn' | 'doneBy' | 'method' | 'witness' | 'note';

export function RecoveryDialog({
  projectId,
  today,
  userName,
  onClose,
}: {
  projectId: number;
  today: string;
  /** Who is recording, the default of who did it. */
  userName: string;
  onClose: () => void;
}) {
  const t = useMessages(recoveryMessages);
  const [form, setForm] = useState<RecoveryForm>(() => newRecoveryForm(today, userName));
  const [problems, setProblems] = useState<RecoveryProblems>({});
  const [formError, setFormError] = useState<string>();
  const all = useQuery(recoveryQueries.stock(projectId));
  const warehouseId = Number(form.warehouseId) || undefined;
  const stock = useQuery({ ...recoveryQueries.stock(projectId, warehouseId), enabled: warehouseId !== undefined });
  const rows = warehouseId === undefined ? [] : (stock.data ?? []);
  const warehouses = [...new Map((all.data ?? []).map((row) => [row.warehouseId, row.warehouseName])).entries()];
  const { saveRecovery } = useRecoveryActions(projectId);
  const submit = () => {
    const found = recoveryProblems(form, rows, today, t);
    setProblems(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const { body, keys } = recoveryBody(projectId, form, rows);
    saveRecovery.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const problem = savedProblem(error, keys, t.saveFailed);
        if (problem.path) setProblems({ [problem.path]: problem.text });
        else setFormError(problem.text);
        void stock.refetch();
      },
    });
  };
  const text = (name: TextName, label: string, required: boolean, maxLength: number) => (
    <TextField
      label={label}
      required={required}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={!!problems[name]}
      helperText={problems[name]}
      multiline={name === 'note'}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  return (
    <FormDialog
      title={t.recoverTitle}
      busy={saveRecovery.isPending}
      error={formError}
      submitLabel={t.recover}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          select
          required
          fullWidth
          label={t.warehouse}
          value={form.warehouseId}
          onChange={(event) => setForm({ ...form, warehouseId: event.target.value, lines: {} })}
          error={!!problems.warehouseId}
          helperText={problems.warehouseId ?? (all.data && warehouses.length === 0 ? t.noStock : undefined)}
        >
          {warehouses.map(([id, name]) => (
            <MenuItem key={id} value={String(id)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          fullWidth
          label={t.kind}
          value={form.kind}
          onChange={(event) => setForm({ ...form, kind: event.target.value as RecoveryForm['kind'] })}
        >
          {RECOVERY_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t[kind]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        type="date"
        required
        label={t.doneOn}
        value={form.doneOn}
        onChange={(event) => setForm({ ...form, doneOn: event.target.value })}
        error={!!problems.doneOn}
        helperText={problems.doneOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      {text('doneBy', t.doneBy, true, 100)}
      {text('method', t.method, true, 200)}
      {text('witness', t.witness, false, 100)}
      {warehouseId !== undefined && (
        <RecoveryLines
          rows={rows}
          loading={stock.isPending}
          failed={stock.isError}
          onRetry={() => void stock.refetch()}
          form={form}
          problems={problems}
          onChange={(lines) => setForm((current) => ({ ...current, lines }))}
        />
      )}
      {text('note', t.note, false, 500)}
    </FormDialog>
  );
}
