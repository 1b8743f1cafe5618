/**
 * The steps awaiting the user: a decision is a comment (required to reject) and then the
 * signature dialog, which sends the decision signed; a refusal stays in that dialog.
 */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyApprovalTask } from '../../../../../shared/api/work/approvals';
import type { Decision } from '../../../../../shared/domain/work/approvals';
import { formatFen } from '../../../../../shared/domain/money';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { TableStates } from '../../../../ui/table-states';
import { myApprovalMessages } from '../my-approvals-messages';
import { myApprovalQueries, useMyApprovalActions } from '../queries';

type Deciding = { task: MyApprovalTask; decision: Decision; comment: string; signing: boolean };

export function PendingApprovals() {
  const t = useMessages(myApprovalMessages);
  const list = useQuery(myApprovalQueries.tasks());
  const { decide } = useMyApprovalActions();
  const [deciding, setDeciding] = useState<Deciding>();
  const [error, setError] = useState<string>();
  const rows = list.data ?? [];
  const heads = [t.record, t.amount, t.step, t.startedBy, t.startedAt, t.actions];
  const close = () => {
    setDeciding(undefined);
    setError(undefined);
  };
  const open = (task: MyApprovalTask, decision: Decision) =>
    setDeciding({ task, decision, comment: '', signing: false });
  const titleOf = (d: Deciding) =>
    format(d.decision === 'approve' ? t.approveTitle : t.rejectTitle, { title: d.task.title });
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.pendingTable}>
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
            {rows.map((task) => (
              <TableRow key={task.taskId}>
                <TableCell>{task.title}</TableCell>
                <TableCell>{task.amountFen === null ? '—' : formatFen(task.amountFen)}</TableCell>
                <TableCell>
                  {task.stepName}
                  {task.onBehalfOf && <div>{format(t.onBehalfOf, { name: task.onBehalfOf })}</div>}
                </TableCell>
                <TableCell>{task.startedBy}</TableCell>
                <TableCell>{hospitalTime(Date.parse(task.startedAt))}</TableCell>
                <TableCell>
                  <Button size="small" aria-label={`${t.approve} ${task.title}`} onClick={() => open(task, 'approve')}>
                    {t.approve}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${t.reject} ${task.title}`}
                    onClick={() => open(task, 'reject')}
                  >
                    {t.reject}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {deciding && !deciding.signing && (
        <FormDialog
          title={titleOf(deciding)}
          busy={false}
          error={error}
          submitLabel={t.next}
          onClose={close}
          onSubmit={() => {
            if (deciding.decision === 'reject' && deciding.comment.trim() === '') return setError(t.commentRequired);
            setError(undefined);
            setDeciding({ ...deciding, signing: true });
          }}
        >
          <TextField
            label={t.comment}
            value={deciding.comment}
            multiline
            minRows={2}
            required={deciding.decision === 'reject'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            onChange={(event) => setDeciding({ ...deciding, comment: event.target.value })}
          />
        </FormDialog>
      )}
      {deciding?.signing && (
        <SignatureDialog
          title={titleOf(deciding)}
          text={format(t.decisionText, { step: deciding.task.stepName, title: deciding.task.title })}
          meaning={deciding.decision === 'approve' ? 'reviewer-approves' : 'reviewer-rejects'}
          onSign={(signature) =>
            decide.mutateAsync({
              taskId: deciding.task.taskId,
              decision: deciding.decision,
              comment: deciding.comment.trim() || undefined,
              signature,
            })
          }
          onSigned={close}
          onClose={close}
        />
      )}
    </>
  );
}
