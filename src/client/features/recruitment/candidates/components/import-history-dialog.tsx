/** The project's batch imports and HIS syncs, newest first. */
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
import { formatDateTime } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { recruitmentMessages } from '../messages';
import { candidateQueries } from '../queries';

export function ImportHistoryDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(recruitmentMessages);
  const titleId = useId();
  const history = useQuery(candidateQueries.imports(projectId));
  const rows = history.data?.rows ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t.historyTitle}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t.historyTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{t.at}</TableCell>
              <TableCell>{t.historyKind}</TableCell>
              <TableCell>{t.fileName}</TableCell>
              <TableCell align="right">{t.totalRows}</TableCell>
              <TableCell align="right">{t.createdCount}</TableCell>
              <TableCell align="right">{t.mergedCount}</TableCell>
              <TableCell>{t.actor}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={7}
              loading={history.isPending}
              failed={history.isError}
              empty={rows.length === 0}
              onRetry={() => void history.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.at)}</TableCell>
                <TableCell>{row.kind === 'his' ? t.kindHis : t.kindImport}</TableCell>
                <TableCell>{row.fileName ?? '—'}</TableCell>
                <TableCell align="right">{row.totalRows}</TableCell>
                <TableCell align="right">{row.createdCount}</TableCell>
                <TableCell align="right">{row.mergedCount}</TableCell>
                <TableCell>{row.actorName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
