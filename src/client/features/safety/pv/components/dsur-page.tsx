/**
 * A project's DSUR reports: the next report to write (period and due day), the list with due
 * chips, PV status and number, filters and paging in the URL; create and edit drafts; the report named
 * in the URL (`openId`) in a dialog with its buttons and submitted revisions.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dsur } from '../../../../../shared/api/safety/dsur';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { type OpenableRecordTableProps, RecordListTable } from '../../../../ui/record-list-table';
import type { DetailField } from '../../../../ui/detail-field-list';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { pvMessages } from '../messages';
import { pvQueries } from '../queries';
import { DsurDialog, type DsurDialogProps } from './dsur-dialog';
import { ReportFilterBar, type ReportFilters, ReportStateCells } from './report-list-parts';
import { PvReportDialog } from './pv-report-dialog';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

/** The DSUR list's URL search: filters and paging. */
export interface DsurSearch extends ReportFilters, PageSearch {}

export interface DsurPageProps {
  projectId: number;
  search: DsurSearch;
  onSearchChange: (next: DsurSearch) => void;
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
  const fields: DetailField[] = dsur
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
    <PvReportDialog
      kind="dsur"
      projectId={projectId}
      report={dsur}
      loading={query.isPending}
      failed={query.isError}
      fields={fields}
      onEdit={onEdit}
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

type DsurTableProps = OpenableRecordTableProps<Dsur>;

function DsurTable({ rows, loading, failed, onRetry, onOpen }: DsurTableProps) {
  const t = useMessages(pvMessages);
  return (
    <RecordListTable
      label={t.dsurTable}
      columns={[t.reportNo, t.reportYear, t.period, t.due, t.status, t.pvStatus, t.actions]}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{row.reportNo ?? t.noNumber}</TableCell>
          <TableCell>{row.reportYear}</TableCell>
          <TableCell>{`${row.periodStart} ~ ${row.dataLockPoint}`}</TableCell>
          <ReportStateCells
            report={row}
            rowName={String(row.reportNo ?? row.reportYear)}
            onOpen={() => onOpen(row.id)}
          />
        </TableRow>
      ))}
    </RecordListTable>
  );
}

export function DsurPage({ projectId, search, onSearchChange, openId, onOpenChange }: DsurPageProps) {
  const today = useHospitalToday();
  const t = useMessages(pvMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.dsurTitle} - ${project.projectName}` : t.dsurTitle);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(pvQueries.dsurList(projectId, state.query));
  const [editing, setEditing] = useState<Editing>();
  const canWrite = access.hasProjectButton(projectId, 'dsur:update');
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.dsurTitle} projectName={project?.projectName}>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t.addDsur}
          </Button>
        )}
      </StaffPageHeader>
      <NextDsurNotice projectId={projectId} onWrite={canWrite ? (preset) => setEditing({ preset }) : undefined} />
      <ReportFilterBar filters={state.filters} onChange={state.setFilters} />
      <DsurTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpenChange}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
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
