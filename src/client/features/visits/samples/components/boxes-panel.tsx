/** The project's sample boxes (where each stands, how full it is), a new box, and the chosen box's map. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOX_SIZE_MAX } from '../../../../../shared/domain/visits/samples';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { TableStates } from '../../../../ui/table-states';
import { samplesMessages } from '../messages';
import { sampleQueries, useSampleActions } from '../queries';
import { BoxMap } from './box-map';

function NewBoxDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(samplesMessages);
  const { saveBox } = useSampleActions(projectId);
  const [box, setBox] = useState({ label: '', freezer: '', rack: '', shelf: '', gridRows: 9, gridCols: 9 });
  const field = (name: 'label' | 'freezer' | 'rack' | 'shelf') => (
    <TextField
      size="small"
      label={t[name === 'label' ? 'boxLabel' : name]}
      value={box[name]}
      required={name === 'label' || name === 'freezer'}
      onChange={(event) => setBox({ ...box, [name]: event.target.value })}
    />
  );
  const size = (name: 'gridRows' | 'gridCols') => (
    <TextField
      size="small"
      type="number"
      label={t[name]}
      value={box[name]}
      slotProps={{ htmlInput: { min: 1, max: BOX_SIZE_MAX } }}
      onChange={(event) => setBox({ ...box, [name]: Number(event.target.value) })}
    />
  );
  return (
    <FormDialog
      title={t.addBox}
      busy={saveBox.isPending}
      onSubmit={() => saveBox.mutate({ projectId, ...box }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {field('label')}
      {field('freezer')}
      {field('rack')}
      {field('shelf')}
      <Stack direction="row" spacing={2}>
        {size('gridRows')}
        {size('gridCols')}
      </Stack>
    </FormDialog>
  );
}

export function BoxesPanel({ projectId, canStore }: { projectId: number; canStore: boolean }) {
  const t = useMessages(samplesMessages);
  const boxes = useQuery(sampleQueries.boxes(projectId));
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number>();
  const rows = boxes.data ?? [];
  return (
    <Stack spacing={2}>
      {canStore && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          {t.addBox}
        </Button>
      )}
      <Table size="small" aria-label={t.boxTable}>
        <TableHead>
          <TableRow>
            <TableCell>{t.boxLabel}</TableCell>
            <TableCell>{`${t.freezer} / ${t.rack} / ${t.shelf}`}</TableCell>
            <TableCell>{t.samplesCount}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={4}
            loading={boxes.isPending}
            failed={boxes.isError}
            empty={rows.length === 0}
            onRetry={() => void boxes.refetch()}
            skeletonRows={2}
          />
          {rows.map((box) => (
            <TableRow key={box.id} selected={open === box.id}>
              <TableCell>{box.label}</TableCell>
              <TableCell>{[box.freezer, box.rack, box.shelf].filter(Boolean).join(' / ')}</TableCell>
              <TableCell>{format(t.occupied, { used: box.occupied, all: box.gridRows * box.gridCols })}</TableCell>
              <TableCell>
                <Button size="small" aria-pressed={open === box.id} onClick={() => setOpen(box.id)}>
                  {t.openMap}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open !== undefined && <BoxMap key={open} projectId={projectId} boxId={open} canStore={canStore} />}
      {adding && <NewBoxDialog projectId={projectId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
