/**
 * My approval history: the steps I decided (or my agent decided for me), and the approvals I
 * started, withdrawn while they run; each row shows the approval's trail of steps. Paged in
 * the server, newest first.
 */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { StartedApproval, TrailStep } from '../../../../../shared/api/work/approval-history';
import { formatFen } from '../../../../../shared/domain/money';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { INSTANCE_STATUS_LABELS, TASK_STATUS_LABELS } from '../../../../../shared/domain/work/approvals';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { TableStates } from '../../../../ui/table-states';
import { myApprovalMessages } from '../my-approvals-messages';
import { myApprovalQueries, useMyApprovalActions } from '../queries';

const when = (at: string | null) => (at === null ? '—' : hospitalTime(Date.parse(at)));
const amountOf = (fen: number | null) => (fen === null ? '—' : formatFen(fen));

function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  return {
    query: { offset: (page - 1) * pageSize, limit: pageSize },
    bar: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}

/** The steps of an approval, one line each: step, decision, who (for whom), when. */
function Trail({ steps }: { steps: TrailStep[] }) {
  const { locale } = useLocale();
  const t = useMessages(myApprovalMessages);
  return (
    <>
      {steps.map((step) => (
        <div key={step.stepSort}>
          {[
            step.stepName,
            TASK_STATUS_LABELS[step.status][locale],
            step.decidedBy && format(t.decidedBy, { name: step.decidedBy }),
            step.decidedFor && format(t.onBehalfOf, { name: step.decidedFor }),
            step.decidedAt && when(step.decidedAt),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      ))}
    </>
  );
}

function HistoryTable(props: {
  label: string;
  heads: string[];
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={props.heads.length}
            loading={props.loading}
            failed={props.failed}
            empty={props.empty}
            onRetry={props.onRetry}
          />
          {props.children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function DecidedApprovals() {
  const t = useMessages(myApprovalMessages);
  const { locale } = useLocale();
  const paging = usePaging();
  const list = useQuery(myApprovalQueries.decided(paging.query));
  const rows = list.data?.rows ?? [];
  const heads = [t.record, t.amount, t.step, t.decision, t.comment, t.decidedAt, t.trail];
  return (
    <>
      <HistoryTable
        label={t.decidedTable}
        heads={heads}
        loading={list.isPending}
        failed={list.isError}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((row) => (
          <TableRow key={row.taskId}>
            <TableCell>{row.title}</TableCell>
            <TableCell>{amountOf(row.amountFen)}</TableCell>
            <TableCell>
              {row.stepName}
              {row.decidedFor && <div>{format(t.onBehalfOf, { name: row.decidedFor })}</div>}
            </TableCell>
            <TableCell>{TASK_STATUS_LABELS[row.decision][locale]}</TableCell>
            <TableCell>{row.comment ?? '—'}</TableCell>
            <TableCell>{when(row.decidedAt)}</TableCell>
            <TableCell>
              <Trail steps={row.trail} />
            </TableCell>
          </TableRow>
        ))}
      </HistoryTable>
      <PaginationBar total={list.data?.total ?? 0} {...paging.bar} />
    </>
  );
}

export function StartedApprovals() {
  const t = useMessages(myApprovalMessages);
  const { locale } = useLocale();
  const paging = usePaging();
  const list = useQuery(myApprovalQueries.started(paging.query));
  const { withdraw } = useMyApprovalActions();
  const [withdrawing, setWithdrawing] = useState<StartedApproval>();
  const rows = list.data?.rows ?? [];
  const heads = [t.record, t.amount, t.status, t.currentStep, t.startedAt, t.trail, t.actions];
  return (
    <>
      <HistoryTable
        label={t.startedTable}
        heads={heads}
        loading={list.isPending}
        failed={list.isError}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
      >
        {rows.map((row) => (
          <TableRow key={row.instanceId}>
            <TableCell>{row.title}</TableCell>
            <TableCell>{amountOf(row.amountFen)}</TableCell>
            <TableCell>{INSTANCE_STATUS_LABELS[row.instanceStatus][locale]}</TableCell>
            <TableCell>{row.currentStep ?? '—'}</TableCell>
            <TableCell>{when(row.startedAt)}</TableCell>
            <TableCell>
              <Trail steps={row.trail} />
            </TableCell>
            <TableCell>
              {row.instanceStatus === 'running' && (
                <Button size="small" aria-label={`${t.withdraw} ${row.title}`} onClick={() => setWithdrawing(row)}>
                  {t.withdraw}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </HistoryTable>
      <PaginationBar total={list.data?.total ?? 0} {...paging.bar} />
      {withdrawing && (
        <ConfirmDialog
          title={t.withdrawTitle}
          text={format(t.withdrawText, { title: withdrawing.title })}
          confirmLabel={t.withdraw}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate(withdrawing.instanceId, { onSuccess: () => setWithdrawing(undefined) })}
          onClose={() => setWithdrawing(undefined)}
        />
      )}
    </>
  );
}
