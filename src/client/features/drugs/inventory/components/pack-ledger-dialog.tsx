/** A pack's ledger: every movement with the pharmacy, state, quantity, who, when and why. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MOVEMENTS } from '../../../../../shared/domain/drugs/stock';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { inventoryMessages } from '../messages';
import { inventoryQueries } from '../queries';

export function PackLedgerDialog(props: { projectId: number; packId: number; kitNumber: string; onClose: () => void }) {
  const t = useMessages(inventoryMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const ledger = useQuery(inventoryQueries.ledger(props.projectId, props.packId));
  const rows = ledger.data ?? [];
  const heads = [t.when, t.movement, t.warehouse, t.state, t.quantity, t.who, t.why];
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{format(t.ledgerTitle, { kit: props.kitNumber })}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t.ledgerTable}>
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
              loading={ledger.isPending}
              failed={ledger.isError}
              empty={rows.length === 0}
              onRetry={() => void ledger.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>{MOVEMENTS[row.movement].label[locale]}</TableCell>
                <TableCell>{row.warehouseName}</TableCell>
                <TableCell>{t[row.state]}</TableCell>
                <TableCell>{row.quantity > 0 ? `+${row.quantity}` : row.quantity}</TableCell>
                <TableCell>{row.createdBy}</TableCell>
                <TableCell>{row.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
