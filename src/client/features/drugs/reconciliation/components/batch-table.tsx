/**
 * The accountability table per drug and batch: received against in stock, dispensed, returned
 * and recovered, the difference flagged when not 0, a batch closed when nothing is left and
 * all is accounted for, and the project's totals under it.
 */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { BatchReconciliation } from '../../../../../shared/api/drugs/reconciliation';
import { format, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { reconciliationMessages } from '../messages';

type Messages = typeof reconciliationMessages.en;
const COUNTS = ['received', 'inStock', 'dispensed', 'returned', 'recovered'] as const;

export function BatchStatus({ row, t }: { row: Pick<BatchReconciliation, 'difference' | 'closed'>; t: Messages }) {
  if (row.difference !== 0)
    return <Chip size="small" color="error" label={format(t.mismatch, { count: row.difference })} />;
  if (row.closed) return <Chip size="small" color="success" label={t.closed} />;
  return <Chip size="small" variant="outlined" label={t.open} />;
}

/** The project's totals of every count and of the difference. */
export function totalsOf(rows: readonly BatchReconciliation[]) {
  const sum = (key: (typeof COUNTS)[number] | 'difference') => rows.reduce((total, row) => total + row[key], 0);
  return {
    received: sum('received'),
    inStock: sum('inStock'),
    dispensed: sum('dispensed'),
    returned: sum('returned'),
    recovered: sum('recovered'),
    difference: sum('difference'),
  };
}

export interface BatchTableProps {
  rows: readonly BatchReconciliation[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The batch's log link, when the page offers one. */
  logLink?: (row: BatchReconciliation) => ReactNode;
}

export function BatchTable({ rows, loading, failed, onRetry, logLink }: BatchTableProps) {
  const t = useMessages(reconciliationMessages);
  const heads = [t.product, t.batch, t.expiry, ...COUNTS.map((key) => t[key]), t.difference, t.status];
  if (logLink) heads.push(t.log);
  const totals = totalsOf(rows);
  return (
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
          loading={loading}
          failed={failed}
          empty={rows.length === 0}
          onRetry={onRetry}
          skeletonRows={3}
        />
        {rows.map((row) => (
          <TableRow key={`${row.productId}/${row.batchNumber}`} data-testid="batch-row">
            <TableCell>{row.productName}</TableCell>
            <TableCell>{row.batchNumber}</TableCell>
            <TableCell>{row.expiryDate}</TableCell>
            {COUNTS.map((key) => (
              <TableCell key={key}>{row[key]}</TableCell>
            ))}
            <TableCell sx={row.difference !== 0 ? { color: 'error.main', fontWeight: 700 } : undefined}>
              {row.difference}
            </TableCell>
            <TableCell>
              <BatchStatus row={row} t={t} />
            </TableCell>
            {logLink && <TableCell>{logLink(row)}</TableCell>}
          </TableRow>
        ))}
        {rows.length > 0 && (
          <TableRow data-testid="totals-row">
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {t.totals}
            </TableCell>
            {COUNTS.map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700 }}>
                {totals[key]}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 700, color: totals.difference !== 0 ? 'error.main' : undefined }}>
              {totals.difference}
            </TableCell>
            <TableCell colSpan={logLink ? 2 : 1} />
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
