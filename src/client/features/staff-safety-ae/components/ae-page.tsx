/** A project's adverse events: filters, the paged table, add, import, and the detail dialog of `?id=`. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AeListQuery, AeRow } from '../../../../shared/api/safety-ae';
import { hospitalDay } from '../../../../shared/domain/milestones';
import type { RecordStatus } from '../../../../shared/domain/safety/status';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMessages } from '../../../lib/i18n';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { PaginationBar } from '../../../ui/pagination-bar';
import { AddIcon } from '../../../ui/staff-icons';
import { StaffPageHeader } from '../../../ui/staff-page-header';
import { useStaffAccess } from '../../auth/use-staff-session';
import { aeMessages } from '../messages';
import { aeQueries } from '../queries';
import { AeDetailDialog } from './ae-detail-dialog';
import { AeDialog } from './ae-dialog';
import { type AeFilterValues, AeFilters, NO_FILTERS } from './ae-filters';
import { AeImportDialog } from './ae-import-dialog';
import { AeTable } from './ae-table';

export interface AePageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

type EditState = { kind: 'add' } | { kind: 'edit'; ae: AeRow } | { kind: 'import' };

function listQuery(filters: AeFilterValues, page: number, pageSize: number): AeListQuery {
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(filters.status ? { status: filters.status as RecordStatus } : {}),
    ...(filters.serious ? { serious: filters.serious as '1' | '0' } : {}),
    ...(filters.saeRequired ? { saeRequired: filters.saeRequired === 'true' } : {}),
    ...(filters.subjectId ? { subjectId: Number(filters.subjectId) } : {}),
  };
}

export function AePage({ projectId, openId, onOpenChange }: AePageProps) {
  const t = useMessages(aeMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canEdit = access.hasProjectButton(projectId, 'ae:update');
  const state = usePagedFilters(NO_FILTERS, 20);
  const [editing, setEditing] = useState<EditState>();
  const list = useQuery(aeQueries.list(projectId, listQuery(state.filters, state.page, state.size)));
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const today = hospitalDay(Date.now());

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setEditing({ kind: 'import' })}>{t.import}</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
              {t.add}
            </Button>
          </Stack>
        )}
      </StaffPageHeader>
      <AeFilters projectId={projectId} value={state.filters} onChange={state.setFilters} />
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
