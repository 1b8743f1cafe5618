/**
 * A project's report seal applications (page ReportSeals): each stage or final summary report
 * with its version, period, status and approval progress, the moves its status and the
 * caller's buttons allow (change, submit; the applicant takes a running approval back), and
 * once sealed a link to the sealed PDF filed in the binder.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportSeal } from '../../../../../shared/api/documents/report-seals';
import {
  REPORT_SEAL,
  REPORT_SEAL_KIND_TEXT,
  REPORT_SEAL_STATUS_TEXT,
} from '../../../../../shared/domain/documents/report-seals';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RouterButton } from '../../../../ui/router-link';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { sealMessages } from '../messages';
import { sealQueries, useSealActions } from '../queries';
import { SealDialog } from './seal-dialog';
import { SealProgress } from './seal-progress';

type RowAction = 'edit' | 'submit' | 'withdraw';
type Open = { kind: 'new' } | { kind: RowAction; seal: ReportSeal };

function ConfirmMove({ projectId, open, onClose }: { projectId: number; open: Open; onClose: () => void }) {
  const t = useMessages(sealMessages);
  const { submit, withdraw } = useSealActions(projectId);
  if (open.kind !== 'submit' && open.kind !== 'withdraw') return null;
  const { seal } = open;
  const title = `${seal.title} v${seal.number}`;
  const instanceId = seal.approvals.find((approval) => approval.status === 'running')?.instanceId;
  const mutation = open.kind === 'submit' ? submit : withdraw;
  return (
    <ConfirmDialog
      title={open.kind === 'submit' ? t.submit : t.withdraw}
      text={format(open.kind === 'submit' ? t.confirmSubmit : t.confirmWithdraw, { title })}
      confirmLabel={open.kind === 'submit' ? t.submit : t.withdraw}
      busy={mutation.isPending}
      onConfirm={() => {
        if (open.kind === 'submit')
          submit.mutate({ projectId, id: seal.id, version: seal.version }, { onSuccess: onClose });
        else if (instanceId !== undefined) withdraw.mutate(instanceId, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}

export function ReportSealsPage({ projectId }: { projectId: number }) {
  const t = useMessages(sealMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const who = useWho();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const list = useQuery(sealQueries.list(projectId));
  const [open, setOpen] = useState<Open>();
  const canApply = access.hasProjectButton(projectId, 'reportSeal:apply');
  const canOpenBinder = access.hasProjectPage(projectId, 'DocumentBinder');
  const labels: Record<RowAction, string> = { edit: t.edit, submit: t.submit, withdraw: t.withdraw };
  const rows = list.data ?? [];
  const actionsOf = (row: ReportSeal): RowAction[] => {
    const moves = REPORT_SEAL.allowed(row.status, canApply ? ['reportSeal:apply'] : []).filter(
      (action): action is 'edit' | 'submit' => action === 'edit' || action === 'submit',
    );
    const running = row.approvals.find((approval) => approval.status === 'running');
    return running && running.startedBy === who?.user.userName ? [...moves, 'withdraw'] : moves;
  };
  const close = () => setOpen(undefined);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canApply && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'new' })}>
            {t.add}
          </Button>
        )}
      </StaffPageHeader>
      <RecordListTable
        label={t.table}
        columns={[t.kind, t.report, t.period, t.status, t.applicant, t.progress, t.sealed, t.actions]}
        loading={list.isPending}
        failed={list.isError && !list.data}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{REPORT_SEAL_KIND_TEXT[row.kind][locale]}</TableCell>
            <TableCell>
              {format(t.reportLine, { title: row.title, number: row.number, fileName: row.fileName })}
            </TableCell>
            <TableCell>{`${row.periodFrom} ~ ${row.periodTo}`}</TableCell>
            <TableCell>
              <Chip size="small" label={REPORT_SEAL_STATUS_TEXT[row.status][locale]} />
            </TableCell>
            <TableCell>{row.applicantName}</TableCell>
            <TableCell>
              <SealProgress seal={row} />
            </TableCell>
            <TableCell>
              {row.sealedDocumentId !== null && row.sealedVersionId !== null && canOpenBinder ? (
                <RouterButton
                  size="small"
                  to="/staff/projects/$projectId/documents/preview/$documentId/$versionId"
                  params={{ projectId, documentId: row.sealedDocumentId, versionId: row.sealedVersionId }}
                  aria-label={format(t.openSealedOf, { title: row.title })}
                >
                  {t.openSealed}
                </RouterButton>
              ) : row.status === 'approved' ? (
                t.notFiled
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={`${row.title} v${row.number}`}
                onAction={(kind) => setOpen({ kind, seal: row })}
              />
            </TableCell>
          </TableRow>
        ))}
      </RecordListTable>
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <SealDialog projectId={projectId} seal={open.kind === 'edit' ? open.seal : undefined} onClose={close} />
      )}
      {open && open.kind !== 'new' && <ConfirmMove projectId={projectId} open={open} onClose={close} />}
    </Stack>
  );
}
