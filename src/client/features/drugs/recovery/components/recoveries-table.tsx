/** Recoveries: destroyed or sent back, the day, who did it, how, the witness, the pharmacy and the packs with their cause. */
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DrugRecovery } from '../../../../../shared/api/drugs/recovery';
import { useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { recoveryMessages } from '../messages';
import { causeLabel } from './recovery-lines';

export function RecoveriesTable({
  rows,
  loading,
  failed,
  onRetry,
}: {
  rows: DrugRecovery[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useMessages(recoveryMessages);
  const columns = [t.kind, t.doneOn, t.doneBy, t.method, t.witness, t.warehouse, t.lines, t.recordedBy];
  return (
    <RecordListTable
      label={t.recoveryTable}
      columns={columns}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {!loading &&
        rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{t[row.kind]}</TableCell>
            <TableCell>{row.doneOn}</TableCell>
            <TableCell>{row.doneBy}</TableCell>
            <TableCell>{row.method}</TableCell>
            <TableCell>{row.witness ?? ''}</TableCell>
            <TableCell>{row.warehouseName}</TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              {row.lines.map((l) => (
                <div key={`${l.packId}/${l.fromState}`}>
                  {`${l.kitNumber} · ${causeLabel(t, l.cause)} · ${t[l.fromState]} × ${l.quantity}`}
                </div>
              ))}
            </TableCell>
            <TableCell>{row.createdBy}</TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
