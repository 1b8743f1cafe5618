/**
 * The states of a list table body other than 'rows to show': skeleton rows while the first
 * page loads, an inline error with a retry, and the empty state ('暂无数据', SPEC §9).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMessages } from '../lib/i18n';
import { tableStatesMessages } from './table-states-messages';

export interface TableStatesProps {
  colSpan: number;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  skeletonRows?: number;
}

/** Renders the body rows for loading, failure or no data; null when there are rows to show. */
export function TableStates({ colSpan, loading, failed, empty, onRetry, skeletonRows = 5 }: TableStatesProps) {
  const t = useMessages(tableStatesMessages);
  if (loading) {
    return Array.from({ length: skeletonRows }, (_, row) => (
      <TableRow key={row} aria-hidden={row > 0} data-testid="table-skeleton">
        <TableCell colSpan={colSpan}>
          <Skeleton variant="text" aria-label={row === 0 ? t.loading : undefined} />
        </TableCell>
      </TableRow>
    ));
  }
  if (failed) {
    return (
      <TableRow>
        <TableCell colSpan={colSpan}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        </TableCell>
      </TableRow>
    );
  }
  if (empty) {
    return (
      <TableRow>
        <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
          {t.noData}
        </TableCell>
      </TableRow>
    );
  }
  return null;
}
