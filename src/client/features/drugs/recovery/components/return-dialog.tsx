/**
 * Record what a subject brought back (drug:return): the subject and one of their reviewed
 * dispensings not yet returned (or the dispensing the caller chose), then per pack the packs
 * returned and the dose units left, the day (not after today nor before the dispensing) and a
 * note. The server checks the counts against what was given and names a refused field.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useStaffAccess } from '../../../access';
import { dispensingQueries } from '../../dispensing/queries';
import { recoveryMessages } from '../messages';
import { recoveryQueries, useRecoveryActions } from '../queries';
import {
  type ReturnForm,
  type ReturnProblems,
  newReturnForm,
  returnBody,
  returnProblems,
  savedProblem,
} from '../return-form';

const ALL = { offset: 0, limit: 100 } as const;

/** The subject's reviewed dispensings that have no return yet. */
function useReturnable(projectId: number, subjectId: number | undefined) {
  const enabled = subjectId !== undefined;
  const given = useQuery({
    ...dispensingQueries.list(projectId, { ...ALL, subjectId, status: 'reviewed' }),
    enabled,
  });
  const returned = useQuery({ ...recoveryQueries.returns(projectId, { ...ALL, subjectId }), enabled });
  const done = new Set((returned.data?.rows ?? []).map((row) => row.distributionId));
  return {
    loading: enabled && (given.isPending || returned.isPending),
    rows: (given.data?.rows ?? []).filter((row) => !done.has(row.id)),
  };
}

function PackLines({
  distribution,
  form,
  problems,
  onChange,
}: {
  distribution: Distribution;
  form: ReturnForm;
  problems: ReturnProblems;
  onChange: (packId: number, name: 'quantity' | 'unitsLeft', value: string) => void;
}) {
  const t = useMessages(recoveryMessages);
  return (
    <Stack spacing={1}>
      {problems.lines && (
        <Typography color="error" variant="body2" role="alert">
          {problems.lines}
        </Typography>
      )}
      {distribution.lines.map((line) => {
        const draft = form.lines[line.packId] ?? { quantity: '', unitsLeft: '' };
        const problem = (name: string) => problems[`lines.${line.packId}.${name}`];
        return (
          <Box component="fieldset" key={line.packId} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
              {`${line.kitNumber} · ${line.productName} · ${line.batchNumber} · ${format(t.packsGiven, { given: line.quantity })}`}
            </Typography>
            <Stack direction="row" spacing={1}>
              {(['quantity', 'unitsLeft'] as const).map((name) => (
                <TextField
                  key={name}
                  size="small"
                  label={name === 'quantity' ? t.packsReturned : t.unitsLeft}
                  value={draft[name]}
                  onChange={(event) => onChange(line.packId, name, event.target.value)}
                  error={!!problem(name)}
                  helperText={problem(name)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

export function ReturnDialog({
  projectId,
  today,
  distribution: chosen,
  onClose,
}: {
  projectId: number;
  today: string;
  /** The dispensing to return, when the user started from it. */
  distribution?: Distribution;
  onClose: () => void;
}) {
  const t = useMessages(recoveryMessages);
  const access = useStaffAccess();
  const options = useQuery({
    ...dispensingQueries.options(projectId),
    enabled: !chosen && access.hasProjectPage(projectId, 'DrugDispensing'),
  });
  const [subjectId, setSubjectId] = useState<number | undefined>(chosen?.subjectId);
  const [distributionId, setDistributionId] = useState<number | undefined>(chosen?.id);
  const returnable = useReturnable(projectId, chosen ? undefined : subjectId);
  const distribution = chosen ?? returnable.rows.find((row) => row.id === distributionId);
  const [form, setForm] = useState(() => newReturnForm(today));
  const [problems, setProblems] = useState<ReturnProblems>({});
  const [formError, setFormError] = useState<string>();
  const { saveReturn } = useRecoveryActions(projectId);
  const submit = () => {
    const found = returnProblems(form, distribution, today, t);
    setProblems(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0 || !distribution) return;
    const body = returnBody(projectId, distribution, form);
    saveReturn.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const problem = savedProblem(
          error,
          body.lines.map((line) => line.packId),
          t.saveFailed,
        );
        if (problem.path) setProblems({ [problem.path]: problem.text });
        else setFormError(problem.text);
      },
    });
  };
  const setLine = (packId: number, name: 'quantity' | 'unitsLeft', value: string) =>
    setForm((current) => {
      const line = current.lines[packId] ?? { quantity: '', unitsLeft: '' };
      return { ...current, lines: { ...current.lines, [packId]: { ...line, [name]: value } } };
    });
  return (
    <FormDialog
      title={chosen ? format(t.recordReturnFor, { subject: chosen.subjectNumber }) : t.recordReturnTitle}
      busy={saveReturn.isPending}
      error={formError}
      submitLabel={t.recordReturn}
      onSubmit={submit}
      onClose={onClose}
    >
      {!chosen && (
        <TextField
          select
          required
          label={t.subject}
          value={subjectId === undefined ? '' : String(subjectId)}
          onChange={(event) => {
            setSubjectId(Number(event.target.value) || undefined);
            setDistributionId(undefined);
            setForm((current) => ({ ...current, lines: {} }));
          }}
        >
          {(options.data?.subjects ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.subjectNumber} {s.initials}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!chosen && (
        <TextField
          select
          required
          label={t.distribution}
          value={distributionId === undefined ? '' : String(distributionId)}
          disabled={subjectId === undefined || returnable.loading}
          error={!!problems.distributionId}
          helperText={
            problems.distributionId ??
            (subjectId !== undefined && !returnable.loading && returnable.rows.length === 0
              ? t.noDistribution
              : undefined)
          }
          onChange={(event) => {
            setDistributionId(Number(event.target.value) || undefined);
            setForm((current) => ({ ...current, lines: {} }));
          }}
        >
          {returnable.rows.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {`${row.dispensedOn} · ${row.visitName ?? ''} · ${row.lines.map((l) => l.kitNumber).join('、')}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {chosen && problems.distributionId && (
        <Typography color="error" role="alert">
          {problems.distributionId}
        </Typography>
      )}
      <TextField
        type="date"
        required
        label={t.returnedOn}
        value={form.returnedOn}
        onChange={(event) => setForm({ ...form, returnedOn: event.target.value })}
        error={!!problems.returnedOn}
        helperText={problems.returnedOn}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: distribution?.dispensedOn } }}
      />
      {distribution && <PackLines distribution={distribution} form={form} problems={problems} onChange={setLine} />}
      <TextField
        label={t.note}
        value={form.note}
        onChange={(event) => setForm({ ...form, note: event.target.value })}
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
