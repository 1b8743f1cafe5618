/**
 * The caller's open tasks: which projects each kind shows in (the projects of their team
 * where their project roles grant the button that does it: which rows to show, not a
 * permission check), one page of them in the inbox's order (task-keys.ts, in the database),
 * read and dressed, and the counts per kind.
 */
import {
  TASK_KINDS,
  TASK_KIND_BUTTONS,
  TASK_KIND_OWN_DRAFT_BUTTONS,
  type TaskCounts,
  type TaskKind,
  type TaskRow,
} from '../../../../shared/api/work/tasks';
import { maskName } from '../../../../shared/domain/recruitment';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { ProjectGrant, TaskRepository } from './repository';
import type { KindSummary, TaskKey, TaskKeyReader, TaskKeyScope } from './task-keys';
import { HOUR_MS } from '../../../../shared/domain/hospital-time';
import { SAE_DUE_HOURS } from '../../../../shared/domain/safety';
import {
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
  visitTask,
} from './task-rows';
import { appointmentTask, queryTask } from './task-rows-monitoring';

const ALL_BUTTONS = [
  ...new Set([...Object.values(TASK_KIND_BUTTONS).flat(), ...Object.values(TASK_KIND_OWN_DRAFT_BUTTONS)]),
];

export interface InboxScope {
  userId: number;
  userName: string;
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

/** Where each kind may show for the caller, and the projects they have tasks in. */
export async function taskScope(repo: TaskRepository, scope: InboxScope) {
  const { grants, projectIds: team } = await repo.team(scope.userId, ALL_BUTTONS);
  const keyScope: TaskKeyScope = {
    ids: (button) => projectsWith(grants, button, scope.projectId),
    userId: scope.userId,
    userName: scope.userName,
    teamIds: team.filter((id) => scope.projectId === undefined || id === scope.projectId),
    today: scope.today,
  };
  return { keyScope, projects: projectsOf(grants) };
}

/** Open tasks per kind, every kind named. */
export function countsOf(found: KindSummary[]): TaskCounts {
  const byKind = new Map(found.map((row) => [row.kind, row.open]));
  return Object.fromEntries(TASK_KINDS.map((kind) => [kind, byKind.get(kind) ?? 0])) as TaskCounts;
}

/** What counts as overdue at `now`: an SAE clock started 24 hours ago or earlier, a day before today. */
export const overdueAt = (now: number, today: string) => ({
  instant: new Date(now - SAE_DUE_HOURS * HOUR_MS).toISOString(),
  day: today,
});

const idsOf = (keys: TaskKey[], kind: TaskKind, sub = '') =>
  keys.filter((key) => key.kind === kind && key.sub === sub).map((key) => key.id);

/** The page's records read by kind and dressed, in the keys' order. */
async function dressed(repo: TaskRepository, cipher: FieldCipher, keys: TaskKey[], now: number): Promise<TaskRow[]> {
  const ids = (kind: TaskKind, sub = '') => idsOf(keys, kind, sub);
  const aes = new Map((await repo.aes([...ids('aeSubmit'), ...ids('saeRaise')])).map((row) => [row.id, row]));
  const rows: TaskRow[] = [];
  const add = <R>(list: R[], make: (row: R) => TaskRow) => rows.push(...list.map(make));
  add(
    ids('aeSubmit').flatMap((id) => aes.get(id) ?? []),
    (row) => aeSubmitTask(row, now),
  );
  add(
    ids('saeRaise').flatMap((id) => aes.get(id) ?? []),
    (row) => saeRaiseTask(row, now),
  );
  add(await repo.saes(ids('saeSubmit')), (row) => saeSubmitTask(row, now));
  add(await repo.susars(ids('susarSubmit')), (row) => susarSubmitTask(row, now));
  add(await repo.dsurs(ids('dsurSubmit')), (row) => dsurSubmitTask(row, now));
  add(await repo.susars(ids('pvReview', 'susar')), (row) => susarPvTask(row, now));
  add(await repo.dsurs(ids('pvReview', 'dsur')), (row) => dsurPvTask(row, now));
  add(await repo.violations(ids('violationReview')), (row) => violationTask(row, now));
  add(await repo.conMeds(ids('conMedCheck')), (row) => conMedTask(row, now));
  add(await repo.visits(ids('visitDue')), (row) => visitTask(row, now));
  add(await repo.followUps(ids('followUp')), (row) => followUpTask(row, maskName(cipher.decrypt(row.nameEnc)), now));
  add(await repo.queries(ids('queryAnswer')), (row) => queryTask('queryAnswer', row));
  add(await repo.queries(ids('queryClose')), (row) => queryTask('queryClose', row));
  add(await repo.appointments(ids('appointmentReview')), (row) => appointmentTask('appointmentReview', row, now));
  add(await repo.appointments(ids('appointmentConfirm')), (row) => appointmentTask('appointmentConfirm', row, now));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => byKey.get(key.sub ? `${key.kind}:${key.sub}:${key.id}` : `${key.kind}:${key.id}`) ?? []);
}

export interface InboxPage {
  rows: TaskRow[];
  total: number;
  counts: TaskCounts;
  projects: { id: number; name: string }[];
}

export interface InboxReaders {
  repo: TaskRepository;
  reader: TaskKeyReader;
  cipher: FieldCipher;
}

/** One page of the caller's tasks (of one kind, or all), with the counts per kind. */
export async function inboxPage(
  { repo, reader, cipher }: InboxReaders,
  scope: InboxScope,
  page: { kind?: TaskKind; offset: number; limit: number },
): Promise<InboxPage> {
  const { keyScope, projects } = await taskScope(repo, scope);
  const counts = countsOf(await reader.summary(keyScope, overdueAt(scope.now, scope.today)));
  const total = page.kind === undefined ? TASK_KINDS.reduce((sum, kind) => sum + counts[kind], 0) : counts[page.kind];
  const keys = await reader.page(keyScope, counts, page);
  return { rows: await dressed(repo, cipher, keys, scope.now), total, counts, projects };
}
