/** The subsidy page's tables: subjects owed unbilled subsidies, the bills (payee masked), the batches. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { OwedSubject, SubsidyBill } from '../../../../../shared/api/finance/subsidies';
import type { SubsidyBatch } from '../../../../../shared/api/finance/subsidy-batches';
import { SUBSIDY_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { formatFen } from '../../../../../shared/domain/money';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { subsidyMessages } from '../messages';

interface TableState {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function OwedTable({
  rows,
  canBill,
  onBill,
  ...state
}: TableState & { rows: OwedSubject[]; canBill: boolean; onBill: (row: OwedSubject) => void }) {
  const t = useMessages(subsidyMessages);
  return (
    <RecordListTable
      label={t.owedTable}
      columns={[t.subject, t.visits, t.days, t.amount, t.actions]}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => (
        <TableRow key={row.subjectId}>
          <TableCell>{`${row.subjectNumber ?? ''} ${row.initials ?? ''}`}</TableCell>
          <TableCell>
            {row.dues.map((due) => `${due.visitName ?? due.visitCode ?? ''} ${formatFen(due.amountFen)}`).join('、')}
          </TableCell>
          <TableCell>
            {row.firstEarnedOn === row.lastEarnedOn ? row.firstEarnedOn : `${row.firstEarnedOn} – ${row.lastEarnedOn}`}
          </TableCell>
          <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
          <TableCell>
            {canBill && row.amountFen > 0 && (
              <Button size="small" aria-label={`${t.makeBill} ${row.subjectNumber ?? ''}`} onClick={() => onBill(row)}>
                {t.makeBill}
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}

export type BillAction = 'reveal' | 'delete';

export function BillsTable({
  rows,
  actionsOf,
  selected,
  canSelect,
  onSelect,
  onAction,
  showSubject = true,
  ...state
}: TableState & {
  rows: SubsidyBill[];
  actionsOf: (row: SubsidyBill) => BillAction[];
  selected?: number[];
  canSelect?: (row: SubsidyBill) => boolean;
  onSelect?: (id: number, on: boolean) => void;
  onAction: (row: SubsidyBill, action: BillAction) => void;
  showSubject?: boolean;
}) {
  const t = useMessages(subsidyMessages);
  const { locale } = useLocale();
  const columns = [t.amount, t.payeeName, t.bankAccount, t.bankName, t.status, t.batch, t.issuedOn, t.actions];
  return (
    <RecordListTable
      label={t.billTable}
      columns={[...(onSelect ? [t.select] : []), ...(showSubject ? [t.subject] : []), ...columns]}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          {onSelect && (
            <TableCell padding="checkbox">
              {canSelect?.(row) && (
                <Checkbox
                  checked={selected?.includes(row.id) ?? false}
                  onChange={(event) => onSelect(row.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${t.select} ${row.subjectNumber ?? ''}` } }}
                />
              )}
            </TableCell>
          )}
          {showSubject && <TableCell>{row.subjectNumber ?? ''}</TableCell>}
          <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
          <TableCell>{row.payeeName ?? ''}</TableCell>
          <TableCell>{row.bankAccount ?? ''}</TableCell>
          <TableCell>{row.bankName ?? ''}</TableCell>
          <TableCell>
            <Chip size="small" label={SUBSIDY_STATUS_LABELS[row.status][locale]} />
          </TableCell>
          <TableCell>{row.batchNumber ?? ''}</TableCell>
          <TableCell>{row.issuedOn ?? ''}</TableCell>
          <TableCell>
            <RowActionButtons
              actions={actionsOf(row)}
              labels={{ reveal: t.reveal, delete: t.delete }}
              rowName={row.subjectNumber ?? String(row.id)}
              onAction={(action) => onAction(row, action)}
            />
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}

export function BatchesTable({
  rows,
  actionsOf,
  onAction,
  ...state
}: TableState & {
  rows: SubsidyBatch[];
  actionsOf: (row: SubsidyBatch) => ('submit' | 'issue')[];
  onAction: (row: SubsidyBatch, action: 'submit' | 'issue') => void;
}) {
  const t = useMessages(subsidyMessages);
  const { locale } = useLocale();
  return (
    <RecordListTable
      label={t.batchTable}
      columns={[t.number, t.batchTitle, t.billCount, t.amount, t.status, t.issuedOn, t.actions]}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{row.number}</TableCell>
          <TableCell>{row.title}</TableCell>
          <TableCell>{row.billCount}</TableCell>
          <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
          <TableCell>
            <Chip size="small" label={SUBSIDY_STATUS_LABELS[row.status][locale]} />
          </TableCell>
          <TableCell>{row.issuedOn ?? ''}</TableCell>
          <TableCell>
            <RowActionButtons
              actions={actionsOf(row)}
              labels={{ submit: t.submit, issue: t.issue }}
              rowName={row.number}
              onAction={(action) => onAction(row, action)}
            />
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}
