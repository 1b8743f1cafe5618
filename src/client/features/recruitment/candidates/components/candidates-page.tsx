/**
 * The coordinator's worklist of a project's candidate patients (issue 13 items 1 and 4):
 * tabs for everyone, the suggested ones and follow-ups due (those due longest first), a
 * match-status filter, an exact record-number or phone search, an exact-name search (names
 * are sealed: the server compares keyed hashes) and the sort (latest or by match), all in the URL; buttons
 * by permission to run matching, add, import, sync from the HIS and see the import history.
 * Names and phones are masked here; the full identity is on the (audited) record page.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PatientListQuery } from '../../../../../shared/api/recruitment/candidates';
import { PATIENT_NAME_SEARCH_MAX, PATIENT_STATUS_FILTERS } from '../../../../../shared/api/recruitment/list-filters';
import { RECRUITED_SUBJECT_STATUS } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { useStaffAccess } from '../../../access';
import { CANDIDATE_VIEWS, type CandidateView, type CandidatesSearch } from '../candidates-search';
import { followMessages } from '../follow-messages';
import { recruitmentMessages } from '../messages';
import { candidateQueries } from '../queries';
import { useCandidateActions } from '../use-candidate-actions';
import { CandidateTable } from './candidate-table';
import { ImportHistoryDialog } from './import-history-dialog';
import { PatientDialog } from './patient-dialog';
import { PatientImportDialog } from './patient-import-dialog';
import { useFollowingState } from '../../../../lib/use-following-state';
import { patientExportEndpoint } from '../../../../../shared/api/recruitment/candidate-export';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';

export interface CandidatesPageProps {
  projectId: number;
  search?: CandidatesSearch;
  onSearchChange?: (next: CandidatesSearch) => void;
}

function listQuery({ view = 'all', status, keyword, name, sort, page, size }: CandidatesSearch): PatientListQuery {
  return {
    ...pageWindow(page, size),
    // Due follow-ups come first by day whatever the sort; otherwise the latest changes first.
    sort: sort === 'matchStatus' ? 'matchStatus' : 'updatedAt',
    ...(name ? { name } : {}),
    ...(view === 'suggested' ? { suggested: true } : {}),
    ...(view === 'due' ? { due: true } : {}),
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The list's filters and sort without its page: what the export takes. */
function exportQuery(search: CandidatesSearch) {
  const { offset, limit, ...filters } = listQuery(search);
  return filters;
}

function CandidateFilters({
  search,
  onApply,
}: {
  search: CandidatesSearch;
  onApply: (next: CandidatesSearch) => void;
}) {
  const t = useMessages(recruitmentMessages);
  const { locale } = useLocale();
  const [status, setStatus] = useFollowingState<string>(search.status ?? '');
  const [keyword, setKeyword] = useFollowingState(search.keyword ?? '');
  const [name, setName] = useFollowingState(search.name ?? '');
  const [sort, setSort] = useFollowingState<string>(search.sort === 'matchStatus' ? 'matchStatus' : '');
  const f = useMessages(followMessages);
  const statusLabel = (value: string) =>
    value === 'unmatched' ? t.unmatched : dictEntryLabel(RECRUITED_SUBJECT_STATUS, value, locale);
  return (
    <FilterForm
      onSubmit={() =>
        onApply({
          view: search.view,
          status: (status || undefined) as CandidatesSearch['status'],
          keyword: keyword.trim() || undefined,
          name: name.trim() || undefined,
          sort: sort === 'matchStatus' ? 'matchStatus' : undefined,
        })
      }
      onReset={() => onApply({ view: search.view })}
    >
      <TextField
        select
        size="small"
        label={t.statusFilter}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t.anyStatus}</MenuItem>
        {PATIENT_STATUS_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {statusLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.keyword}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32 } }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        size="small"
        label={f.nameSearch}
        placeholder={f.namePlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PATIENT_NAME_SEARCH_MAX } }}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label={f.sort}
        value={sort}
        onChange={(event) => setSort(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{f.sortUpdated}</MenuItem>
        <MenuItem value="matchStatus">{f.sortMatch}</MenuItem>
      </TextField>
    </FilterForm>
  );
}

type Dialog = 'add' | 'import' | 'history';

export function CandidatesPage({ projectId, search = {}, onSearchChange = () => undefined }: CandidatesPageProps) {
  const t = useMessages(recruitmentMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const list = useQuery(candidateQueries.list(projectId, listQuery(search)));
  const { runMatch, hisSync } = useCandidateActions(projectId);
  const [dialog, setDialog] = useState<Dialog>();
  const can = (button: 'recruit:patient' | 'recruit:match') => access.hasProjectButton(projectId, button);
  const view: CandidateView = search.view ?? 'all';
  const failed = (failure: unknown) => showInfo({ text: failureText(failure, t.saveFailed) });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {can('recruit:match') && (
            <Button loading={runMatch.isPending} onClick={() => runMatch.mutate(undefined, { onError: failed })}>
              {t.runMatch}
            </Button>
          )}
          {can('recruit:patient') && (
            <>
              <Button loading={hisSync.isPending} onClick={() => hisSync.mutate(undefined, { onError: failed })}>
                {t.hisSync}
              </Button>
              <Button onClick={() => setDialog('import')}>{t.import}</Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
                {t.add}
              </Button>
            </>
          )}
          <Button onClick={() => setDialog('history')}>{t.history}</Button>
          <ExportButton
            fetchFile={() =>
              callFileEndpoint(patientExportEndpoint, { params: { projectId }, query: exportQuery(search) })
            }
            fileName="candidates"
          />
        </Stack>
      </Stack>
      <Tabs
        value={view}
        onChange={(_, next: CandidateView) =>
          onSearchChange({ ...search, view: next === 'all' ? undefined : next, page: undefined })
        }
        aria-label={t.filters}
      >
        {CANDIDATE_VIEWS.map((value) => (
          <Tab key={value} value={value} label={t[value]} />
        ))}
      </Tabs>
      <CandidateFilters search={search} onApply={(next) => onSearchChange({ ...next, size: search.size })} />
      <CandidateTable
        projectId={projectId}
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={search.page ?? 1}
        pageSize={pageWindow(search.page, search.size).limit}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        onPageSizeChange={(size) => onSearchChange({ ...search, size, page: undefined })}
      />
      {dialog === 'add' && <PatientDialog projectId={projectId} onClose={() => setDialog(undefined)} />}
      {dialog === 'import' && <PatientImportDialog projectId={projectId} onClose={() => setDialog(undefined)} />}
      {dialog === 'history' && <ImportHistoryDialog projectId={projectId} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
