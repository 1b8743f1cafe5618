/**
 * The approval workflows (system page Workflows): every definition by key and revision with
 * its steps; holders of workflow:manage create one, edit a draft, publish it, or start the
 * next revision of a published one.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WorkflowDefinition } from '../../../../../shared/api/work/approvals';
import { DEFINITION_STATUS_LABELS } from '../../../../../shared/domain/work/approvals';
import { formatFen } from '../../../../../shared/domain/money';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { approvalMessages } from '../messages';
import { useWorkflowActions, workflowQueries } from '../queries';
import { DefinitionDialog } from './definition-dialog';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'revision' | 'publish'; row: WorkflowDefinition };

function StepsText({ row }: { row: WorkflowDefinition }) {
  const t = useMessages(approvalMessages);
  const kinds = { role: t.role, projectRole: t.projectRole, user: t.user };
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {row.steps.map((step) => (
        <li key={step.sort}>
          {step.name}（{kinds[step.approverKind]} {step.approverRef}
          {step.minAmountFen === null ? '' : `，${format(t.fromAmount, { amount: formatFen(step.minAmountFen) })}`}）
        </li>
      ))}
    </ol>
  );
}

export function WorkflowsPage() {
  const t = useMessages(approvalMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const canManage = useStaffAccess().hasButton('workflow:manage');
  const list = useQuery(workflowQueries.list());
  const { publish } = useWorkflowActions();
  const [dialog, setDialog] = useState<Dialog>();
  const rows = list.data ?? [];
  const heads = [t.key, t.name, t.revision, t.status, t.steps, t.publishedAt, ...(canManage ? [t.actions] : [])];
  const close = () => setDialog(undefined);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canManage && (
          <Button variant="contained" onClick={() => setDialog({ kind: 'new' })}>
            {t.create}
          </Button>
        )}
      </StaffPageHeader>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.table}>
          <TableHead>
            <TableRow>
              {heads.map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={heads.length}
              loading={list.isPending}
              failed={list.isError}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.key}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.revision}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.status === 'published' ? 'success' : row.status === 'draft' ? 'warning' : 'default'}
                    label={DEFINITION_STATUS_LABELS[row.status][locale]}
                  />
                </TableCell>
                <TableCell>
                  <StepsText row={row} />
                </TableCell>
                <TableCell>{row.publishedAt ? hospitalTime(Date.parse(row.publishedAt)) : '—'}</TableCell>
                {canManage && (
                  <TableCell>
                    {row.status === 'draft' ? (
                      <>
                        <Button
                          size="small"
                          aria-label={`${t.edit} ${row.name}`}
                          onClick={() => setDialog({ kind: 'edit', row })}
                        >
                          {t.edit}
                        </Button>
                        <Button
                          size="small"
                          aria-label={`${t.publish} ${row.name}`}
                          onClick={() => setDialog({ kind: 'publish', row })}
                        >
                          {t.publish}
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="small"
                        aria-label={`${t.newRevision} ${row.name}`}
                        onClick={() => setDialog({ kind: 'revision', row })}
                      >
                        {t.newRevision}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {dialog?.kind === 'new' && <DefinitionDialog onClose={close} />}
      {(dialog?.kind === 'edit' || dialog?.kind === 'revision') && (
        <DefinitionDialog row={dialog.row} asRevision={dialog.kind === 'revision'} onClose={close} />
      )}
      {dialog?.kind === 'publish' && (
        <ConfirmDialog
          title={t.publishTitle}
          text={format(t.publishText, { name: dialog.row.name, revision: dialog.row.revision })}
          confirmLabel={t.publish}
          busy={publish.isPending}
          onConfirm={() => publish.mutate({ id: dialog.row.id, version: dialog.row.version }, { onSettled: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
