/** The receivables page's tables: accruals (uninvoiced ones selectable), invoices and income. */
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Income } from '../../../../../shared/api/finance/income';
import type { Accrual, Invoice } from '../../../../../shared/api/finance/receivables';
import { PAYMENT_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { formatFen } from '../../../../../shared/domain/money';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { receivableMessages } from '../messages';

interface TableState {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** An accrual a new draft may take: on no invoice (a draft's accruals are still uninvoiced but taken). */
export const isFree = (row: Accrual) => row.invoiceId === null;

export function AccrualsTable({
  rows,
  selected,
  onSelect,
  ...state
}: TableState & { rows: Accrual[]; selected: number[]; onSelect?: (id: number, on: boolean) => void }) {
  const t = useMessages(receivableMessages);
  const columns = [t.earnedOn, t.subject, t.visit, t.feeType, t.source, t.amount, t.onInvoice];
  return (
    <RecordListTable
      label={t.accrualTable}
      columns={onSelect ? [t.select, ...columns] : columns}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => {
        const name = `${row.subjectNumber ?? ''} ${row.visitCode ?? ''} ${row.feeTypeName}`.trim();
        return (
          <TableRow key={row.id}>
            {onSelect && (
              <TableCell padding="checkbox">
                {isFree(row) && (
                  <Checkbox
                    checked={selected.includes(row.id)}
                    onChange={(event) => onSelect(row.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${t.select} ${name} ${row.earnedOn}` } }}
                  />
                )}
              </TableCell>
            )}
            <TableCell>{row.earnedOn}</TableCell>
            <TableCell>{row.subjectNumber ?? ''}</TableCell>
            <TableCell>{row.visitCode ? `${row.visitCode}#${row.cycle ?? 1}` : ''}</TableCell>
            <TableCell>{row.feeTypeName}</TableCell>
            <TableCell>
              {row.source === 'procedure' ? `${t.sourceProcedure} ${row.activityType ?? ''}` : t.sourceVisit}
              {row.reversalOf !== null && <Chip size="small" sx={{ ml: 1 }} label={t.reversal} />}
            </TableCell>
            <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
            <TableCell>{row.invoiceId === null ? '' : (row.invoiceNumber ?? t.onDraft)}</TableCell>
          </TableRow>
        );
      })}
    </RecordListTable>
  );
}

export type InvoiceAction = 'view' | 'edit' | 'delete' | 'issue' | 'void';

export function InvoicesTable({
  rows,
  actionsOf,
  onAction,
  ...state
}: TableState & {
  rows: Invoice[];
  actionsOf: (row: Invoice) => InvoiceAction[];
  onAction: (row: Invoice, action: InvoiceAction) => void;
}) {
  const t = useMessages(receivableMessages);
  const { locale } = useLocale();
  const labels = { view: t.view, edit: t.edit, delete: t.delete, issue: t.issue, void: t.void };
  return (
    <RecordListTable
      label={t.invoiceTable}
      columns={[
        t.number,
        t.payer,
        t.status,
        t.issuedOn,
        t.dueOn,
        t.amount,
        t.holdback,
        t.payableNow,
        t.receivedCol,
        t.actions,
      ]}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{row.number ?? t.draftLabel}</TableCell>
          <TableCell>{row.payer}</TableCell>
          <TableCell>
            <Chip
              size="small"
              color={row.shownStatus === 'overdue' ? 'error' : row.shownStatus === 'paid' ? 'success' : 'default'}
              label={PAYMENT_STATUS_LABELS[row.shownStatus][locale]}
            />
          </TableCell>
          <TableCell>{row.issuedOn ?? ''}</TableCell>
          <TableCell>{row.dueOn ?? ''}</TableCell>
          <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
          <TableCell align="right">{formatFen(row.holdbackFen)}</TableCell>
          <TableCell align="right">{formatFen(row.payableNowFen)}</TableCell>
          <TableCell align="right">{formatFen(row.receivedFen)}</TableCell>
          <TableCell>
            <RowActionButtons
              actions={actionsOf(row)}
              labels={labels}
              rowName={`${row.number ?? t.draftLabel} ${row.payer}`}
              onAction={(action) => onAction(row, action)}
            />
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}

export function IncomeTable({
  rows,
  canSubmit,
  onSubmit,
  ...state
}: TableState & { rows: Income[]; canSubmit: boolean; onSubmit: (row: Income) => void }) {
  const t = useMessages(receivableMessages);
  return (
    <RecordListTable
      label={t.incomeTable}
      columns={[t.receivedOn, t.payer, t.amount, t.againstInvoice, t.method, t.reference, t.status, t.actions]}
      empty={rows.length === 0}
      {...state}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{row.receivedOn}</TableCell>
          <TableCell>{row.payer}</TableCell>
          <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
          <TableCell>{row.invoiceNumber ?? ''}</TableCell>
          <TableCell>{row.method ?? ''}</TableCell>
          <TableCell>{row.reference ?? ''}</TableCell>
          <TableCell>
            <Chip size="small" label={row.status === 'submitted' ? t.incomeSubmitted : t.incomeSaved} />
          </TableCell>
          <TableCell>
            <RowActionButtons
              actions={canSubmit && row.status === 'saved' ? (['submit'] as const) : []}
              labels={{ submit: t.submit }}
              rowName={`${row.payer} ${formatFen(row.amountFen)}`}
              onAction={() => onSubmit(row)}
            />
          </TableCell>
        </TableRow>
      ))}
    </RecordListTable>
  );
}
