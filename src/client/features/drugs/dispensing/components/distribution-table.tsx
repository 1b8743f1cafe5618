/** Dispensings: subject, visit, warehouse, packs, day, status with who gave and reviewed, and the actions allowed now (with recording a return of a reviewed one). */
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import {
  DISTRIBUTION_ACTION_LABELS,
  DISTRIBUTION_STATUS_LABELS,
  type DistributionAction,
} from '../../../../../shared/domain/drugs/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { RecordReturnButton } from '../../recovery/components/record-return';
import { dispensingMessages } from '../messages';

export const packsText = (row: Distribution) =>
  row.lines.map((l) => (l.quantity > 1 ? `${l.kitNumber} ×${l.quantity}` : l.kitNumber)).join('、');

export function DistributionTable({
  rows,
  loading,
  failed,
  actionsOf,
  onRetry,
  onAction,
  showSubject = true,
}: {
  rows: Distribution[];
  loading: boolean;
  failed: boolean;
  actionsOf: (row: Distribution) => DistributionAction[];
  onRetry: () => void;
  onAction: (row: Distribution, action: DistributionAction) => void;
  showSubject?: boolean;
}) {
  const t = useMessages(dispensingMessages);
  const { locale } = useLocale();
  const labels = {
    review: DISTRIBUTION_ACTION_LABELS.review[locale],
    revoke: DISTRIBUTION_ACTION_LABELS.revoke[locale],
  };
  const columns = [t.visit, t.warehouse, t.packs, t.dispensedOn, t.status, t.actions];
  return (
    <RecordListTable
      label={t.table}
      columns={showSubject ? [t.subject, ...columns] : columns}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {!loading &&
        rows.map((row) => (
          <TableRow key={row.id}>
            {showSubject && (
              <TableCell>
                {row.subjectNumber} {row.initials}
              </TableCell>
            )}
            <TableCell>{row.visitName ?? ''}</TableCell>
            <TableCell>{row.warehouseName}</TableCell>
            <TableCell sx={{ maxWidth: 280 }}>{packsText(row)}</TableCell>
            <TableCell>{row.dispensedOn}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={row.status === 'revoked' ? 'default' : row.status === 'reviewed' ? 'success' : 'warning'}
                label={DISTRIBUTION_STATUS_LABELS[row.status][locale]}
              />
              <div>
                {t.dispensedBy} {row.createdBy}
                {row.reviewedBy ? ` · ${t.reviewedBy} ${row.reviewedBy}` : ''}
              </div>
              {row.revokeReason && <div>{row.revokeReason}</div>}
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={row.subjectNumber}
                onAction={(action) => onAction(row, action)}
              />
              <RecordReturnButton distribution={row} />
            </TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
