/**
 * A project's inspections and audits (page QualityInspections): the type filter and the page
 * in the URL, each inspection with its dates, body and findings, a link to its detail, and
 * 'record an inspection' for those who record them (inspection:record).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INSPECTION_TYPE, type InspectionType } from '../../../../../shared/domain/quality/inspection-dictionaries';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { inspectionMessages } from '../messages';
import { inspectionQueries } from '../queries';
import { InspectionDialog, useInspectionTypeLabel } from './inspection-dialog';

export interface InspectionsSearch extends PageSearch {
  inspectionType?: InspectionType;
}

export interface InspectionsPageProps {
  projectId: number;
  search: InspectionsSearch;
  onSearchChange: (next: InspectionsSearch) => void;
}

const COLUMNS = 6;

export function InspectionsPage({ projectId, search, onSearchChange }: InspectionsPageProps) {
  const t = useMessages(inspectionMessages);
  const typeLabel = useInspectionTypeLabel();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(inspectionQueries.list(projectId, state.query));
  const [recording, setRecording] = useState(false);
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {access.hasProjectButton(projectId, 'inspection:record') && (
          <Button variant="contained" onClick={() => setRecording(true)}>
            {t.record}
          </Button>
        )}
      </StaffPageHeader>
      <Stack direction="row" spacing={2}>
        <FilterSelect
          allLabel={t.all}
          label={t.type}
          value={state.filters.inspectionType}
          options={INSPECTION_TYPE.map(({ value }) => [value, typeLabel(value)])}
          onChange={(value) =>
            state.setFilters({ ...state.filters, inspectionType: (value || undefined) as InspectionType | undefined })
          }
        />
      </Stack>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            {[t.type, t.body, t.dates, t.conclusion, t.findings, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={COLUMNS}
            loading={list.isPending}
            failed={list.isError}
            empty={rows.length === 0}
            onRetry={() => void list.refetch()}
          />
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{typeLabel(row.inspectionType)}</TableCell>
              <TableCell>{row.inspectingBody}</TableCell>
              <TableCell>
                {row.startDate === row.endDate ? row.startDate : `${row.startDate} – ${row.endDate}`}
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>{row.conclusion ?? '—'}</TableCell>
              <TableCell>
                {row.findingCount}
                {row.openFindingCount > 0 && ` (${format(t.openFindings, { open: row.openFindingCount })})`}
              </TableCell>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/quality-inspections/$inspectionId"
                  params={{ projectId, inspectionId: row.id }}
                  aria-label={`${t.open} ${typeLabel(row.inspectionType)} ${row.startDate}`}
                >
                  {t.open}
                </RouterLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {recording && <InspectionDialog projectId={projectId} onClose={() => setRecording(false)} />}
    </Stack>
  );
}
