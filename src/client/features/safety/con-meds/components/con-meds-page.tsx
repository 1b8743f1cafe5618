/**
 * A project's concomitant medications: filters (status, rules' flag) and paging in the URL, the list with
 * 禁用药物 / 慎用药物 chips, entry and edit (warning while typing a listed drug), the
 * investigator's check, delete while still to check, the spreadsheet import, and the detail
 * of `?id=`. Buttons show only when the user holds them and the status machine allows the move.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConMed, ConMedListQuery } from '../../../../../shared/api/safety/con-meds';
import { CON_MED_FLAG_FILTERS } from '../../../../../shared/api/safety/list-filters';
import {
  CON_MED_STATUSES,
  CON_MED_STATUS_LABELS,
  CON_MED_TRANSITIONS,
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
import { useStaffAccess } from '../../../access';
import { conMedMessages } from '../messages';
import { conMedQueries } from '../queries';
import { useConMedActions } from '../use-con-med-actions';
import { ConMedDetail } from './con-med-detail';
import { ConMedDialog } from './con-med-dialog';
import { ConMedImportDialog } from './con-med-import-dialog';
import { type ConMedAction, ConMedTable } from './con-med-table';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { conMedExportEndpoint } from '../../../../../shared/api/safety/exports';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';

/** The list's URL search: filters and paging. */
export interface ConMedsSearch extends PageSearch {
  status?: ConMedListQuery['status'];
  ruleFlag?: ConMedListQuery['ruleFlag'];
}

type Filters = Omit<ConMedsSearch, keyof PageSearch>;
type DialogState = { kind: 'add' } | { kind: 'import' } | { kind: ConMedAction; conMed: ConMed };

export interface ConMedsPageProps {
  projectId: number;
  search: ConMedsSearch;
  onSearchChange: (next: ConMedsSearch) => void;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

function FilterBar({ filters, onChange: filter }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const flagLabel = (flag: (typeof CON_MED_FLAG_FILTERS)[number]) => (flag === 'none' ? t.noFlag : t[flag]);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FilterSelect
        allLabel={t.all}
        label={t.status}
        value={filters.status}
        options={CON_MED_STATUSES.map((s) => [s, CON_MED_STATUS_LABELS[s][locale]])}
        onChange={(value) => filter({ ...filters, status: (value || undefined) as Filters['status'] })}
      />
      <FilterSelect
        allLabel={t.all}
        label={t.ruleFlag}
        value={filters.ruleFlag}
        options={CON_MED_FLAG_FILTERS.map((f) => [f, flagLabel(f)])}
        onChange={(value) => filter({ ...filters, ruleFlag: (value || undefined) as Filters['ruleFlag'] })}
      />
    </Stack>
  );
}

function RowConfirm({
  projectId,
  dialog,
  onClose,
}: {
  projectId: number;
  dialog: { kind: 'check' | 'delete'; conMed: ConMed };
  onClose: () => void;
}) {
  const t = useMessages(conMedMessages);
  const { check, remove } = useConMedActions(projectId);
  const action = dialog.kind === 'check' ? check : remove;
  const { id, version, subjectNumber, drug } = dialog.conMed;
  return (
    <ConfirmDialog
      title={dialog.kind === 'check' ? t.checkTitle : t.deleteTitle}
      text={format(dialog.kind === 'check' ? t.checkText : t.deleteText, { subject: subjectNumber, drug })}
      confirmLabel={dialog.kind === 'check' ? t.check : t.delete}
      busy={action.isPending}
      onConfirm={() => action.mutate({ projectId, id, version }, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}

export function ConMedsPage({ projectId, search, onSearchChange, openId, onOpenChange }: ConMedsPageProps) {
  const t = useMessages(conMedMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(conMedQueries.list(projectId, state.query));
  const [dialog, setDialog] = useState<DialogState>();
  const today = useHospitalToday();
  const canUpdate = access.hasProjectButton(projectId, 'cmed:update');
  const canCheck = access.hasProjectButton(projectId, 'cmed:check');

  const actionsOf = (m: ConMed): ConMedAction[] => {
    const recorded = (CON_MED_TRANSITIONS.check.from as readonly string[]).includes(m.status);
    return [
      'detail' as const,
      ...(canUpdate && recorded ? (['edit'] as const) : []),
      ...(canCheck && recorded ? (['check'] as const) : []),
      ...(canUpdate && recorded ? (['delete'] as const) : []),
    ];
  };
  const onAction = (conMed: ConMed, action: ConMedAction) =>
    action === 'detail' ? onOpenChange(conMed.id) : setDialog({ kind: action, conMed });
  const close = () => setDialog(undefined);

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <Stack direction="row" spacing={1}>
          <ExportButton
            fetchFile={() => callFileEndpoint(conMedExportEndpoint, { params: { projectId }, query: state.filters })}
            fileName="con-meds"
          />
          {canUpdate && (
            <>
              <Button onClick={() => setDialog({ kind: 'import' })}>{t.import}</Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
                {t.add}
              </Button>
            </>
          )}
        </Stack>
      </StaffPageHeader>
      <FilterBar filters={state.filters} onChange={state.setFilters} />
      <ConMedTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        actionsOf={actionsOf}
        onRetry={() => void list.refetch()}
        onAction={onAction}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {openId !== undefined && !dialog && (
        <ConMedDetail
          projectId={projectId}
          id={openId}
          actionsOf={actionsOf}
          onAction={onAction}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {dialog?.kind === 'add' && <ConMedDialog projectId={projectId} today={today} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <ConMedDialog projectId={projectId} conMed={dialog.conMed} today={today} onClose={close} />
      )}
      {dialog?.kind === 'import' && <ConMedImportDialog projectId={projectId} onClose={close} />}
      {(dialog?.kind === 'check' || dialog?.kind === 'delete') && (
        <RowConfirm projectId={projectId} dialog={{ kind: dialog.kind, conMed: dialog.conMed }} onClose={close} />
      )}
    </Stack>
  );
}
