/** The open tab of the receivables page: its filters, its table and its page. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Income } from '../../../../../shared/api/finance/income';
import type { Accrual, Invoice } from '../../../../../shared/api/finance/receivables';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { useStaffAccess } from '../../../access';
import { receivableMessages } from '../messages';
import { receivableQueries } from '../queries';
import type { ReceivableSearch } from '../search';
import { AccrualsTable, IncomeTable, type InvoiceAction, InvoicesTable, isFree } from './receivable-tables';

export type Open =
  | { kind: 'draft'; accrualIds: number[]; amountFen: number }
  | { kind: InvoiceAction; invoice: Invoice }
  | { kind: 'income' }
  | { kind: 'submitIncome'; income: Income };

type Props = {
  projectId: number;
  search: ReceivableSearch;
  onSearchChange: (next: ReceivableSearch) => void;
  onOpen: (open: Open) => void;
};

/** The moves on an invoice the status and the caller's buttons allow. */
function invoiceActions(row: Invoice, buttons: { edit: boolean; issue: boolean }): InvoiceAction[] {
  const moves: InvoiceAction[] = ['view'];
  if (row.status === 'draft') {
    if (buttons.edit) moves.push('edit', 'delete');
    if (buttons.issue && row.amountFen > 0) moves.push('issue');
  }
  if (buttons.issue && row.status === 'issued' && row.receivedFen === 0) moves.push('void');
  return moves;
}

/** Fee types and subjects to filter by: those of the rows shown, and the one chosen. */
function choices(rows: Accrual[], pick: (row: Accrual) => [number | null, string | null]) {
  const found = new Map<number, string>();
  for (const row of rows) {
    const [id, name] = pick(row);
    if (id !== null) found.set(id, name ?? String(id));
  }
  return [...found.entries()];
}

function AccrualFilters({
  state,
  rows,
}: {
  state: ReturnType<typeof usePagedSearch<ReceivableSearch>>;
  rows: Accrual[];
}) {
  const t = useMessages(receivableMessages);
  const { filters } = state;
  const change = (next: Partial<ReceivableSearch>) => state.setFilters({ ...filters, ...next });
  const date = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => change({ [name]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      <FilterSelect
        allLabel={t.all}
        label={t.invoicedFilter}
        value={filters.invoiced}
        options={[
          ['uninvoiced', t.invoicedOptionUninvoiced],
          ['invoiced', t.invoicedOptionInvoiced],
        ]}
        onChange={(value) => change({ invoiced: (value || undefined) as ReceivableSearch['invoiced'] })}
      />
      <FilterSelect
        allLabel={t.all}
        label={t.feeType}
        value={filters.feeTypeId}
        options={choices(rows, (row) => [row.feeTypeId, row.feeTypeName])}
        onChange={(value) => change({ feeTypeId: value ? Number(value) : undefined })}
      />
      <FilterSelect
        allLabel={t.all}
        label={t.subject}
        value={filters.subjectId}
        options={choices(rows, (row) => [row.subjectId, row.subjectNumber])}
        onChange={(value) => change({ subjectId: value ? Number(value) : undefined })}
      />
      {date('from', t.from)}
      {date('to', t.to)}
    </>
  );
}

export function TabBody({ projectId, search, onSearchChange, onOpen }: Props) {
  const t = useMessages(receivableMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const buttons = {
    edit: access.hasProjectButton(projectId, 'invoice:edit'),
    issue: access.hasProjectButton(projectId, 'invoice:issue'),
    income: access.hasProjectButton(projectId, 'income:record'),
  };
  const state = usePagedSearch(search, onSearchChange);
  const { tab = 'accruals', invoiced, feeTypeId, subjectId, from, to, status } = state.filters;
  const page = { offset: state.query.offset, limit: state.query.limit };
  const accrualQuery = { ...page, invoiced, feeTypeId, subjectId, from, to };
  const accruals = useQuery({ ...receivableQueries.accruals(projectId, accrualQuery), enabled: tab === 'accruals' });
  const invoices = useQuery({
    ...receivableQueries.invoices(projectId, { ...page, status }),
    enabled: tab === 'invoices',
  });
  const income = useQuery({ ...receivableQueries.income(projectId, page), enabled: tab === 'income' });
  const [selected, setSelected] = useState<number[]>([]);
  const current = tab === 'accruals' ? accruals : tab === 'invoices' ? invoices : income;
  const tableState = {
    loading: current.isPending,
    failed: current.isError && !current.data,
    onRetry: () => void current.refetch(),
  };
  const accrualRows = accruals.data?.rows ?? [];
  const chosen = accrualRows.filter((row) => selected.includes(row.id) && isFree(row));
  return (
    <>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {tab === 'accruals' && <AccrualFilters state={state} rows={accrualRows} />}
        {tab === 'accruals' && buttons.edit && (
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            onClick={() =>
              onOpen({
                kind: 'draft',
                accrualIds: chosen.map((row) => row.id),
                amountFen: chosen.reduce((sum, row) => sum + row.amountFen, 0),
              })
            }
          >
            {format(t.raiseDraft, { count: chosen.length })}
          </Button>
        )}
        {tab === 'invoices' && (
          <FilterSelect
            allLabel={t.all}
            label={t.status}
            value={status}
            options={PAYMENT_STATUSES.map((value) => [value, PAYMENT_STATUS_LABELS[value][locale]])}
            onChange={(value) => state.setFilters({ tab, status: (value || undefined) as ReceivableSearch['status'] })}
          />
        )}
      </Stack>
      {tab === 'accruals' && (
        <AccrualsTable
          rows={accrualRows}
          selected={selected}
          onSelect={
            buttons.edit
              ? (id, on) => setSelected((now) => (on ? [...now, id] : now.filter((other) => other !== id)))
              : undefined
          }
          {...tableState}
        />
      )}
      {tab === 'invoices' && (
        <InvoicesTable
          rows={invoices.data?.rows ?? []}
          actionsOf={(row) => invoiceActions(row, buttons)}
          onAction={(invoice, kind) => onOpen({ kind, invoice })}
          {...tableState}
        />
      )}
      {tab === 'income' && (
        <IncomeTable
          rows={income.data?.rows ?? []}
          canSubmit={buttons.income}
          onSubmit={(row) => onOpen({ kind: 'submitIncome', income: row })}
          {...tableState}
        />
      )}
      <PaginationBar total={current.data?.total ?? 0} {...state.pagination} />
    </>
  );
}
