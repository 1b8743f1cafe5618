/**
 * A project's adverse events: filters and paging in the URL, the paged table, add, import, and
 * the detail dialog of `?id=`.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AeListQuery, AeRow } from '../../../../../shared/api/safety/ae';
import { aeExportEndpoint } from '../../../../../shared/api/safety/exports';
import { AE_SERIOUS_VALUES } from '../../../../../shared/api/safety/list-filters';
import { RECORD_STATUSES } from '../../../../../shared/domain/safety/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { printMessages } from '../../../../ui/print-page/print-messages';
import { RouterButton } from '../../../../ui/router-link';
import { useStaffAccess } from '../../../access';
import { aeMessages } from '../messages';
import { aeQueries } from '../queries';
import { AeDetailDialog } from './ae-detail-dialog';
import { AeDialog } from './ae-dialog';
import { type AeFilterValues, AeFilters } from './ae-filters';
import { AeImportDialog } from './ae-import-dialog';
import { AeTable } from './ae-table';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

/** The AE list's URL search: filters and paging. */
export interface AeSearch extends PageSearch {
  status?: AeListQuery['status'];
  serious?: AeListQuery['serious'];
  saeRequired?: AeListQuery['saeRequired'];
  subjectId?: AeListQuery['subjectId'];
}

type Filters = Omit<AeSearch, keyof PageSearch>;

export interface AePageProps {
  projectId: number;
  search: AeSearch;
  onSearchChange: (next: AeSearch) => void;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

type EditState = { kind: 'add' } | { kind: 'edit'; ae: AeRow } | { kind: 'import' };

/** The filter selects' values ('' for all) from the typed filters, and back. */
function filterValues({ status, serious, saeRequired, subjectId }: Filters): AeFilterValues {
  return {
    status: status ?? '',
    serious: serious ?? '',
    saeRequired: saeRequired === undefined ? '' : String(saeRequired),
    subjectId: subjectId === undefined ? '' : String(subjectId),
  };
}

function typedFilters(values: AeFilterValues): Filters {
  const subjectId = Number(values.subjectId);
  return {
    status: RECORD_STATUSES.find((s) => s === values.status),
    serious: AE_SERIOUS_VALUES.find((s) => s === values.serious),
    saeRequired: values.saeRequired === '' ? undefined : values.saeRequired === 'true',
    subjectId: Number.isInteger(subjectId) && subjectId > 0 ? subjectId : undefined,
  };
}

export function AePage({ projectId, search, onSearchChange, openId, onOpenChange }: AePageProps) {
  const t = useMessages(aeMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'ae:update');
  const state = usePagedSearch(search, onSearchChange, 20);
  const [editing, setEditing] = useState<EditState>();
  const list = useQuery(aeQueries.list(projectId, state.query));
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const today = useHospitalToday();
  const firstRow = list.data?.rows[0];
  const filteredSubject =
    state.filters.subjectId !== undefined && firstRow?.subjectId === state.filters.subjectId
      ? { id: firstRow.subjectId, subjectNumber: firstRow.subjectNumber, initials: firstRow.subjectInitials ?? '' }
      : undefined;

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PrintListButton projectId={projectId} />
          <ExportButton
            fetchFile={() => callFileEndpoint(aeExportEndpoint, { params: { projectId }, query: state.filters })}
            fileName="ae"
          />
          {canEdit && (
            <>
              <Button onClick={() => setEditing({ kind: 'import' })}>{t.import}</Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
                {t.add}
              </Button>
            </>
          )}
        </Stack>
      </StaffPageHeader>
      <AeFilters
        projectId={projectId}
        value={filterValues(state.filters)}
        onChange={(next) => state.setFilters(typedFilters(next))}
        filteredSubject={filteredSubject}
      />
      <AeTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={onOpenChange}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {openId !== undefined && (
        <AeDetailDialog
          projectId={projectId}
          id={openId}
          onEdit={(ae) => setEditing({ kind: 'edit', ae })}
          onClose={() => onOpenChange(undefined)}
        />
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <AeDialog
          projectId={projectId}
          ae={editing.kind === 'edit' ? editing.ae : undefined}
          today={today}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'import' && <AeImportDialog projectId={projectId} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}

/** Opens the printable AE listing in a new tab. */
function PrintListButton({ projectId }: { projectId: number }) {
  const t = useMessages(printMessages);
  return (
    <RouterButton to="/staff/projects/$projectId/ae/print" params={{ projectId }} target="_blank">
      {t.print}
    </RouterButton>
  );
}
