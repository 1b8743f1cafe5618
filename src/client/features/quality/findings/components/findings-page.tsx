/**
 * A project's QC findings board (page QualityFindings): every finding, of check tasks,
 * inspections and self-checks, with its source; filters in the URL (status, level, problem
 * type, source, task, "mine" = the findings I must rectify), the list with its Excel export,
 * and per row the details with the history and the move open to the caller: the responsible
 * member's answer, the checker's accept or return.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Finding,
  type FindingListQuery,
  findingExportEndpoint,
  isFindingChecker,
} from '../../../../../shared/api/quality/findings';
import { FINDING_SEVERITY, QC_LEVEL, QUALITY_PROBLEM_TYPE } from '../../../../../shared/domain/quality/qc-dictionaries';
import {
  FINDING_ACTION_LABELS,
  FINDING_STATUSES,
  type FindingAction,
  allowedFindingActions,
} from '../../../../../shared/domain/quality/qc-status';
import { FINDING_SOURCES } from '../../../../../shared/api/quality/list-filters';
import { VERIFY_STATUS } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { useDocumentTitle } from '../../../../lib/document-title';
import { callFileEndpoint } from '../../../../lib/http';
import { useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ExportButton } from '../../../../ui/export-button';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { findingMessages } from '../messages';
import { findingQueries } from '../queries';
import { FindingDialog } from './finding-dialog';
import { FindingSourceLink, sourceLabel } from './finding-source';

export type FindingsSearch = PageSearch & Omit<FindingListQuery, 'offset' | 'limit'>;

export interface FindingsPageProps {
  projectId: number;
  search: FindingsSearch;
  onSearchChange: (next: FindingsSearch) => void;
}

const BUTTONS = ['qcFinding:raise', 'qcFinding:answer', 'qcFinding:verify'] as const;
const COLUMNS = 8;

export function FindingsPage({ projectId, search, onSearchChange }: FindingsPageProps) {
  const t = useMessages(findingMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(findingQueries.list(projectId, state.query));
  const [open, setOpen] = useState<{ finding: Finding; action?: FindingAction }>();
  const buttons = BUTTONS.filter((button) => access.hasProjectButton(projectId, button));
  const userId = useWho()?.user.userId;
  const canExport = access.hasProjectButton(projectId, 'qcFinding:export');
  const set = (patch: Partial<FindingsSearch>) => state.setFilters({ ...state.filters, ...patch });
  const number = (value: string) => (value ? Number(value) : undefined);

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canExport && (
          <ExportButton
            fetchFile={() => callFileEndpoint(findingExportEndpoint, { params: { projectId }, query: state.filters })}
            fileName="qc-findings"
          />
        )}
      </StaffPageHeader>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect
          allLabel={t.all}
          label={t.status}
          value={state.filters.status}
          options={FINDING_STATUSES.map((s) => [s, dictEntryLabel(VERIFY_STATUS, s, locale)])}
          onChange={(value) => set({ status: number(String(value)) as FindingsSearch['status'] })}
        />
        <FilterSelect
          allLabel={t.all}
          label={t.level}
          value={state.filters.level}
          options={QC_LEVEL.map((entry) => [entry.value, dictEntryLabel(QC_LEVEL, entry.value, locale)])}
          onChange={(value) => set({ level: number(String(value)) as FindingsSearch['level'] })}
        />
        <FilterSelect
          allLabel={t.all}
          label={t.problemType}
          value={state.filters.problemType}
          options={QUALITY_PROBLEM_TYPE.map((entry) => [
            entry.value,
            dictEntryLabel(QUALITY_PROBLEM_TYPE, entry.value, locale),
          ])}
          onChange={(value) => set({ problemType: number(String(value)) as FindingsSearch['problemType'] })}
        />
        <FilterSelect
          allLabel={t.allSources}
          label={t.source}
          value={state.filters.source}
          options={FINDING_SOURCES.map((source) => [source, sourceLabel(t, source)])}
          onChange={(value) => set({ source: (value || undefined) as FindingsSearch['source'] })}
        />
        {state.filters.taskId !== undefined && (
          <Chip label={`${t.taskId} ${state.filters.taskId}`} onDelete={() => set({ taskId: undefined })} />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={state.filters.mine === true}
              onChange={(e) => set({ mine: e.target.checked || undefined })}
            />
          }
          label={t.mine}
        />
      </Stack>
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t.retry}</Button>}>
          {t.loadFailed}
        </Alert>
      )}
      <Table size="small" aria-label={t.table} aria-busy={list.isPending}>
        <TableHead>
          <TableRow>
            {[t.source, t.subject, t.problemType, t.severity, t.status, t.responsible, t.due, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.isPending && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>{t.loading}</TableCell>
            </TableRow>
          )}
          {(list.data?.rows ?? []).map((finding) => {
            const roles = { checker: isFindingChecker(finding, userId), responsible: finding.responsibleId === userId };
            const moves = allowedFindingActions(finding.status, roles, buttons).filter((a) => a !== 'send');
            return (
              <TableRow key={finding.id}>
                <TableCell>
                  {sourceLabel(t, finding.source)} · <FindingSourceLink finding={finding} />
                  {finding.level !== null && ` · ${dictEntryLabel(QC_LEVEL, finding.level, locale)}`}
                </TableCell>
                <TableCell>
                  {finding.subjectNumber ? `${finding.subjectNumber} ${finding.initials ?? ''}` : ''}
                </TableCell>
                <TableCell>{dictEntryLabel(QUALITY_PROBLEM_TYPE, finding.problemType, locale)}</TableCell>
                <TableCell>{dictEntryLabel(FINDING_SEVERITY, finding.severity, locale)}</TableCell>
                <TableCell>
                  <Chip size="small" label={dictEntryLabel(VERIFY_STATUS, finding.status, locale)} />
                </TableCell>
                <TableCell>{finding.responsibleName ?? ''}</TableCell>
                <TableCell>{finding.rectifyDue ?? ''}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setOpen({ finding })}>
                    {t.details}
                  </Button>
                  {moves.map((action) => (
                    <Button key={action} size="small" onClick={() => setOpen({ finding, action })}>
                      {FINDING_ACTION_LABELS[action][locale]}
                    </Button>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
          {list.data?.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>{t.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {open && (
        <FindingDialog
          key={`${open.finding.id}:${open.finding.version}:${open.action ?? ''}`}
          projectId={projectId}
          finding={open.finding}
          action={open.action}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Stack>
  );
}
