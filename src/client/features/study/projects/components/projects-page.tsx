/**
 * Study management's table of every project (drafts and every status): keyword, status,
 * publication and recruitment filters, sortable columns and paging, all in the URL.
 * A row opens the project's view when the user is on its team.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PUBLICATION_FILTERS, type ProjectSortField } from '../../../../../shared/api/study/list-filters';
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '../../../../../shared/domain/study/lifecycle';
import { RECRUIT_STATUS_CODES } from '../../../../../shared/domain/portal';
import { projectExportEndpoint } from '../../../../../shared/api/study/project-transfer';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import type { SpreadsheetFormat } from '../../../../../shared/api/contract/staff-fields';
import { callFileEndpoint } from '../../../../lib/http';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { dictLabel } from '../../../../lib/site-queries';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RecruitStatusTag } from '../../../../ui/recruit-status-tag';
import { RouterButton, RouterLink } from '../../../../ui/router-link';
import { AddIcon } from '../../../../ui/staff-icons';
import { TableStates } from '../../../../ui/table-states';
import { Can, useStaffAccess } from '../../../access';
import { projectManageMessages } from '../messages';
import type { ProjectsSearch } from '../projects-search';
import { projectManageQueries } from '../queries';
import { ImportDialog } from './import-dialog';
import { useProjectDictionaries } from './project-fields';
import { useFollowingState } from '../../../../lib/use-following-state';

type Filters = Pick<ProjectsSearch, 'keyword' | 'status' | 'publication' | 'recruitStatus'>;
const pickFilters = ({ keyword, status, publication, recruitStatus }: ProjectsSearch): Filters => ({
  keyword,
  status,
  publication,
  recruitStatus,
});

function ProjectFilters({ search, onApply }: { search: ProjectsSearch; onApply: (filters: Filters) => void }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const dictionaries = useProjectDictionaries();
  const [draft, setDraft] = useFollowingState<Filters>(pickFilters(search));
  const select = <K extends keyof Filters>(name: K, label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={draft[name] ?? ''}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value || undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <option value="">{t.all}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
  return (
    <FilterForm
      onSubmit={() => onApply({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => onApply({})}
    >
      <TextField
        size="small"
        label={t.keyword}
        placeholder={t.keywordHint}
        value={draft.keyword ?? ''}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
        sx={{ minWidth: 240 }}
      />
      {select(
        'status',
        t.status,
        PROJECT_STATUSES.map((s) => [s, PROJECT_STATUS_LABELS[s][locale]]),
      )}
      {select(
        'publication',
        t.publication,
        PUBLICATION_FILTERS.map((p) => [p, p === 'published' ? t.published : t.draft]),
      )}
      {select(
        'recruitStatus',
        t.recruitStatus,
        RECRUIT_STATUS_CODES.map((code) => [code, dictLabel(dictionaries, DictCode.recruitStatus, code, locale)]),
      )}
    </FilterForm>
  );
}

export interface ProjectsPageProps {
  search: ProjectsSearch;
  onSearchChange: (next: ProjectsSearch) => void;
}

export function ProjectsPage({ search, onSearchChange }: ProjectsPageProps) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const dictionaries = useProjectDictionaries();
  useDocumentTitle(t.title);
  const { page, size, sort = 'actionTime', order = 'desc', ...filters } = search;
  const list = useQuery(projectManageQueries.list({ ...pageWindow(page, size), ...filters, sort, order }));
  const rows = list.data?.rows ?? [];
  const sortBy = (field: ProjectSortField) =>
    onSearchChange({
      ...search,
      sort: field,
      order: sort === field && order === 'desc' ? 'asc' : 'desc',
      page: undefined,
    });
  const header = (field: ProjectSortField, label: string) => (
    <TableCell sortDirection={sort === field ? order : false}>
      <TableSortLabel active={sort === field} direction={sort === field ? order : 'desc'} onClick={() => sortBy(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const [importing, setImporting] = useState(false);
  const download = async (format: SpreadsheetFormat) => {
    try {
      const file = await callFileEndpoint(projectExportEndpoint, { query: { ...filters, sort, order, format } });
      saveBlob(file, `projects.${format}`);
    } catch (failure) {
      showInfo({ text: failureText(failure, t.exportFailed) });
    }
  };
  const onTeam = (projectId: number) => access.projects.some((project) => project.projectId === projectId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Can button="project:export">
            <Button onClick={() => void download('xlsx')}>{t.exportXlsx}</Button>
            <Button onClick={() => void download('csv')}>{t.exportCsv}</Button>
          </Can>
          <Can button="project:import">
            <Button onClick={() => setImporting(true)}>{t.import}</Button>
          </Can>
          <Can button="project:create">
            <RouterButton to="/staff/projects/new" variant="contained" startIcon={<AddIcon />}>
              {t.create}
            </RouterButton>
          </Can>
        </Stack>
      </Stack>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <ProjectFilters
        search={search}
        onApply={(next) => onSearchChange({ ...next, size, sort: search.sort, order: search.order })}
      />
      <TableContainer>
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              {header('projectNo', t.projectNo)}
              {header('name', t.name)}
              <TableCell>{t.recruitStatus}</TableCell>
              {header('status', t.status)}
              <TableCell>{t.publication}</TableCell>
              <TableCell>{t.leadResearcher}</TableCell>
              {header('actionTime', t.startDate)}
              {header('updatedAt', t.updatedAt)}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={8}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.projectNo ?? ''}</TableCell>
                <TableCell sx={{ maxWidth: 420 }}>
                  {onTeam(row.id) ? (
                    <RouterLink to="/staff/projects/$projectId/overview" params={{ projectId: row.id }}>
                      {row.name}
                    </RouterLink>
                  ) : (
                    <span title={t.noPermission}>{row.name}</span>
                  )}
                </TableCell>
                <TableCell>
                  <RecruitStatusTag
                    status={row.recruitStatus}
                    label={dictLabel(dictionaries, DictCode.recruitStatus, row.recruitStatus, locale)}
                  />
                </TableCell>
                <TableCell>{PROJECT_STATUS_LABELS[row.status][locale]}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.published ? 'success' : 'default'}
                    label={row.published ? t.published : t.draft}
                  />
                </TableCell>
                <TableCell>{row.researchName ?? ''}</TableCell>
                <TableCell>{formatDate(row.actionTime)}</TableCell>
                <TableCell>{formatDateTime(row.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
    </Stack>
  );
}
