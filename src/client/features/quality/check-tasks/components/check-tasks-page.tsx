/**
 * A project's QC check tasks (page QualityCheckTasks): the status (overdue included), level,
 * node, assignee (a team member, for those who see the team) and 'mine' filters and the page
 * in the URL, the tasks with their status chips and due days (the
 * hospital's calendar days the server gives), a link to each task's detail, and 'generate
 * tasks' for those who assign them (qcTask:assign).
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import type { CheckTaskListQuery } from '../../../../../shared/api/quality/check-tasks';
import { LEVEL_VALUES, NODE_VALUES, TASK_STATUS_FILTERS } from '../../../../../shared/api/quality/list-filters';
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
import { checkTaskMessages } from '../messages';
import { checkTaskQueries, useCheckTaskActions } from '../queries';
import { TaskStatusChip, useQcLabels } from './qc-labels';

export interface CheckTasksSearch extends PageSearch {
  status?: CheckTaskListQuery['status'];
  level?: CheckTaskListQuery['level'];
  node?: CheckTaskListQuery['node'];
  assigneeId?: number;
  mine?: boolean;
}

export interface CheckTasksPageProps {
  projectId: number;
  search: CheckTasksSearch;
  onSearchChange: (next: CheckTasksSearch) => void;
}

const COLUMNS = 8;

type SearchState = ReturnType<typeof usePagedSearch<CheckTasksSearch>>;

/** The team member picker: shown to those who may see the project's team. */
function AssigneeFilter({ projectId, state }: { projectId: number; state: SearchState }) {
  const t = useMessages(checkTaskMessages);
  const access = useStaffAccess();
  const visible = access.hasProjectPage(projectId, 'ProjectTeam');
  const team = useQuery({ ...checkTaskQueries.team(projectId), enabled: visible });
  const { filters, setFilters } = state;
  if (!visible) return null;
  const members = team.data ?? [];
  const options: [number, string][] = members.map((member) => [member.userId, member.realname]);
  // A member chosen in the URL stays selectable while the team loads (or after they left it).
  if (filters.assigneeId !== undefined && !members.some((member) => member.userId === filters.assigneeId))
    options.push([filters.assigneeId, `#${filters.assigneeId}`]);
  return (
    <FilterSelect
      allLabel={t.all}
      label={t.assignee}
      value={filters.assigneeId}
      options={options}
      onChange={(value) => setFilters({ ...filters, assigneeId: Number(value) || undefined })}
    />
  );
}

function Filters({ projectId, state }: { projectId: number; state: SearchState }) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const { filters, setFilters } = state;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterSelect
        allLabel={t.all}
        label={t.status}
        value={filters.status}
        options={TASK_STATUS_FILTERS.map((s) => [s, labels.taskStatus(s)])}
        onChange={(value) =>
          setFilters({ ...filters, status: (Number(value) || undefined) as CheckTasksSearch['status'] })
        }
      />
      <FilterSelect
        allLabel={t.all}
        label={t.level}
        value={filters.level}
        options={LEVEL_VALUES.map((level) => [level, labels.level(level)])}
        onChange={(value) =>
          setFilters({ ...filters, level: (Number(value) || undefined) as CheckTasksSearch['level'] })
        }
      />
      <FilterSelect
        allLabel={t.all}
        label={t.node}
        value={filters.node}
        options={NODE_VALUES.map((node) => [node, labels.node(node)])}
        onChange={(value) => setFilters({ ...filters, node: (value || undefined) as CheckTasksSearch['node'] })}
      />
      <AssigneeFilter projectId={projectId} state={state} />
      <FormControlLabel
        label={t.mine}
        control={
          <Switch
            checked={filters.mine === true}
            onChange={(event) => setFilters({ ...filters, mine: event.target.checked || undefined })}
          />
        }
      />
    </Stack>
  );
}

function GenerateButton({ projectId }: { projectId: number }) {
  const t = useMessages(checkTaskMessages);
  const access = useStaffAccess();
  const { generate } = useCheckTaskActions(projectId);
  if (!access.hasProjectButton(projectId, 'qcTask:assign')) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {generate.data && <span role="status">{format(t.generated, { created: generate.data.created })}</span>}
      <Button variant="contained" loading={generate.isPending} onClick={() => generate.mutate()}>
        {t.generate}
      </Button>
    </Stack>
  );
}

export function CheckTasksPage({ projectId, search, onSearchChange }: CheckTasksPageProps) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(checkTaskQueries.list(projectId, state.query));
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <GenerateButton projectId={projectId} />
      </StaffPageHeader>
      <Filters projectId={projectId} state={state} />
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            {[t.name, t.level, t.node, t.due, t.assignee, t.status, t.findings, t.actions].map((head) => (
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
          {rows.map((task) => (
            <TableRow key={task.id}>
              <TableCell>{task.name}</TableCell>
              <TableCell>{labels.level(task.level)}</TableCell>
              <TableCell>{labels.node(task.node)}</TableCell>
              <TableCell>{task.dueDate}</TableCell>
              <TableCell>{task.assigneeName ?? t.unassigned}</TableCell>
              <TableCell>
                <TaskStatusChip status={task.status} />
              </TableCell>
              <TableCell>
                {task.findingCount}
                {task.openFindingCount > 0 && ` (${format(t.openFindings, { open: task.openFindingCount })})`}
              </TableCell>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/quality-tasks/$taskId"
                  params={{ projectId, taskId: task.id }}
                  aria-label={`${t.open} ${task.name}`}
                >
                  {t.open}
                </RouterLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </Stack>
  );
}
