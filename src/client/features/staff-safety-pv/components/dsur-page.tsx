/**
 * A project's DSUR reports: the next report to write (period and due day), the list with due
 * chips, PV status and number, filters and paging; create and edit drafts; the report named
 * in the URL (`openId`) in a dialog with its buttons and submitted revisions.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dsur } from '../../../../shared/api/safety-dsur';
import { hospitalDay } from '../../../../shared/domain/milestones';
import { useDocumentTitle } from '../../../lib/document-title';
import { format, useMessages } from '../../../lib/i18n';
import { PaginationBar } from '../../../ui/pagination-bar';
import { AddIcon } from '../../../ui/staff-icons';
import { TableStates } from '../../../ui/table-states';
import { useStaffAccess } from '../../auth/use-staff-session';
import { pvMessages } from '../messages';
import { pvQueries } from '../queries';
import { DsurDialog, type DsurDialogProps } from './dsur-dialog';
import { RecordActions } from './record-actions';
import { ReportDetailDialog, ReportFilterBar, useReportListState } from './report-list-parts';
import { RevisionList } from './revision-list';
import { DueChip, PvChip, RecordStatusChip } from './status-chips';

export interface DsurPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

type Editing = Pick<DsurDialogProps, 'dsur' | 'preset'>;

function DsurDetail({
  projectId,
  id,
  onEdit,
  onClose,
}: {
  projectId: number;
  id: number;
  onEdit: (dsur: Dsur) => void;
  onClose: () => void;
}) {
  const t = useMessages(pvMessages);
  const query = useQuery(pvQueries.dsur(projectId, id));
  const dsur = query.data;
  const fields: [string, string][] = dsur
    ? [
        [t.reportNo, dsur.reportNo ?? t.noNumber],
        [t.reportYear, String(dsur.reportYear)],
        [t.dibd, dsur.dibd],
        [t.period, `${dsur.periodStart} ~ ${dsur.dataLockPoint}`],
        [t.dataLockPoint, dsur.dataLockPoint],
        [t.summary, dsur.summary],
        [t.reviseReason, dsur.revisionReason ?? '—'],
      ]
    : [];
  return (
    <ReportDetailDialog
      title={dsur?.reportNo ? `${t.detail} ${dsur.reportNo}` : t.detail}
      loading={query.isPending}
      failed={query.isError}
      fields={fields}
      chips={
        dsur && (
          <>
            <RecordStatusChip status={dsur.status} />
            <PvChip pvStatus={dsur.pvStatus} />
            <DueChip dueState={dsur.dueState} dueLabel={dsur.dueLabel} />
          </>
        )
      }
      actions={
        dsur && (
          <RecordActions
            kind="dsur"
            projectId={projectId}
            record={dsur}
            onEdit={() => onEdit(dsur)}
            onDeleted={onClose}
          />
        )
      }
      revisions={dsur && <RevisionList kind="dsur" projectId={projectId} id={dsur.id} />}
      onClose={onClose}
    />
  );
}

function NextDsurNotice({
  projectId,
  onWrite,
}: {
  projectId: number;
  onWrite?: (preset: { dibd: string; reportYear: number }) => void;
}) {
  const t = useMessages(pvMessages);
  const next = useQuery(pvQueries.nextDsur(projectId)).data;
  if (!next) return null;
  return (
    <Alert
      severity={next.dueState === 'overdue' ? 'error' : 'warning'}
      action={
        onWrite && (
          <Button
            color="inherit"
            size="small"
            onClick={() => onWrite({ dibd: next.dibd, reportYear: next.reportYear })}
          >
            {t.writeNext}
          </Button>
        )
      }
    >
      {format(t.nextDsur, {
        year: next.reportYear,
        start: next.periodStart,
        lock: next.dataLockPoint,
        due: next.dueLabel,
      })}
    </Alert>
  );
}

interface DsurTableProps {
  rows: Dsur[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: number) => void;
}

function DsurTable({ rows, loading, failed, onRetry, onOpen }: DsurTableProps) {
  const t = useMessages(pvMessages);
  return (
    <Table size="small" aria-label={t.dsurTable}>
      <TableHead>
        <TableRow>
          <TableCell>{t.reportNo}</TableCell>
          <TableCell>{t.reportYear}</TableCell>
          <TableCell>{t.period}</TableCell>
          <TableCell>{t.due}</TableCell>
          <TableCell>{t.status}</TableCell>
          <TableCell>{t.pvStatus}</TableCell>
          <TableCell>{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableStates colSpan={7} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.reportNo ?? t.noNumber}</TableCell>
            <TableCell>{row.reportYear}</TableCell>
            <TableCell>{`${row.periodStart} ~ ${row.dataLockPoint}`}</TableCell>
            <TableCell>
              <DueChip dueState={row.dueState} dueLabel={row.dueLabel} />
            </TableCell>
            <TableCell>
              <RecordStatusChip status={row.status} />
            </TableCell>
            <TableCell>
              <PvChip pvStatus={row.pvStatus} />
            </TableCell>
            <TableCell>
              <Button
                size="small"
                aria-label={`${t.view} ${row.reportNo ?? row.reportYear}`}
                onClick={() => onOpen(row.id)}
              >
                {t.view}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function DsurPage({ projectId, openId, onOpenChange }: DsurPageProps) {
  const t = useMessages(pvMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.dsurTitle} - ${project.projectName}` : t.dsurTitle);
  const state = useReportListState();
  const list = useQuery(pvQueries.dsurList(projectId, state.query));
  const [editing, setEditing] = useState<Editing>();
  const canWrite = access.hasProjectButton(projectId, 'dsur:update');
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.dsurTitle}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t.addDsur}
          </Button>
        )}
      </Stack>
      <NextDsurNotice projectId={projectId} onWrite={canWrite ? (preset) => setEditing({ preset }) : undefined} />
      <ReportFilterBar filters={state.filters} onChange={state.setFilters} />
      <DsurTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpenChange}
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={state.size}
        onPageChange={state.setPage}
        onPageSizeChange={state.setSize}
      />
      {openId !== undefined && !editing && (
        <DsurDetail
          projectId={projectId}
          id={openId}
          onEdit={(dsur) => setEditing({ dsur })}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {editing && (
        <DsurDialog
          projectId={projectId}
          {...editing}
          today={hospitalDay(Date.now())}
          onSaved={(id) => {
            setEditing(undefined);
            onOpenChange(id);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
