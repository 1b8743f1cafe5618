/**
 * A project's receivables (page FinanceReceivables): the figures at the top, then three tabs with
 * their filters and page in the URL. Accruals: what the visits earned; uninvoiced ones not on a
 * draft are chosen into an invoice draft (invoice:edit). Invoices: drafts changed or deleted
 * (invoice:edit), issued or voided (invoice:issue), each opened with its lines. Income: recorded
 * and submitted (income:record).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { receivableMessages } from '../messages';
import { receivableQueries, useReceivableActions } from '../queries';
import { RECEIVABLE_TABS, type ReceivableSearch, type ReceivableTab } from '../search';
import { FiguresStrip } from './figures-strip';
import { IncomeDialog } from './income-dialog';
import { DraftDialog, EditDraftDialog, IssueDialog, VoidDialog } from './invoice-dialogs';
import { InvoiceDrawer } from './invoice-drawer';
import { type Open, TabBody } from './receivables-tab-body';

type Props = { projectId: number; search: ReceivableSearch; onSearchChange: (next: ReceivableSearch) => void };

function Confirm({ projectId, open, onClose }: { projectId: number; open: Open; onClose: () => void }) {
  const t = useMessages(receivableMessages);
  const { deleteInvoice, submitIncome } = useReceivableActions(projectId);
  if (open.kind === 'delete') {
    const { invoice } = open;
    return (
      <ConfirmDialog
        title={t.delete}
        text={format(t.confirmDelete, { name: `${invoice.payer} ${formatFen(invoice.amountFen)}` })}
        confirmLabel={t.delete}
        busy={deleteInvoice.isPending}
        onConfirm={() =>
          deleteInvoice.mutate({ projectId, id: invoice.id, version: invoice.version }, { onSuccess: onClose })
        }
        onClose={onClose}
      />
    );
  }
  if (open.kind !== 'submitIncome') return null;
  const { income } = open;
  return (
    <ConfirmDialog
      title={t.submit}
      text={format(t.confirmSubmit, { name: `${income.payer} ${formatFen(income.amountFen)}` })}
      confirmLabel={t.submit}
      busy={submitIncome.isPending}
      onConfirm={() =>
        submitIncome.mutate({ projectId, id: income.id, version: income.version }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

export function ReceivablesPage({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(receivableMessages);
  const access = useStaffAccess();
  const today = useHospitalToday();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const figures = useQuery(receivableQueries.figures(projectId));
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const tab = search.tab ?? 'accruals';
  const currency = figures.data?.currency ?? 'CNY';
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {access.hasProjectButton(projectId, 'income:record') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'income' })}>
            {t.recordIncome}
          </Button>
        )}
      </StaffPageHeader>
      {figures.data && <FiguresStrip figures={figures.data} />}
      <Tabs
        value={tab}
        aria-label={t.tabs}
        onChange={(_, next: ReceivableTab) =>
          onSearchChange({ tab: next === 'accruals' ? undefined : next, size: search.size })
        }
      >
        {RECEIVABLE_TABS.map((value) => (
          <Tab key={value} value={value} label={t[value]} />
        ))}
      </Tabs>
      <TabBody key={tab} projectId={projectId} search={search} onSearchChange={onSearchChange} onOpen={setOpen} />
      {open?.kind === 'draft' && (
        <DraftDialog projectId={projectId} accrualIds={open.accrualIds} amountFen={open.amountFen} onClose={close} />
      )}
      {open?.kind === 'edit' && <EditDraftDialog projectId={projectId} id={open.invoice.id} onClose={close} />}
      {open?.kind === 'view' && <InvoiceDrawer projectId={projectId} id={open.invoice.id} onClose={close} />}
      {open?.kind === 'issue' && (
        <IssueDialog projectId={projectId} invoice={open.invoice} today={today} onClose={close} />
      )}
      {open?.kind === 'void' && <VoidDialog projectId={projectId} invoice={open.invoice} onClose={close} />}
      {open?.kind === 'income' && (
        <IncomeDialog projectId={projectId} currency={currency} today={today} onClose={close} />
      )}
      {open && <Confirm projectId={projectId} open={open} onClose={close} />}
    </Stack>
  );
}
