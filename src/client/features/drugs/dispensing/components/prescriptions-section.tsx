/**
 * The project's prescriptions on the dispensing page: the latest ones with their status, a new
 * draft, publish and cancel (drug:prescribe, as the status machine allows now).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Prescription } from '../../../../../shared/api/drugs/prescriptions';
import {
  PRESCRIPTION,
  PRESCRIPTION_STATUS_LABELS,
  type PrescriptionAction,
} from '../../../../../shared/domain/drugs/status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { failureText } from '../../../../lib/field-problem';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { AddIcon } from '../../../../ui/staff-icons';
import { dispensingMessages } from '../messages';
import { dispensingQueries, usePrescriptionActions } from '../queries';

function DraftDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(dispensingMessages);
  const options = useQuery(dispensingQueries.options(projectId)).data;
  const { draft } = usePrescriptionActions(projectId);
  const [form, setForm] = useState({ subjectId: '', productId: '', packs: '1', note: '' });
  const [error, setError] = useState<string>();
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  const submit = () =>
    draft.mutate(
      {
        projectId,
        subjectId: Number(form.subjectId),
        productId: Number(form.productId),
        packs: Number(form.packs),
        note: form.note.trim() || null,
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  return (
    <FormDialog title={t.newPrescriptionTitle} busy={draft.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <TextField select label={t.subject} value={form.subjectId} onChange={set('subjectId')} required>
        {(options?.subjects ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.subjectNumber} {s.initials}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t.product} value={form.productId} onChange={set('productId')} required>
        {(options?.products ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.code} {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="number" label={t.packCount} value={form.packs} onChange={set('packs')} required />
      <TextField
        label={t.note}
        value={form.note}
        onChange={set('note')}
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

export function PrescriptionsSection({ projectId, canPrescribe }: { projectId: number; canPrescribe: boolean }) {
  const t = useMessages(dispensingMessages);
  const { locale } = useLocale();
  const list = useQuery(dispensingQueries.prescriptions(projectId, { offset: 0, limit: 50 }));
  const { publish, cancel } = usePrescriptionActions(projectId);
  const [drafting, setDrafting] = useState(false);
  const [confirm, setConfirm] = useState<{ action: PrescriptionAction; row: Prescription }>();
  const rows = list.data?.rows ?? [];
  const labels = { publish: t.publish, cancel: t.cancel };
  const move = confirm?.action === 'publish' ? publish : cancel;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t.prescriptions}
        </Typography>
        {canPrescribe && (
          <Button startIcon={<AddIcon />} onClick={() => setDrafting(true)}>
            {t.newPrescription}
          </Button>
        )}
      </Stack>
      <RecordListTable
        label={t.prescriptionTable}
        columns={[t.subject, t.product, t.packCount, t.prescribedBy, t.status, t.actions]}
        loading={list.isPending}
        failed={list.isError && !list.data}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              {row.subjectNumber} {row.initials}
            </TableCell>
            <TableCell>
              {row.productCode} {row.productName}
            </TableCell>
            <TableCell>{row.packs}</TableCell>
            <TableCell>{row.prescribedBy}</TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" label={PRESCRIPTION_STATUS_LABELS[row.status][locale]} />
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={PRESCRIPTION.allowed(row.status, canPrescribe ? ['drug:prescribe'] : [])}
                labels={labels}
                rowName={row.subjectNumber}
                onAction={(action) => setConfirm({ action, row })}
              />
            </TableCell>
          </TableRow>
        ))}
      </RecordListTable>
      {drafting && <DraftDialog projectId={projectId} onClose={() => setDrafting(false)} />}
      {confirm && (
        <ConfirmDialog
          title={confirm.action === 'publish' ? t.publishTitle : t.cancelTitle}
          text={format(confirm.action === 'publish' ? t.publishText : t.cancelText, {
            subject: confirm.row.subjectNumber,
            product: confirm.row.productName,
            packs: confirm.row.packs,
          })}
          confirmLabel={confirm.action === 'publish' ? t.publish : t.cancel}
          busy={move.isPending}
          onConfirm={() =>
            move.mutate(
              { projectId, id: confirm.row.id, version: confirm.row.version },
              { onSettled: () => setConfirm(undefined) },
            )
          }
          onClose={() => setConfirm(undefined)}
        />
      )}
    </Stack>
  );
}
