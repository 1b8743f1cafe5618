/**
 * A project's SUSAR reports: the list with due chips (逾期 / 即将到期 and the due day), PV
 * status and number, filters and paging in the URL; create and edit drafts; the report named in the
 * URL (`openId`) in a dialog with its buttons, 递交伦理 once signed, and submitted revisions.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Susar } from '../../../../../shared/api/safety/susar';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { type OpenableRecordTableProps, RecordListTable } from '../../../../ui/record-list-table';
import type { DetailField } from '../../../../ui/detail-field-list';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { ReportForwarding } from '../../../ethics';
import { pvMessages } from '../messages';
import { pvQueries } from '../queries';
import { ReportFilterBar, type ReportFilters, ReportStateCells } from './report-list-parts';
import { PvReportDialog } from './pv-report-dialog';
import { SusarDialog } from './susar-dialog';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

/** The SUSAR list's URL search: filters and paging. */
export interface SusarSearch extends ReportFilters, PageSearch {}

export interface SusarPageProps {
  projectId: number;
  search: SusarSearch;
  onSearchChange: (next: SusarSearch) => void;
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
  const fields: DetailField[] = susar
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
    <PvReportDialog
      kind="susar"
      projectId={projectId}
      report={susar}
      loading={query.isPending}
      failed={query.isError}
      fields={fields}
      onEdit={onEdit}
      onClose={onClose}
    >
      {susar && (
        <ReportForwarding kind="susar" projectId={projectId} id={susar.id} signed={susar.status === 'submitted'} />
      )}
    </PvReportDialog>
  );
}

type SusarTableProps = OpenableRecordTableProps<Susar>;

function SusarTable({ rows, loading, failed, onRetry, onOpen }: SusarTableProps) {
  const t = useMessages(pvMessages);
  return (
    <RecordListTable
      label={t.susarTable}
      columns={[t.reportNo, t.reportType, t.subject, t.reaction, t.learnedDate, t.due, t.status, t.pvStatus, t.actions]}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{row.reportNo ?? t.noNumber}</TableCell>
          <TableCell>{row.reportType === 'followup' ? t.followup : t.first}</TableCell>
          <TableCell>{row.subjectNumber ? `${row.subjectNumber} ${row.subjectInitials ?? ''}` : '—'}</TableCell>
          <TableCell>{row.reaction}</TableCell>
          <TableCell>{row.learnedDate}</TableCell>
          <ReportStateCells report={row} rowName={String(row.reportNo ?? row.reaction)} onOpen={() => onOpen(row.id)} />
        </TableRow>
      ))}
    </RecordListTable>
  );
}

export function SusarPage({ projectId, search, onSearchChange, openId, onOpenChange }: SusarPageProps) {
  const t = useMessages(pvMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.susarTitle} - ${project.projectName}` : t.susarTitle);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(pvQueries.susarList(projectId, state.query));
  const [editing, setEditing] = useState<{ susar?: Susar }>();
  const today = useHospitalToday();
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.susarTitle} projectName={project?.projectName}>
        {access.hasProjectButton(projectId, 'susar:update') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t.addSusar}
          </Button>
        )}
      </StaffPageHeader>
      <ReportFilterBar filters={state.filters} onChange={state.setFilters} />
      <SusarTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpenChange}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
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
