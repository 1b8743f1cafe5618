/**
 * A project's subject subsidies (page FinanceSubsidies): three tabs with their filter and page in
 * the URL. Owed: subjects with unbilled dues, billed here (subsidy:edit). Bills: payee details
 * masked, shown in full on purpose (subsidy:issue), pending ones selected into a batch
 * (subsidy:submit). Batches: submitted into approval, and paid out once approved (subsidy:issue).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwedSubject, SubsidyBill } from '../../../../../shared/api/finance/subsidies';
import type { SubsidyBatch } from '../../../../../shared/api/finance/subsidy-batches';
import { SUBSIDY_STATUSES, SUBSIDY_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { SUBSIDY_BATCH } from '../../../../../shared/domain/finance/payables';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { subsidyMessages } from '../messages';
import { subsidyQueries, useSubsidyActions } from '../queries';
import { SUBSIDY_TABS, type SubsidySearch, type SubsidyTab } from '../search';
import { BatchDialog, BillDialog, IssueDialog, RevealDialog } from './subsidy-dialogs';
import { type BillAction, BatchesTable, BillsTable, OwedTable } from './subsidy-tables';

type Props = { projectId: number; search: SubsidySearch; onSearchChange: (next: SubsidySearch) => void };
type Open =
  | { kind: 'bill'; owed: OwedSubject }
  | { kind: BillAction; bill: SubsidyBill }
  | { kind: 'batch'; billIds: number[] }
  | { kind: 'submit' | 'issue'; batch: SubsidyBatch };

/** The buttons the caller holds in the project, for the status machines. */
function useButtons(projectId: number) {
  const access = useStaffAccess();
  return (['subsidy:edit', 'subsidy:submit', 'subsidy:issue'] as const).filter((b) =>
    access.hasProjectButton(projectId, b),
  );
}

function TabBody({ projectId, search, onSearchChange, onOpen }: Props & { onOpen: (open: Open) => void }) {
  const t = useMessages(subsidyMessages);
  const { locale } = useLocale();
  const buttons: string[] = useButtons(projectId);
  const state = usePagedSearch(search, onSearchChange);
  const { tab = 'owed', status } = state.filters;
  const page = { offset: state.query.offset, limit: state.query.limit };
  const owed = useQuery({ ...subsidyQueries.owed(projectId, page), enabled: tab === 'owed' });
  const bills = useQuery({ ...subsidyQueries.bills(projectId, { ...page, status }), enabled: tab === 'bills' });
  const batches = useQuery({ ...subsidyQueries.batches(projectId, { ...page, status }), enabled: tab === 'batches' });
  const [selected, setSelected] = useState<number[]>([]);
  const current = tab === 'owed' ? owed : tab === 'bills' ? bills : batches;
  const state3 = {
    loading: current.isPending,
    failed: current.isError && !current.data,
    onRetry: () => void current.refetch(),
  };
  const batchable = (bill: SubsidyBill) => bill.status === 'pending' && bill.batchId === null;
  return (
    <>
      {tab !== 'owed' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FilterSelect
            allLabel={t.all}
            label={t.status}
            value={status}
            options={SUBSIDY_STATUSES.map((value) => [value, SUBSIDY_STATUS_LABELS[value][locale]])}
            onChange={(value) => state.setFilters({ tab, status: (value || undefined) as SubsidySearch['status'] })}
          />
          {tab === 'bills' && buttons.includes('subsidy:submit') && (
            <Button
              variant="contained"
              disabled={selected.length === 0}
              onClick={() => onOpen({ kind: 'batch', billIds: selected })}
            >
              {format(t.makeBatch, { count: selected.length })}
            </Button>
          )}
        </Stack>
      )}
      {tab === 'owed' && (
        <OwedTable
          rows={owed.data?.rows ?? []}
          canBill={buttons.includes('subsidy:edit')}
          onBill={(row) => onOpen({ kind: 'bill', owed: row })}
          {...state3}
        />
      )}
      {tab === 'bills' && (
        <BillsTable
          rows={bills.data?.rows ?? []}
          actionsOf={(row) => [
            ...(buttons.includes('subsidy:issue') && row.bankAccount ? (['reveal'] as const) : []),
            ...(buttons.includes('subsidy:edit') && batchable(row) ? (['delete'] as const) : []),
          ]}
          selected={selected}
          canSelect={batchable}
          onSelect={
            buttons.includes('subsidy:submit')
              ? (id, on) => setSelected((now) => (on ? [...now, id] : now.filter((other) => other !== id)))
              : undefined
          }
          onAction={(bill, kind) => onOpen({ kind, bill })}
          {...state3}
        />
      )}
      {tab === 'batches' && (
        <BatchesTable
          rows={batches.data?.rows ?? []}
          actionsOf={(row) => SUBSIDY_BATCH.allowed(row.status, buttons)}
          onAction={(batch, kind) => onOpen({ kind, batch })}
          {...state3}
        />
      )}
      <PaginationBar total={current.data?.total ?? 0} {...state.pagination} />
    </>
  );
}

function Confirm({ projectId, open, onClose }: { projectId: number; open: Open; onClose: () => void }) {
  const t = useMessages(subsidyMessages);
  const { deleteBill, submitBatch } = useSubsidyActions(projectId);
  if (open.kind === 'delete') {
    const { bill } = open;
    return (
      <ConfirmDialog
        title={t.delete}
        text={format(t.confirmDelete, { subject: bill.subjectNumber ?? '' })}
        confirmLabel={t.delete}
        busy={deleteBill.isPending}
        onConfirm={() => deleteBill.mutate({ projectId, id: bill.id, version: bill.version }, { onSuccess: onClose })}
        onClose={onClose}
      />
    );
  }
  if (open.kind !== 'submit') return null;
  const { batch } = open;
  return (
    <ConfirmDialog
      title={t.submit}
      text={format(t.confirmSubmit, { name: `${batch.number} ${batch.title}` })}
      confirmLabel={t.submit}
      busy={submitBatch.isPending}
      onConfirm={() => submitBatch.mutate({ projectId, id: batch.id, version: batch.version }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

export function SubsidiesPage({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(subsidyMessages);
  const access = useStaffAccess();
  const today = useHospitalToday();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const tab = search.tab ?? 'owed';
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <Tabs
        value={tab}
        aria-label={t.tabs}
        onChange={(_, next: SubsidyTab) =>
          onSearchChange({ tab: next === 'owed' ? undefined : next, size: search.size })
        }
      >
        {SUBSIDY_TABS.map((value) => (
          <Tab key={value} value={value} label={t[value]} />
        ))}
      </Tabs>
      <TabBody key={tab} projectId={projectId} search={search} onSearchChange={onSearchChange} onOpen={setOpen} />
      {open?.kind === 'bill' && <BillDialog projectId={projectId} owed={open.owed} onClose={close} />}
      {open?.kind === 'batch' && <BatchDialog projectId={projectId} billIds={open.billIds} onClose={close} />}
      {open?.kind === 'issue' && <IssueDialog projectId={projectId} batch={open.batch} today={today} onClose={close} />}
      {open?.kind === 'reveal' && <RevealDialog projectId={projectId} bill={open.bill} onClose={close} />}
      {open && <Confirm projectId={projectId} open={open} onClose={close} />}
    </Stack>
  );
}
