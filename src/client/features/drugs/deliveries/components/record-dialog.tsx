/**
 * Record a sponsor delivery (its packs as rows: kit number, batch, expiry, drug, arm of a
 * blinded kit, quantity; several kit numbers may be pasted at once) or a transfer between
 * warehouses (kit numbers and quantities). The server checks the kit numbers and names a
 * refused one.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryOptions } from '../../../../../shared/api/drugs/deliveries';
import type { DeliveryKind } from '../../../../../shared/domain/drugs/status';
import { useMessages } from '../../../../lib/i18n';
import { failureText } from '../../../../lib/field-problem';
import { FormDialog } from '../../../../ui/form-dialog';
import { ScanButton } from '../../scanning/components/scan-button';
import { deliveryMessages } from '../messages';
import { deliveryQueries, useDeliveryActions } from '../queries';

interface Row {
  kitNumber: string;
  batchNumber: string;
  expiryDate: string;
  productId: string;
  armId: string;
  quantity: string;
}
const emptyRow: Row = { kitNumber: '', batchNumber: '', expiryDate: '', productId: '', armId: '', quantity: '1' };

function PackRow({
  row,
  index,
  kind,
  options,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  kind: DeliveryKind;
  options: DeliveryOptions | undefined;
  onChange: (next: Row) => void;
  onRemove: () => void;
}) {
  const t = useMessages(deliveryMessages);
  const set = (name: keyof Row) => (event: { target: { value: string } }) =>
    onChange({ ...row, [name]: event.target.value });
  const small = { size: 'small' as const };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={`${t.packs} ${index + 1}`}>
      <TextField {...small} label={t.kitNumber} value={row.kitNumber} onChange={set('kitNumber')} required />
      {kind === 'sponsor' && (
        <>
          <TextField {...small} label={t.batch} value={row.batchNumber} onChange={set('batchNumber')} required />
          <TextField
            {...small}
            type="date"
            label={t.expiry}
            value={row.expiryDate}
            onChange={set('expiryDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            {...small}
            select
            label={t.product}
            value={row.productId}
            onChange={set('productId')}
            sx={{ minWidth: 120 }}
            required
          >
            {(options?.products ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.code} {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...small} select label={t.arm} value={row.armId} onChange={set('armId')} sx={{ minWidth: 120 }}>
            <MenuItem value="">{t.noArm}</MenuItem>
            {(options?.arms ?? []).map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>
                {a.code} {a.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <TextField
        {...small}
        type="number"
        label={t.quantity}
        value={row.quantity}
        onChange={set('quantity')}
        sx={{ width: 96 }}
        required
      />
      <IconButton aria-label={t.removeRow} onClick={onRemove}>
        ×
      </IconButton>
    </Stack>
  );
}

export function RecordDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(deliveryMessages);
  const options = useQuery(deliveryQueries.options(projectId)).data;
  const { record } = useDeliveryActions(projectId);
  const [kind, setKind] = useState<DeliveryKind>('sponsor');
  const [head, setHead] = useState({ warehouseId: '', sourceWarehouseId: '', shipmentNumber: '', shippedOn: '' });
  const [rows, setRows] = useState<Row[]>([emptyRow]);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string>();
  const addPasted = () => {
    const last = rows[rows.length - 1] ?? emptyRow;
    const kits = pasted.split(/[\s,，;；]+/).filter(Boolean);
    const kept = rows.filter((row) => row.kitNumber.trim() !== '');
    setRows([...kept, ...kits.map((kitNumber) => ({ ...last, kitNumber, quantity: '1' }))]);
    setPasted('');
  };
  /** A scanned kit number fills the first empty row, else a new row like the last one. */
  const addScanned = (kitNumber: string) =>
    setRows((now) => {
      if (now.some((row) => row.kitNumber.trim() === kitNumber)) return now;
      const empty = now.findIndex((row) => row.kitNumber.trim() === '');
      if (empty >= 0) return now.map((row, i) => (i === empty ? { ...row, kitNumber } : row));
      return [...now, { ...(now[now.length - 1] ?? emptyRow), kitNumber, quantity: '1' }];
    });
  const submit = () => {
    const packs = rows.map((row) => ({
      kitNumber: row.kitNumber.trim(),
      batchNumber: row.batchNumber.trim(),
      expiryDate: row.expiryDate,
      productId: Number(row.productId),
      armId: row.armId ? Number(row.armId) : null,
      quantity: Number(row.quantity),
    }));
    record.mutate(
      {
        projectId,
        kind,
        warehouseId: Number(head.warehouseId),
        sourceWarehouseId: kind === 'transfer' ? Number(head.sourceWarehouseId) : null,
        shipmentNumber: head.shipmentNumber,
        shippedOn: head.shippedOn || null,
        ...(kind === 'sponsor'
          ? { packs }
          : { lines: packs.map(({ kitNumber, quantity }) => ({ kitNumber, quantity })) }),
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  };
  const warehouse = (name: 'warehouseId' | 'sourceWarehouseId', label: string) => (
    <TextField
      select
      label={label}
      value={head[name]}
      onChange={(e) => setHead({ ...head, [name]: e.target.value })}
      required
    >
      {(options?.warehouses ?? []).map((w) => (
        <MenuItem key={w.id} value={String(w.id)}>
          {w.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog title={t.recordTitle} busy={record.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <TextField select label={t.kind} value={kind} onChange={(e) => setKind(e.target.value as DeliveryKind)}>
        <MenuItem value="sponsor">{t.sponsor}</MenuItem>
        <MenuItem value="transfer">{t.transfer}</MenuItem>
      </TextField>
      {kind === 'transfer' && warehouse('sourceWarehouseId', t.source)}
      {warehouse('warehouseId', t.warehouse)}
      <TextField
        label={t.shipment}
        value={head.shipmentNumber}
        onChange={(e) => setHead({ ...head, shipmentNumber: e.target.value })}
        required
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <TextField
        type="date"
        label={t.shippedOn}
        value={head.shippedOn}
        onChange={(e) => setHead({ ...head, shippedOn: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {rows.map((row, index) => (
        <PackRow
          key={index}
          row={row}
          index={index}
          kind={kind}
          options={options}
          onChange={(next) => setRows(rows.map((r, i) => (i === index ? next : r)))}
          onRemove={() => setRows(rows.filter((_, i) => i !== index))}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setRows([...rows, { ...(rows[rows.length - 1] ?? emptyRow), kitNumber: '' }])}>
          {t.addRow}
        </Button>
        <ScanButton projectId={projectId} onScanned={addScanned} />
      </Stack>
      <TextField label={t.paste} value={pasted} onChange={(e) => setPasted(e.target.value)} multiline minRows={2} />
      <Button onClick={addPasted} disabled={pasted.trim() === ''}>
        {t.pasteAdd}
      </Button>
    </FormDialog>
  );
}
