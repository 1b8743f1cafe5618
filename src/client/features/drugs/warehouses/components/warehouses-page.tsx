/**
 * The site's pharmacies (system page DrugWarehouses): kind, name, department, location and
 * whether each is in use; adding and editing them for those who hold warehouse:manage; below,
 * the chosen pharmacy's temperatures (temperature-panel.tsx).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Warehouse } from '../../../../../shared/api/drugs/warehouses';
import { WAREHOUSE_KIND_LABELS } from '../../../../../shared/domain/drugs/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { warehouseMessages } from '../messages';
import { temperatureMessages } from '../temperature-messages';
import { warehouseQueries } from '../queries';
import { TemperaturePanel } from './temperature-panel';
import { WarehouseDialog } from './warehouse-dialog';

export function WarehousesPage() {
  const t = useMessages(warehouseMessages);
  const tt = useMessages(temperatureMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const access = useStaffAccess();
  const canManage = access.hasButton('warehouse:manage');
  const list = useQuery(warehouseQueries.list());
  const [editing, setEditing] = useState<Warehouse | 'new'>();
  const [chosenId, setChosenId] = useState<number>();
  const rows = list.data ?? [];
  const chosen = rows.find((row) => row.id === chosenId) ?? rows[0];
  const heads = [t.kind, t.name, t.department, t.location, t.status, t.actions];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canManage && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.create}
          </Button>
        )}
      </StaffPageHeader>
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
                <TableCell>{WAREHOUSE_KIND_LABELS[row.kind][locale]}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.department ?? '—'}</TableCell>
                <TableCell>{row.location ?? '—'}</TableCell>
                <TableCell>{row.active ? t.inUse : t.notInUse}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setChosenId(row.id)}
                    aria-label={`${tt.show} ${row.name}`}
                    aria-pressed={chosen?.id === row.id}
                  >
                    {tt.show}
                  </Button>
                  {canManage && (
                    <Button size="small" onClick={() => setEditing(row)} aria-label={`${t.edit} ${row.name}`}>
                      {t.edit}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {chosen && (
        <TemperaturePanel key={chosen.id} warehouse={chosen} canRecord={access.hasButton('temperature:record')} />
      )}
      {editing && (
        <WarehouseDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
