/**
 * A project's SUSAR reports: the list with due chips (逾期 / 即将到期 and the due day), PV
 * status and number, filters and paging; create and edit drafts; the report named in the
 * URL (`openId`) in a dialog with its buttons and submitted revisions.
 */
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
import type { Susar } from '../../../../shared/api/safety-susar';
import { hospitalDay } from '../../../../shared/domain/milestones';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMessages } from '../../../lib/i18n';
import { PaginationBar } from '../../../ui/pagination-bar';
import { AddIcon } from '../../../ui/staff-icons';
import { TableStates } from '../../../ui/table-states';
import { useStaffAccess } from '../../auth/use-staff-session';
import { pvMessages } from '../messages';
import { pvQueries } from '../queries';
import { RecordActions } from './record-actions';
import { ReportDetailDialog, ReportFilterBar, useReportListState } from './report-list-parts';
import { RevisionList } from './revision-list';
import { DueChip, PvChip, RecordStatusChip } from './status-chips';
import { SusarDialog } from './susar-dialog';

export interface SusarPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

function SusarDetail({
  projectId,
  id,
  onEdit,
  onClose,
}: {
  projectId: number;
  id: number;
  onEdit: (susar: Susar) => void;
  onClose: () => void;
}) {
  const t = useMessages(pvMessages);
  const query = useQuery(pvQueries.susar(projectId, id));
  const susar = query.data;
  const subject = susar?.subjectNumber ? `${susar.subjectNumber} ${susar.subjectInitials ?? ''}`.trim() : '—';
  const fields: [string, string][] = susar
    ? [
        [t.reportNo, susar.reportNo ?? t.noNumber],
        [t.reportType, susar.reportType === 'followup' ? `${t.followup} (${susar.initialNo ?? '—'})` : t.first],
        [t.subject, subject],
        [t.learnedDate, susar.learnedDate],
        [t.fatalShort, susar.fatal ? '✓' : '—'],
        [t.drugName, susar.drugName],
        [t.reaction, susar.reaction],
        [t.description, susar.description],
        [t.reviseReason, susar.revisionReason ?? '—'],
      ]
    : [];
  return (
    <ReportDetailDialog
      title={susar?.reportNo ? `${t.detail} ${susar.reportNo}` : t.detail}
      loading={query.isPending}
      failed={query.isError}
      fields={fields}
      chips={
        susar && (
          <>
            <RecordStatusChip status={susar.status} />
            <PvChip pvStatus={susar.pvStatus} />
            <DueChip dueState={susar.dueState} dueLabel={susar.dueLabel} />
          </>
        )
      }
      actions={
        susar && (
          <RecordActions
            kind="susar"
            projectId={projectId}
            record={susar}
            onEdit={() => onEdit(susar)}
            onDeleted={onClose}
          />
        )
      }
      revisions={susar && <RevisionList kind="susar" projectId={projectId} id={susar.id} />}
      onClose={onClose}
    />
  );
}

interface SusarTableProps {
  rows: Susar[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: number) => void;
}

function SusarTable({ rows, loading, failed, onRetry, onOpen }: SusarTableProps) {
  const t = useMessages(pvMessages);
  return (
    <Table size="small" aria-label={t.susarTable}>
      <TableHead>
        <TableRow>
          <TableCell>{t.reportNo}</TableCell>
          <TableCell>{t.reportType}</TableCell>
          <TableCell>{t.subject}</TableCell>
          <TableCell>{t.reaction}</TableCell>
          <TableCell>{t.learnedDate}</TableCell>
          <TableCell>{t.due}</TableCell>
          <TableCell>{t.status}</TableCell>
          <TableCell>{t.pvStatus}</TableCell>
          <TableCell>{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableStates colSpan={9} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.reportNo ?? t.noNumber}</TableCell>
            <TableCell>{row.reportType === 'followup' ? t.followup : t.first}</TableCell>
            <TableCell>{row.subjectNumber ? `${row.subjectNumber} ${row.subjectInitials ?? ''}` : '—'}</TableCell>
            <TableCell>{row.reaction}</TableCell>
            <TableCell>{row.learnedDate}</TableCell>
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
                aria-label={`${t.view} ${row.reportNo ?? row.reaction}`}
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

export function SusarPage({ projectId, openId, onOpenChange }: SusarPageProps) {
  const t = useMessages(pvMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.susarTitle} - ${project.projectName}` : t.susarTitle);
  const state = useReportListState();
  const list = useQuery(pvQueries.susarList(projectId, state.query));
  const [editing, setEditing] = useState<{ susar?: Susar }>();
  const today = hospitalDay(Date.now());
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.susarTitle}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        {access.hasProjectButton(projectId, 'susar:update') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t.addSusar}
          </Button>
        )}
      </Stack>
      <ReportFilterBar filters={state.filters} onChange={state.setFilters} />
      <SusarTable
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
        <SusarDetail
          projectId={projectId}
          id={openId}
          onEdit={(susar) => setEditing({ susar })}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {editing && (
        <SusarDialog
          projectId={projectId}
          susar={editing.susar}
          today={today}
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
