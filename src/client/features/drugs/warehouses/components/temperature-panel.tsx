/**
 * One pharmacy's temperatures on the pharmacies page: the latest readings (hospital time, °C
 * with one decimal, typed in or from a logger, who), and for temperature:record a reading typed
 * in or a logger's file imported; a recording that opened excursions says so here.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Warehouse } from '../../../../../shared/api/drugs/warehouses';
import { formatCelsius } from '../../../../../shared/domain/drugs/temperature';
import { formatDateTime } from '../../../../lib/dates';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';
import { format, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { type Recorded, warehouseQueries } from '../queries';
import { temperatureMessages } from '../temperature-messages';
import { ImportLoggerDialog } from './import-logger-dialog';
import { RecordTemperatureDialog } from './record-temperature-dialog';

export function TemperaturePanel({ warehouse, canRecord }: { warehouse: Warehouse; canRecord: boolean }) {
  const t = useMessages(temperatureMessages);
  const timeColumn = useHospitalTimeColumn();
  const list = useQuery(warehouseQueries.temperatures(warehouse.id));
  const [dialog, setDialog] = useState<'record' | 'import'>();
  const [last, setLast] = useState<Recorded>();
  const rows = list.data?.rows ?? [];
  const heads = [timeColumn(t.measuredAt), t.celsius, t.source, t.who];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {format(t.heading, { name: warehouse.name })}
        </Typography>
        {canRecord && (
          <>
            <Button variant="outlined" onClick={() => setDialog('record')}>
              {t.record}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('import')}>
              {t.importFile}
            </Button>
          </>
        )}
      </Stack>
      {last && last.excursions.length > 0 && (
        <Alert severity="warning" onClose={() => setLast(undefined)}>
          {format(t.excursionAlert, { count: last.excursions.length })}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.table}>
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
                <TableCell>{formatDateTime(row.measuredAt)}</TableCell>
                <TableCell>{formatCelsius(row.celsiusTenths)}</TableCell>
                <TableCell>{row.source === 'device' ? `${t.device} ${row.device}` : t.manual}</TableCell>
                <TableCell>{row.createdBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {list.data && list.data.total > rows.length && (
        <Typography variant="body2" color="text.secondary">
          {format(t.recent, { count: rows.length, total: list.data.total })}
        </Typography>
      )}
      {dialog === 'record' && (
        <RecordTemperatureDialog warehouseId={warehouse.id} onDone={setLast} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'import' && (
        <ImportLoggerDialog warehouseId={warehouse.id} onDone={setLast} onClose={() => setDialog(undefined)} />
      )}
    </Stack>
  );
}
