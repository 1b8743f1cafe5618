/**
 * The signed-in user's open tasks across their projects and areas (issue 15 item 6): a
 * project select and kind chips with counts (both in the URL), urgent first, each task a
 * link to its record, paged by the server.
 */
import MenuItem from '@mui/material/MenuItem';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { TASK_KINDS, TASK_KIND_LABELS, type TaskCounts, type TaskKind } from '../../../../../shared/api/work/tasks';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../../../../shared/domain/constants';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { taskMessages } from '../messages';
import { taskQueries } from '../queries';
import type { TaskInboxSearch } from '../task-search';
import { TaskTable } from './task-table';

export interface TaskInboxPageProps {
  search: TaskInboxSearch;
  onSearchChange: (next: TaskInboxSearch) => void;
}

const knownKind = (kind: string | undefined): TaskKind | undefined => TASK_KINDS.find((known) => known === kind);

function KindChips({
  kind,
  counts,
  onChange,
}: {
  kind: TaskKind | undefined;
  counts: TaskCounts | undefined;
  onChange: (kind: TaskKind | undefined) => void;
}) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const chip = (key: TaskKind | undefined, label: string, count: number | undefined) => (
    <Chip
      key={key ?? 'all'}
      label={count === undefined ? label : format(t.kindCount, { label, count })}
      color={kind === key ? 'primary' : 'default'}
      variant={kind === key ? 'filled' : 'outlined'}
      aria-pressed={kind === key}
      onClick={() => onChange(key)}
    />
  );
  return (
    <Stack direction="row" role="group" aria-label={t.kinds} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {chip(undefined, t.allKinds, total)}
      {TASK_KINDS.filter((key) => key === kind || (counts?.[key] ?? 0) > 0).map((key) =>
        chip(key, TASK_KIND_LABELS[key][locale], counts?.[key]),
      )}
    </Stack>
  );
}

export function TaskInboxPage({ search, onSearchChange }: TaskInboxPageProps) {
  const t = useMessages(taskMessages);
  useDocumentTitle(t.title);
  const kind = knownKind(search.kind);
  const page = search.page ?? FIRST_PAGE;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const inbox = useQuery(taskQueries.inbox({ projectId: search.projectId, kind, ...pageWindow(page, size) }));
  const data = inbox.data;
  // The chosen project shows once the list of projects has come (MUI refuses a value without its option).
  const projects = data?.projects ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {data && <Typography color="text.secondary">{format(t.today, { today: data.today })}</Typography>}
      </Stack>
      <TextField
        select
        size="small"
        label={t.project}
        value={projects.some((project) => project.id === search.projectId) ? search.projectId : ''}
        onChange={(e) =>
          onSearchChange({
            ...search,
            projectId: e.target.value === '' ? undefined : Number(e.target.value),
            page: undefined,
          })
        }
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">{t.allProjects}</MenuItem>
        {projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
      <KindChips
        kind={kind}
        counts={data?.counts}
        onChange={(next) => onSearchChange({ ...search, kind: next, page: undefined })}
      />
      <TaskTable
        rows={data?.rows ?? []}
        loading={inbox.isPending}
        failed={inbox.isError && !data}
        onRetry={() => void inbox.refetch()}
      />
      {data && data.total > 0 && (
        <PaginationBar
          total={data.total}
          page={page}
          pageSize={size}
          onPageChange={(next) => onSearchChange({ ...search, page: next })}
          onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
        />
      )}
    </Stack>
  );
}
