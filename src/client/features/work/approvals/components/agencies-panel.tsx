/**
 * The user's delegations, given and received, not yet over: a delegation names an agent who
 * decides the user's approval steps (of one workflow or all) from one day to another; its
 * principal ends it early. Both names stay on every step the agent decides.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Agency } from '../../../../../shared/api/work/approvals';
import { hospitalDay } from '../../../../../shared/domain/hospital-time';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { TableStates } from '../../../../ui/table-states';
import { useWho } from '../../../access';
import { myApprovalMessages } from '../my-approvals-messages';
import { myApprovalQueries, useMyApprovalActions } from '../queries';

const period = (row: Agency) => `${row.startsOn} ~ ${row.endsOn}`;

function AgencyDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(myApprovalMessages);
  const [today] = useState(() => hospitalDay(Date.now()));
  const { saveAgency } = useMyApprovalActions();
  const [form, setForm] = useState({ agentUserName: '', workflowKey: '', startsOn: today, endsOn: today, reason: '' });
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const field = (name: keyof typeof form, label: string, type = 'text', required = false) => (
    <TextField
      label={label}
      type={type}
      required={required}
      value={form[name]}
      error={Boolean(fields[name])}
      helperText={fields[name]}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  const submit = () => {
    if (!form.agentUserName.trim()) return setFields({ agentUserName: t.required });
    setFields({});
    saveAgency.mutate(
      {
        agentUserName: form.agentUserName.trim(),
        workflowKey: form.workflowKey.trim() || undefined,
        startsOn: form.startsOn,
        endsOn: form.endsOn,
        reason: form.reason.trim() || undefined,
      },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const problem = fieldProblemOf(failure);
          if (problem) setFields({ [problem.field]: problem.text });
          else setError(failureText(failure, t.saveFailed));
        },
      },
    );
  };
  return (
    <FormDialog title={t.agencyTitle} busy={saveAgency.isPending} error={error} onSubmit={submit} onClose={onClose}>
      {field('agentUserName', t.agentUserName, 'text', true)}
      {field('workflowKey', t.workflowKey)}
      {field('startsOn', t.startsOn, 'date', true)}
      {field('endsOn', t.endsOn, 'date', true)}
      {field('reason', t.reason)}
    </FormDialog>
  );
}

export function AgenciesPanel() {
  const t = useMessages(myApprovalMessages);
  const me = useWho()?.user.userName;
  const list = useQuery(myApprovalQueries.agencies());
  const { revokeAgency } = useMyApprovalActions();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Agency>();
  const rows = list.data ?? [];
  const heads = [t.principal, t.agent, t.workflow, t.period, t.reason, t.status, t.actions];
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t.addAgency}
        </Button>
      </div>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.agencyTable}>
          <TableHead>
            <TableRow>
              {heads.map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={heads.length}
              loading={list.isPending}
              failed={list.isError}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.principalName}</TableCell>
                <TableCell>{row.agentName}</TableCell>
                <TableCell>{row.workflowKey ?? t.allWorkflows}</TableCell>
                <TableCell>{period(row)}</TableCell>
                <TableCell>{row.reason ?? '—'}</TableCell>
                <TableCell>{row.revokedAt ? t.revoked : t.active}</TableCell>
                <TableCell>
                  {row.principalName === me && !row.revokedAt && (
                    <Button size="small" aria-label={`${t.revoke} ${row.agentName}`} onClick={() => setRevoking(row)}>
                      {t.revoke}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && <AgencyDialog onClose={() => setAdding(false)} />}
      {revoking && (
        <ConfirmDialog
          title={t.revokeTitle}
          text={format(t.revokeText, { agent: revoking.agentName, period: period(revoking) })}
          confirmLabel={t.revoke}
          busy={revokeAgency.isPending}
          onConfirm={() => revokeAgency.mutate(revoking.id, { onSettled: () => setRevoking(undefined) })}
          onClose={() => setRevoking(undefined)}
        />
      )}
    </Stack>
  );
}
