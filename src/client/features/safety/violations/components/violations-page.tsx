/**
 * A project's protocol violations: filters (status, type, source) and paging in the URL, the list, the
 * banner of visit deviations not recorded yet with 从访视偏离生成, entry and edit, the
 * investigator's review and reopen, delete of an open entry, and the detail of `?id=`.
 * Buttons show only when the user holds them and the status machine allows the move.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Violation, ViolationListQuery } from '../../../../../shared/api/safety/violations';
import { VIOLATION_TYPE } from '../../../../../shared/domain/study';
import {
  VIOLATION_SOURCES,
  VIOLATION_SOURCE_LABELS,
  VIOLATION_STATUSES,
  VIOLATION_STATUS_LABELS,
  VIOLATION_TRANSITIONS,
} from '../../../../../shared/domain/safety/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { FilterSelect } from '../../../../ui/filter-select';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { printMessages } from '../../../../ui/print-page/print-messages';
import { RouterButton } from '../../../../ui/router-link';
import { useStaffAccess } from '../../../access';
import { violationMessages } from '../messages';
import { violationQueries } from '../queries';
import { useViolationActions } from '../use-violation-actions';
import { ReviewDialog } from './review-dialog';
import { ViolationDetail } from './violation-detail';
import { ViolationDialog } from './violation-dialog';
import { type ViolationAction, ViolationTable } from './violation-table';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { violationExportEndpoint } from '../../../../../shared/api/safety/exports';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';

/** The list's URL search: filters and paging. */
export interface ViolationsSearch extends PageSearch {
  status?: ViolationListQuery['status'];
  type?: ViolationListQuery['type'];
  source?: ViolationListQuery['source'];
}

type Filters = Omit<ViolationsSearch, keyof PageSearch>;
type DialogState = { kind: 'add' } | { kind: ViolationAction; violation: Violation };

export interface ViolationsPageProps {
  projectId: number;
  search: ViolationsSearch;
  onSearchChange: (next: ViolationsSearch) => void;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

function PendingBanner({ projectId, canRecord }: { projectId: number; canRecord: boolean }) {
  const t = useMessages(violationMessages);
  const pending = useQuery(violationQueries.pending(projectId));
  const { fromVisits } = useViolationActions(projectId);
  const counts = pending.data;
  if (!counts || counts.total === 0) return null;
  const record = () => fromVisits.mutate(undefined);
  return (
    <Alert
      severity="warning"
      action={
        canRecord && (
          <Button color="inherit" size="small" loading={fromVisits.isPending} onClick={record}>
            {t.fromVisits}
          </Button>
        )
      }
    >
      {format(t.pending, { count: counts.total })}
      {format(t.pendingDetail, { outOfWindow: counts.outOfWindow, missed: counts.missed })}
    </Alert>
  );
}

function FilterBar({ filters, onChange: filter }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useMessages(violationMessages);
  const { locale } = useLocale();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FilterSelect
        allLabel={t.all}
        label={t.status}
        value={filters.status}
        options={VIOLATION_STATUSES.map((s) => [s, VIOLATION_STATUS_LABELS[s][locale]])}
        onChange={(value) => filter({ ...filters, status: (value || undefined) as Filters['status'] })}
      />
      <FilterSelect
        allLabel={t.all}
        label={t.type}
        value={filters.type}
        options={VIOLATION_TYPE.map((e) => [e.value, e.label[locale]])}
        onChange={(value) => filter({ ...filters, type: value ? (Number(value) as Filters['type']) : undefined })}
      />
      <FilterSelect
        allLabel={t.all}
        label={t.source}
        value={filters.source}
        options={VIOLATION_SOURCES.map((s) => [s, VIOLATION_SOURCE_LABELS[s][locale]])}
        onChange={(value) => filter({ ...filters, source: (value || undefined) as Filters['source'] })}
      />
    </Stack>
  );
}

/** The dialog of the action chosen: entry, edit, review, or the confirmation of reopen or delete. */
function OpenDialog({
  projectId,
  dialog,
  today,
  onClose,
}: {
  projectId: number;
  dialog: DialogState;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(violationMessages);
  const { reopen, remove } = useViolationActions(projectId);
  if (dialog.kind === 'add') return <ViolationDialog projectId={projectId} today={today} onClose={onClose} />;
  const { violation } = dialog;
  if (dialog.kind === 'edit')
    return <ViolationDialog projectId={projectId} violation={violation} today={today} onClose={onClose} />;
  if (dialog.kind === 'review') return <ReviewDialog projectId={projectId} violation={violation} onClose={onClose} />;
  if (dialog.kind === 'detail') return null;
  const move = dialog.kind === 'reopen' ? reopen : remove;
  return (
    <ConfirmDialog
      title={dialog.kind === 'reopen' ? t.reopenTitle : t.deleteTitle}
      text={dialog.kind === 'reopen' ? t.reopenText : format(t.deleteText, { subject: violation.subjectNumber })}
      confirmLabel={dialog.kind === 'reopen' ? t.reopen : t.delete}
      busy={move.isPending}
      onConfirm={() => move.mutate({ projectId, id: violation.id, version: violation.version }, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}

export function ViolationsPage({ projectId, search, onSearchChange, openId, onOpenChange }: ViolationsPageProps) {
  const t = useMessages(violationMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(violationQueries.list(projectId, state.query));
  const [dialog, setDialog] = useState<DialogState>();
  const today = useHospitalToday();
  const canUpdate = access.hasProjectButton(projectId, 'violation:update');
  const canReview = access.hasProjectButton(projectId, 'violation:review');

  const actionsOf = (v: Violation): ViolationAction[] => {
    const open = (VIOLATION_TRANSITIONS.review.from as readonly string[]).includes(v.status);
    return [
      'detail' as const,
      ...(canUpdate && open ? (['edit'] as const) : []),
      ...(canReview && open ? (['review'] as const) : []),
      ...(canReview && !open ? (['reopen'] as const) : []),
      ...(canUpdate && open && v.source === 'manual' ? (['delete'] as const) : []),
    ];
  };
  const onAction = (violation: Violation, action: ViolationAction) =>
    action === 'detail' ? onOpenChange(violation.id) : setDialog({ kind: action, violation });
  const close = () => setDialog(undefined);

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PrintListButton projectId={projectId} />
          <ExportButton
            fetchFile={() => callFileEndpoint(violationExportEndpoint, { params: { projectId }, query: state.filters })}
            fileName="deviations"
          />
          {canUpdate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
              {t.add}
            </Button>
          )}
        </Stack>
      </StaffPageHeader>
      <PendingBanner projectId={projectId} canRecord={canUpdate} />
      <FilterBar filters={state.filters} onChange={state.setFilters} />
      <ViolationTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        actionsOf={actionsOf}
        onRetry={() => void list.refetch()}
        onAction={onAction}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {openId !== undefined && !dialog && (
        <ViolationDetail
          projectId={projectId}
          id={openId}
          actionsOf={actionsOf}
          onAction={onAction}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {dialog && <OpenDialog projectId={projectId} dialog={dialog} today={today} onClose={close} />}
    </Stack>
  );
}

/** Opens the printable deviation listing in a new tab. */
function PrintListButton({ projectId }: { projectId: number }) {
  const t = useMessages(printMessages);
  return (
    <RouterButton to="/staff/projects/$projectId/violations/print" params={{ projectId }} target="_blank">
      {t.print}
    </RouterButton>
  );
}
