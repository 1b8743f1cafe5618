/**
 * A project's contracts (page FinanceContracts): each agreement followed by its amendments, with
 * status, amount, term and signed copy, and per row the moves its status and the caller's
 * buttons allow (edit, delete, submit); every row opens its details (approval trail, signed copy).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contract } from '../../../../../shared/api/finance/contracts';
import { APPROVAL_RECORD_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { CONTRACT, type ContractAction } from '../../../../../shared/domain/finance/contracts';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { contractMessages } from '../messages';
import { contractQueries, useContractActions } from '../queries';
import { ContractDetails } from './contract-details';
import { ContractDialog } from './contract-dialog';

type RowAction = Exclude<ContractAction, 'signedCopy'> | 'details';
type Open = { kind: 'new' } | { kind: RowAction; contract: Contract };

/** Agreements in order, each followed by its amendments. */
export function nested(rows: Contract[]): Contract[] {
  const amendments = (id: number) => rows.filter((row) => row.kind === 'amendment' && row.parentId === id);
  const agreements = rows.filter((row) => row.kind === 'agreement');
  const placed = agreements.flatMap((agreement) => [agreement, ...amendments(agreement.id)]);
  return [...placed, ...rows.filter((row) => !placed.includes(row))];
}

function ConfirmMove({ projectId, open, onClose }: { projectId: number; open: Open; onClose: () => void }) {
  const t = useMessages(contractMessages);
  const { remove, submit } = useContractActions(projectId);
  if (open.kind !== 'delete' && open.kind !== 'submit') return null;
  const { contract } = open;
  const mutation = open.kind === 'delete' ? remove : submit;
  const name = `${contract.number} ${contract.title}`;
  return (
    <ConfirmDialog
      title={open.kind === 'delete' ? t.delete : t.submit}
      text={format(open.kind === 'delete' ? t.confirmDelete : t.confirmSubmit, { name })}
      confirmLabel={open.kind === 'delete' ? t.delete : t.submit}
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate({ projectId, id: contract.id, version: contract.version }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

export function ContractsPage({ projectId }: { projectId: number }) {
  const t = useMessages(contractMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const list = useQuery(contractQueries.list(projectId));
  const [open, setOpen] = useState<Open>();
  const buttons = ['contract:edit', 'contract:submit'].filter((b) =>
    access.hasProjectButton(projectId, b as 'contract:edit'),
  );
  const labels: Record<RowAction, string> = {
    details: t.detailsTitle,
    edit: t.edit,
    delete: t.delete,
    submit: t.submit,
  };
  const rows = nested(list.data ?? []);
  const actionsOf = (row: Contract): RowAction[] => [
    'details',
    ...CONTRACT.allowed(row.status, buttons).filter(
      (action): action is Exclude<ContractAction, 'signedCopy'> => action !== 'signedCopy',
    ),
  ];
  const close = () => setOpen(undefined);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {buttons.includes('contract:edit') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
            {t.add}
          </Button>
        )}
      </StaffPageHeader>
      <RecordListTable
        label={t.table}
        columns={[t.number, t.contractTitle, t.kind, t.sponsor, t.amount, t.term, t.status, t.signedCopy, t.actions]}
        loading={list.isPending}
        failed={list.isError && !list.data}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={row.kind === 'amendment' ? { pl: 4 } : undefined}>{row.number}</TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.kind === 'agreement' ? t.agreement : t.amendment}</TableCell>
            <TableCell>{row.sponsor}</TableCell>
            <TableCell align="right">{formatFen(row.amountFen)}</TableCell>
            <TableCell>{row.startsOn || row.endsOn ? `${row.startsOn ?? ''} ~ ${row.endsOn ?? ''}` : ''}</TableCell>
            <TableCell>
              <Chip size="small" label={APPROVAL_RECORD_STATUS_LABELS[row.status][locale]} />
            </TableCell>
            <TableCell>{row.signedCopy?.name ?? '—'}</TableCell>
            <TableCell>
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={row.number}
                onAction={(kind) => setOpen({ kind, contract: row })}
              />
            </TableCell>
          </TableRow>
        ))}
      </RecordListTable>
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <ContractDialog
          projectId={projectId}
          contract={open.kind === 'edit' ? open.contract : undefined}
          agreements={rows.filter((row) => row.kind === 'agreement')}
          onClose={close}
        />
      )}
      {open?.kind === 'details' && (
        <ContractDetails
          projectId={projectId}
          contract={list.data?.find((row) => row.id === open.contract.id) ?? open.contract}
          canUpload={buttons.includes('contract:edit')}
          onClose={close}
        />
      )}
      {open && open.kind !== 'new' && <ConfirmMove projectId={projectId} open={open} onClose={close} />}
    </Stack>
  );
}
