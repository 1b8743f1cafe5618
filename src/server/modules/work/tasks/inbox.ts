/**
 * The caller's open tasks: which projects each kind shows in (the projects of their team
 * where their project roles grant the button that does it: which rows to show, not a
 * permission check), each kind's rows read and dressed, merged and ordered.
 */
import { TASK_KINDS, TASK_KIND_BUTTONS, TASK_KIND_MAX_ROWS, type TaskKind } from '../../../../shared/api/work/tasks';
import type { ProjectGrant, TaskRepository } from './repository';
import {
  type SortableTask,
  aeSubmitTask,
  conMedTask,
  dsurPvTask,
  dsurSubmitTask,
  followUpTask,
  saeRaiseTask,
  saeSubmitTask,
  susarPvTask,
  susarSubmitTask,
  violationTask,
  taskOrder,
  visitTask,
} from './task-rows';

const ALL_BUTTONS = [...new Set(Object.values(TASK_KIND_BUTTONS).flat())];

export interface InboxScope {
  userId: number;
  /** The project filter; undefined: all the caller's projects. */
  projectId?: number;
  now: number;
  today: string;
}

/** The project ids where the user holds `button`, narrowed to the filter. */
function projectsWith(grants: ProjectGrant[], button: string, projectId: number | undefined): number[] {
  const ids = grants.filter((g) => g.button === button).map((g) => g.projectId);
  return [...new Set(projectId === undefined ? ids : ids.filter((id) => id === projectId))];
}

/** The projects where the caller has any kind of task to do, by id. */
function projectsOf(grants: ProjectGrant[]) {
  const byId = new Map(grants.map((g) => [g.projectId, g.projectName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

type KindReader = (ids: (button: string) => number[], scope: InboxScope) => Promise<SortableTask[]>;

function kindReaders(repo: TaskRepository, teamIds: () => Promise<number[]>): Record<TaskKind, KindReader> {
  const max = TASK_KIND_MAX_ROWS;
  return {
    aeSubmit: async (ids, { now }) => (await repo.aeDrafts(ids('ae:submit'), max)).map((r) => aeSubmitTask(r, now)),
    saeRaise: async (ids, { now }) =>
      (await repo.aesWithoutSae(ids('sae:update'), max)).map((r) => saeRaiseTask(r, now)),
    saeSubmit: async (ids, { now, userId, projectId }) => {
      const team = (await teamIds()).filter((id) => projectId === undefined || id === projectId);
      return (await repo.saeDrafts(ids('sae:submit'), userId, team, max)).map((r) => saeSubmitTask(r, now));
    },
    susarSubmit: async (ids, { now }) =>
      (await repo.susars(ids('susar:submit'), 'draft', max)).map((r) => susarSubmitTask(r, now)),
    dsurSubmit: async (ids, { now }) =>
      (await repo.dsurs(ids('dsur:submit'), 'draft', max)).map((r) => dsurSubmitTask(r, now)),
    pvReview: async (ids, { now }) => {
      const [susars, dsurs] = await Promise.all([
        repo.susars(ids('susar:pv'), 'pv', max),
        repo.dsurs(ids('dsur:pv'), 'pv', max),
      ]);
      return [...susars.map((r) => susarPvTask(r, now)), ...dsurs.map((r) => dsurPvTask(r, now))].slice(0, max);
    },
    violationReview: async (ids, { now }) =>
      (await repo.openViolations(ids('violation:review'), max)).map((r) => violationTask(r, now)),
    conMedCheck: async (ids, { now }) =>
      (await repo.uncheckedConMeds(ids('cmed:check'), max)).map((r) => conMedTask(r, now)),
    visitDue: async (ids, { now, today }) =>
      (await repo.dueVisits(ids('visit:record'), today, max)).map((r) => visitTask(r, now)),
    followUp: async (ids, { now, today }) =>
      (await repo.dueFollowUps(ids('recruit:follow'), today, max)).map((r) => followUpTask(r, now)),
  };
}

export interface CollectedTasks {
  /** Every kind's tasks (project filter applied), ordered. */
  tasks: SortableTask[];
  projects: { id: number; name: string }[];
}

/** Reads the kinds one after another: the engines serialise one connection's queries anyway. */
export async function collectTasks(repo: TaskRepository, scope: InboxScope): Promise<CollectedTasks> {
  const grants = await repo.grants(scope.userId, ALL_BUTTONS);
  let team: Promise<number[]> | undefined;
  const teamIds = () => (team ??= repo.teamProjectIds(scope.userId));
  const readers = kindReaders(repo, teamIds);
  const ids = (button: string) => projectsWith(grants, button, scope.projectId);
  const tasks: SortableTask[] = [];
  for (const kind of TASK_KINDS) tasks.push(...(await readers[kind](ids, scope)));
  return { tasks: tasks.sort(taskOrder), projects: projectsOf(grants) };
}
