/** The schedule's controls: week/month, calendar/list, previous/today/next, project and status filters, export and print. */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ScheduleStatusFilter } from '../../../../../shared/api/visits/schedule';
import { VISIT_STATUS_LABELS } from '../../../../../shared/domain/visits/schedule';
import { visitScheduleExportEndpoint } from '../../../../../shared/api/visits/schedule-export';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { callFileEndpoint } from '../../../../lib/http';
import { ExportButton } from '../../../../ui/export-button';
import { feedMessages } from '../feed-messages';
import { scheduleMessages } from '../messages';
import {
  SCHEDULE_STATUSES,
  type ScheduleLayout,
  type ScheduleRange,
  type ScheduleView,
  type VisitScheduleSearch,
} from '../schedule-search';

export interface ScheduleToolbarProps {
  search: VisitScheduleSearch;
  view: ScheduleView;
  layout: ScheduleLayout;
  range: ScheduleRange;
  projects: { id: number; name: string }[];
  onSearchChange: (next: VisitScheduleSearch) => void;
  onStep: (step: 1 | -1) => void;
  onExport: () => void;
  onPrint: () => void;
  onSubscribe: () => void;
}

function useStatusLabel() {
  const t = useMessages(scheduleMessages);
  const { locale } = useLocale();
  return (status: ScheduleStatusFilter) =>
    status === 'overdue' || status === 'outOfWindow' ? t[status] : VISIT_STATUS_LABELS[status][locale];
}

function Filters({
  search,
  projects,
  onSearchChange,
}: Pick<ScheduleToolbarProps, 'search' | 'projects' | 'onSearchChange'>) {
  const t = useMessages(scheduleMessages);
  const statusLabel = useStatusLabel();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        label={t.project}
        value={search.projectId ?? ''}
        onChange={(e) =>
          onSearchChange({ ...search, projectId: e.target.value === '' ? undefined : Number(e.target.value) })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t.allProjects}</MenuItem>
        {projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.status}
        value={search.status ?? ''}
        onChange={(e) =>
          onSearchChange({
            ...search,
            status: SCHEDULE_STATUSES.find((status) => status === e.target.value),
          })
        }
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{t.allStatuses}</MenuItem>
        {SCHEDULE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { search, view, layout, range, onSearchChange, onStep, onExport, onPrint, onSubscribe } = props;
  const t = useMessages(scheduleMessages);
  const feed = useMessages(feedMessages);
  const exportQuery = { from: range.from, to: range.to, projectId: search.projectId, status: search.status };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={t.viewMode}
          onChange={(_, next: ScheduleView | null) => next && onSearchChange({ ...search, view: next })}
        >
          <ToggleButton value="week">{t.week}</ToggleButton>
          <ToggleButton value="month">{t.month}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          aria-label={t.layout}
          onChange={(_, next: ScheduleLayout | null) => next && onSearchChange({ ...search, layout: next })}
        >
          <ToggleButton value="grid">{t.grid}</ToggleButton>
          <ToggleButton value="table">{t.table}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => onStep(-1)}>
          {t.previous}
        </Button>
        <Button size="small" onClick={() => onSearchChange({ ...search, date: undefined })}>
          {t.today}
        </Button>
        <Button size="small" onClick={() => onStep(1)}>
          {t.next}
        </Button>
        <Typography component="h2" variant="subtitle1" aria-live="polite">
          {range.month ?? format(t.range, { from: range.from, to: range.to })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'space-between' }}>
        <Filters search={search} projects={props.projects} onSearchChange={onSearchChange} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportButton
            fetchFile={() => callFileEndpoint(visitScheduleExportEndpoint, { query: exportQuery })}
            fileName="visits"
          />
          <Button variant="outlined" onClick={onExport}>
            {t.exportIcs}
          </Button>
          <Button variant="outlined" onClick={onSubscribe}>
            {feed.subscribe}
          </Button>
          <Button variant="outlined" onClick={onPrint}>
            {t.printDay}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
