/** The project's shipments to central labs: packed from whole boxes, sent, received; each with its manifest. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SHIPMENT_STATUS_LABELS } from '../../../../../shared/domain/visits/samples';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { TableStates } from '../../../../ui/table-states';
import { samplesMessages } from '../messages';
import { sampleQueries, useSampleActions } from '../queries';
import { atHospital } from './sample-dialogs';
import { ShipmentDetail } from './shipment-detail';

function NewShipmentDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(samplesMessages);
  const boxes = useQuery(sampleQueries.boxes(projectId));
  const { createShipment } = useSampleActions(projectId);
  const [form, setForm] = useState({ code: '', destination: '', courier: '' });
  const [boxIds, setBoxIds] = useState<number[]>([]);
  const text = (name: keyof typeof form, label: string, required = true) => (
    <TextField
      size="small"
      required={required}
      label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  return (
    <FormDialog
      title={t.newShipment}
      busy={createShipment.isPending}
      onSubmit={() => createShipment.mutate({ projectId, ...form, boxIds, sampleIds: [] }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {text('code', t.shipmentCode)}
      {text('destination', t.destination)}
      {text('courier', t.courier, false)}
      <FormGroup>
        <FormLabel component="legend">{t.boxesToShip}</FormLabel>
        {(boxes.data ?? []).map((box) => (
          <FormControlLabel
            key={box.id}
            label={`${box.label}（${box.freezer}）`}
            control={
              <Checkbox
                checked={boxIds.includes(box.id)}
                onChange={(event) =>
                  setBoxIds(event.target.checked ? [...boxIds, box.id] : boxIds.filter((id) => id !== box.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}

export function ShipmentsPanel({ projectId, canShip }: { projectId: number; canShip: boolean }) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const shipments = useQuery(sampleQueries.shipments(projectId));
  const { ship, receive } = useSampleActions(projectId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number>();
  const rows = shipments.data ?? [];
  return (
    <Stack spacing={2}>
      {canShip && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          {t.newShipment}
        </Button>
      )}
      <Table size="small" aria-label={t.shipmentTable}>
        <TableHead>
          <TableRow>
            {[t.shipmentCode, t.destination, t.samplesCount, t.status, t.shippedAt, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={6}
            loading={shipments.isPending}
            failed={shipments.isError}
            empty={rows.length === 0}
            onRetry={() => void shipments.refetch()}
            skeletonRows={2}
          />
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.code}</TableCell>
              <TableCell>{row.destination}</TableCell>
              <TableCell>{row.samples}</TableCell>
              <TableCell>{SHIPMENT_STATUS_LABELS[row.status][locale]}</TableCell>
              <TableCell>{row.shippedAt ? atHospital(row.shippedAt) : ''}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen(row.id)}>
                  {t.manifest}
                </Button>
                {canShip && row.status === 'draft' && (
                  <Button
                    size="small"
                    disabled={ship.isPending}
                    onClick={() => ship.mutate({ projectId, id: row.id, version: row.version })}
                  >
                    {t.ship}
                  </Button>
                )}
                {canShip && row.status === 'shipped' && (
                  <Button
                    size="small"
                    disabled={receive.isPending}
                    onClick={() => receive.mutate({ projectId, id: row.id, version: row.version })}
                  >
                    {t.receive}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding && <NewShipmentDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {open !== undefined && (
        <ShipmentDetail projectId={projectId} shipmentId={open} canShip={canShip} onClose={() => setOpen(undefined)} />
      )}
    </Stack>
  );
}
