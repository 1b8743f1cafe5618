/**
 * The workbench (工作台首页): the signed-in user's regulatory clocks, visits and follow-ups
 * due, open tasks per kind and recruitment per project, each a link to the page that lists
 * them (the inbox filtered by kind, the project's subjects).
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TASK_KINDS, TASK_KIND_LABELS, type TaskKind } from '../../../../../shared/api/work/tasks';
import type { Workbench, WorkbenchClockRow } from '../../../../../shared/api/work/workbench';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { useWho } from '../../../access';
import { workbenchMessages } from '../messages';
import { workbenchQueries } from '../queries';
import { CentreProgress } from './centre-progress';

type Messages = (typeof workbenchMessages)['zh-CN'];

/** A link to the inbox, filtered to one kind when given. */
function InboxLink({ kind, children }: { kind?: TaskKind; children: ReactNode }) {
  return (
    <RouterLink to="/staff/tasks" search={kind ? { kind } : {}}>
      {children}
    </RouterLink>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function ClockLine({ clock, t }: { clock: WorkbenchClockRow; t: Messages }) {
  const kind = clock.kinds.length === 1 ? clock.kinds[0] : undefined;
  return (
    <Stack component="li" data-clock={clock.clock} spacing={0.25}>
      <InboxLink kind={kind}>{t[clock.clock]}</InboxLink>
      {clock.open === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noneRunning}
        </Typography>
      ) : (
        <Typography variant="body2">
          {format(t.open, { count: clock.open })}
          {clock.overdue > 0 && (
            <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {` · ${format(t.overdueCount, { count: clock.overdue })}`}
            </Typography>
          )}
          {clock.nextDueAt && ` · ${format(t.nextDue, { due: formatDateTime(clock.nextDueAt) })}`}
        </Typography>
      )}
    </Stack>
  );
}

function Figure({ label, count, kind, alert }: { label: string; count: number; kind: TaskKind; alert?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <InboxLink kind={kind}>{label}</InboxLink>
      <Typography color={alert && count > 0 ? 'error' : undefined} sx={{ fontWeight: 600 }}>
        {count}
      </Typography>
    </Stack>
  );
}

function TaskCounts({ data, t }: { data: Workbench; t: Messages }) {
  const { locale } = useLocale();
  const kinds = TASK_KINDS.filter((kind) => data.counts[kind] > 0);
  return (
    <Stack spacing={0.5}>
      {kinds.length === 0 && <Typography color="text.secondary">{t.noTasks}</Typography>}
      {kinds.map((kind) => (
        <Figure key={kind} label={TASK_KIND_LABELS[kind][locale]} count={data.counts[kind]} kind={kind} />
      ))}
      <InboxLink>{t.allTasks}</InboxLink>
    </Stack>
  );
}

function Recruitment({ data, t }: { data: Workbench; t: Messages }) {
  if (data.projects.length === 0) return <Typography color="text.secondary">{t.noProjects}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.projects.map((project) => (
        <li key={project.id}>
          <RouterLink to="/staff/projects/$projectId/subjects" params={{ projectId: project.id }}>
            {project.name}
          </RouterLink>
          <Typography variant="body2">
            {project.target === null
              ? `${format(t.enrolled, { enrolled: project.enrolled })} · ${t.noTarget}`
              : format(t.enrolledOfTarget, { enrolled: project.enrolled, target: project.target })}
            {` · ${format(t.screening, { screening: project.screening })}`}
          </Typography>
          {project.target !== null && project.target > 0 && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (100 * project.enrolled) / project.target)}
              aria-label={project.name}
            />
          )}
          <CentreProgress projectName={project.name} centres={project.centres ?? []} />
        </li>
      ))}
    </Stack>
  );
}

export function WorkbenchPage() {
  const t = useMessages(workbenchMessages);
  useDocumentTitle(t.title);
  const who = useWho();
  const workbench = useQuery(workbenchQueries.mine());
  const data = workbench.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {who && (
          <Typography color="text.secondary">
            {format(t.welcome, { name: who.user.realname || who.user.userName })}
          </Typography>
        )}
        {data && <Typography color="text.secondary">{format(t.today, { today: data.today })}</Typography>}
      </Stack>
      {workbench.isPending && <LinearProgress aria-label={t.loading} />}
      {workbench.isError && !data && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="error">{t.loadFailed}</Typography>
          <Button onClick={() => void workbench.refetch()}>{t.retry}</Button>
        </Stack>
      )}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section id="workbench-clocks" title={t.clocks}>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.clocks.map((clock) => (
                  <ClockLine key={clock.clock} clock={clock} t={t} />
                ))}
              </Stack>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section id="workbench-visits" title={t.visitsAndFollowUps}>
              <Stack spacing={0.5}>
                <Figure label={t.visitsToday} count={data.visits.today} kind="visitDue" />
                <Figure label={t.visitsOverdue} count={data.visits.overdue} kind="visitDue" alert />
                <Figure label={t.followUpsDue} count={data.followUps.due} kind="followUp" />
                <Figure label={t.followUpsOverdue} count={data.followUps.overdue} kind="followUp" alert />
              </Stack>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section id="workbench-tasks" title={t.tasks}>
              <TaskCounts data={data} t={t} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section id="workbench-recruitment" title={t.recruitment}>
              <Recruitment data={data} t={t} />
            </Section>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
