/**
 * A project's research-fee expenses (page FinanceExpenses): the submitted totals, the status
 * filter and page in the URL, and per row the moves allowed now (edit, delete, submit, pay).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Expense } from '../../../../../shared/api/finance/expenses';
import { APPROVAL_RECORD_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../../../../../shared/domain/finance/codes';
import { EXPENSE, EXPENSE_STATUSES, type ExpenseAction } from '../../../../../shared/domain/finance/payables';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { expenseMessages } from '../messages';
import { expenseQueries, useExpenseActions } from '../queries';
import type { ExpenseSearch } from '../search';
import { ExpenseDialog, PayDialog } from './expense-dialog';

type Props = { projectId: number; search: ExpenseSearch; onSearchChange: (next: ExpenseSearch) => void };
type Open = { kind: 'new' } | { kind: ExpenseAction; expense: Expense };

function ConfirmMove({ projectId, open, onClose }: { projectId: number; open: Open; onClose: () => void }) {
  const t = useMessages(expenseMessages);
  const { remove, submit } = useExpenseActions(projectId);
  if (open.kind !== 'delete' && open.kind !== 'submit') return null;
  const { expense } = open;
  const mutation = open.kind === 'delete' ? remove : submit;
  const name = `${expense.payee} ${formatFen(expense.amountFen)}`;
  return (
    <ConfirmDialog
      title={open.kind === 'delete' ? t.delete : t.submit}
      text={format(open.kind === 'delete' ? t.confirmDelete : t.confirmSubmit, { name })}
      confirmLabel={open.kind === 'delete' ? t.delete : t.submit}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate({ projectId, id: expense.id, version: expense.version }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

export function ExpensesPage({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(expenseMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const today = useHospitalToday();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(expenseQueries.list(projectId, state.query));
  const options = useQuery(expenseQueries.options(projectId));
  const [open, setOpen] = useState<Open>();
  const buttons = ['expense:edit', 'expense:submit', 'expense:pay'].filter((b) =>
    access.hasProjectButton(projectId, b as 'expense:edit'),
  );
  const labels = { edit: t.edit, delete: t.delete, submit: t.submit, pay: t.pay };
  const totals = options.data?.totals;
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {buttons.includes('expense:edit') && options.data && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
            {t.add}
          </Button>
        )}
      </StaffPageHeader>
      {totals && options.data && (
        <Typography color="text.secondary">
          {format(t.totals, {
            amount: formatFen(totals.amountFen),
            fee: formatFen(totals.managementFeeFen),
            net: formatFen(totals.netFen),
            paid: formatFen(totals.paidFen),
            currency: options.data.currency,
          })}
        </Typography>
      )}
      <FilterSelect
        allLabel={t.all}
        label={t.status}
        value={state.filters.status}
        options={EXPENSE_STATUSES.map((status) => [status, APPROVAL_RECORD_STATUS_LABELS[status][locale]])}
        onChange={(value) => state.setFilters({ status: (value || undefined) as ExpenseSearch['status'] })}
      />
      <RecordListTable
        label={t.table}
        columns={[
          t.incurredOn,
          t.expenseType,
          t.feeType,
          t.payee,
          t.amount,
          t.managementFee,
          t.net,
          t.status,
          t.actions,
        ]}
        loading={list.isPending}
        failed={list.isError && !list.data}
        empty={(list.data?.rows.length ?? 0) === 0}
        onRetry={() => void list.refetch()}
      >
        {(list.data?.rows ?? []).map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.incurredOn}</TableCell>
            <TableCell>{EXPENSE_TYPE_LABELS[row.expenseType][locale]}</TableCell>
            <TableCell>{row.feeTypeName}</TableCell>
            <TableCell>{row.payee}</TableCell>
            <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
            <TableCell align="right">{formatFen(row.managementFeeFen)}</TableCell>
            <TableCell align="right">{formatFen(row.netFen)}</TableCell>
            <TableCell>
              <Chip size="small" label={APPROVAL_RECORD_STATUS_LABELS[row.status][locale]} />
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={EXPENSE.allowed(row.status, buttons)}
                labels={labels}
                rowName={row.payee}
                onAction={(kind) => setOpen({ kind, expense: row })}
              />
            </TableCell>
          </TableRow>
        ))}
      </RecordListTable>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {open && options.data && (open.kind === 'new' || open.kind === 'edit') && (
        <ExpenseDialog
          projectId={projectId}
          options={options.data}
          expense={open.kind === 'edit' ? open.expense : undefined}
          today={today}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'pay' && (
        <PayDialog projectId={projectId} expense={open.expense} today={today} onClose={() => setOpen(undefined)} />
      )}
      {open && open.kind !== 'new' && (
        <ConfirmMove projectId={projectId} open={open} onClose={() => setOpen(undefined)} />
      )}
    </Stack>
  );
}
