/** Returns: subject, the dispensing, the day, packs returned and units left per pack, compliance (flagged outside 80–120 %), who recorded it. */
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DrugReturn } from '../../../../../shared/api/drugs/recovery';
import { format, useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { recoveryMessages } from '../messages';

/** The compliance as a percent; a low or high one is flagged in words and colour, not colour alone. */
export function ComplianceChip({
  row,
}: {
  row: Pick<DrugReturn, 'compliancePercent' | 'complianceFlag' | 'taken' | 'expected'>;
}) {
  const t = useMessages(recoveryMessages);
  if (row.compliancePercent === null || row.complianceFlag === 'unknown')
    return <Chip size="small" variant="outlined" label={t.complianceUnknown} />;
  const flag = row.complianceFlag === 'low' ? t.complianceLow : row.complianceFlag === 'high' ? t.complianceHigh : '';
  return (
    <Chip
      size="small"
      color={row.complianceFlag === 'ok' ? 'success' : 'error'}
      variant={row.complianceFlag === 'ok' ? 'outlined' : 'filled'}
      label={flag ? `${row.compliancePercent}% ${flag}` : `${row.compliancePercent}%`}
      title={format(t.complianceOf, {
        percent: row.compliancePercent,
        taken: row.taken,
        expected: row.expected ?? '',
      })}
    />
  );
}

export function ReturnsTable({
  rows,
  loading,
  failed,
  onRetry,
  showSubject = true,
}: {
  rows: DrugReturn[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  showSubject?: boolean;
}) {
  const t = useMessages(recoveryMessages);
  const columns = [t.dispensing, t.returnedOn, t.packsReturned, t.unitsLeft, t.compliance, t.recordedBy];
  return (
    <RecordListTable
      label={t.returnTable}
      columns={showSubject ? [t.subject, ...columns] : columns}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {!loading &&
        rows.map((row) => (
          <TableRow key={row.id}>
            {showSubject && <TableCell>{row.subjectNumber ?? ''}</TableCell>}
            <TableCell>{`${row.dispensedOn} · ${row.warehouseName}`}</TableCell>
            <TableCell>{row.returnedOn}</TableCell>
            <TableCell>{row.lines.map((l) => `${l.kitNumber} ${l.quantity}/${l.packsGiven}`).join('、')}</TableCell>
            <TableCell>{row.lines.map((l) => `${l.kitNumber} ${l.unitsLeft}/${l.unitsGiven}`).join('、')}</TableCell>
            <TableCell>
              <ComplianceChip row={row} />
            </TableCell>
            <TableCell>{row.createdBy}</TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
