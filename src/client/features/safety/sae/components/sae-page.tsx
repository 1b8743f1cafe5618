/**
 * A project's SAE reports: the list (overdue drafts first) with due chips, number, AE term and
 * assignee, filters and paging in the URL; a new report from an AE (`aeId`, the AE page's link) or
 * picked here; the report named in the URL (`openId`) in a dialog with its attachments,
 * buttons, assignee and submitted revisions.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sae } from '../../../../../shared/api/safety/sae';
import { DUE_STATES, type DueState } from '../../../../../shared/domain/safety/due-dates';
import { RECORD_STATUSES, RECORD_STATUS_LABELS, type RecordStatus } from '../../../../../shared/domain/safety/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { NativeFilterSelect } from '../../../../ui/filter-select';
import { dueStateLabel } from '../../../../ui/safety-status-chips';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { SaeDetail } from './sae-detail';
import { SaeDialog } from './sae-dialog';
import { SaeTable } from './sae-table';
import { saeExportEndpoint } from '../../../../../shared/api/safety/exports';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';

/** The SAE list's URL search: filters and paging. */
export interface SaeSearch extends PageSearch {
  status?: RecordStatus;
  dueState?: DueState;
  assigneeId?: number;
}

type Filters = Omit<SaeSearch, keyof PageSearch>;

export interface SaePageProps {
  projectId: number;
  search: SaeSearch;
  onSearchChange: (next: SaeSearch) => void;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  aeId?: number;
  onOpenChange: (id: number | undefined) => void;
}

function FilterBar({
  projectId,
  filters,
  onChange,
}: {
  projectId: number;
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const t = useMessages(saeMessages);
  const { locale } = useLocale();
  const team = useQuery(saeQueries.assignees(projectId));
  const select = (name: keyof Filters, label: string, options: [string, string][]) => (
    <NativeFilterSelect
      label={label}
      allLabel={t.all}
      value={filters[name]}
      options={options}
      onChange={(value) =>
        onChange({ ...filters, [name]: value === '' ? undefined : name === 'assigneeId' ? Number(value) : value })
      }
    />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} role="search">
      {select(
        'status',
        t.status,
        RECORD_STATUSES.map((s) => [s, RECORD_STATUS_LABELS[s][locale]]),
      )}
      {select(
        'dueState',
        t.dueState,
        DUE_STATES.map((s) => [s, dueStateLabel(s, locale)]),
      )}
      {select(
        'assigneeId',
        t.assignee,
        (team.data ?? []).map((m) => [String(m.id), m.realName]),
      )}
    </Stack>
  );
}

/** Filters (a change reloads the first page), the table and paging. */
function SaeList({
  projectId,
  search,
  onSearchChange,
  onOpen,
}: Pick<SaePageProps, 'projectId' | 'search' | 'onSearchChange'> & { onOpen: (id: number) => void }) {
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(saeQueries.list(projectId, state.query));
  return (
    <>
      <FilterBar projectId={projectId} filters={state.filters} onChange={state.setFilters} />
      <SaeTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpen}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </>
  );
}

export function SaePage({ projectId, search, onSearchChange, openId, aeId, onOpenChange }: SaePageProps) {
  const t = useMessages(saeMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const canCreate = access.hasProjectButton(projectId, 'sae:update');
  const { filters } = usePagedSearch(search, onSearchChange);
  // The AE page's link opens the new-report form for its AE at once.
  const [editing, setEditing] = useState<{ sae?: Sae; aeId?: number } | undefined>(
    aeId !== undefined && canCreate ? { aeId } : undefined,
  );
  const closeEditor = () => {
    setEditing(undefined);
    if (aeId !== undefined) onOpenChange(undefined);
  };
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <Stack direction="row" spacing={1}>
          <ExportButton
            fetchFile={() => callFileEndpoint(saeExportEndpoint, { params: { projectId }, query: filters })}
            fileName="sae"
          />
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {t.add}
            </Button>
          )}
        </Stack>
      </StaffPageHeader>
      <SaeList projectId={projectId} search={search} onSearchChange={onSearchChange} onOpen={onOpenChange} />
      {openId !== undefined && !editing && (
        <SaeDetail
          projectId={projectId}
          id={openId}
          onEdit={(sae) => setEditing({ sae })}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {editing && (
        <SaeDialog
          projectId={projectId}
          sae={editing.sae}
          aeId={editing.aeId}
          onSaved={(id) => {
            setEditing(undefined);
            onOpenChange(id);
          }}
          onClose={closeEditor}
        />
      )}
    </Stack>
  );
}
