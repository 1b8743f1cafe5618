/**
 * The caller's open tasks: which projects each kind shows in (the projects of their team
 * where their project roles grant the button that does it: which rows to show, not a
 * permission check), one page of them in the inbox's order (task-keys.ts, in the database),
 * read and dressed, and the counts per kind. The team, the counts, the page's keys and its
 * records are kept under the database's commit version when the readers carry a cache
 * (task-cache.ts); the records are dressed at each request's time.
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
import type { KindSummary, TaskKey, TaskKeyReader, TaskKeyScope, TaskPage } from './task-keys';
import { type Remember, type TaskCache, rememberUnder } from './task-cache';
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
import { qcFindingTask, qcTaskRunTask } from './task-rows-quality';
import { type ApproverIdentities, onBehalfOf } from './task-branches-approvals';
import { approvalStepTask } from './task-rows-approvals';
import { financeWarningTask } from './task-finance';
import { documentExpiryTask } from './task-documents';
import { continuingReviewTask } from './task-ethics';

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
export async function taskScope(repo: TaskRepository, scope: InboxScope, remember?: Remember) {
  const readTeam = () => repo.team(scope.userId, ALL_BUTTONS);
  const { grants, projectIds: team } = await (remember ? remember(`team:${scope.userId}`, readTeam) : readTeam());
  const readApprovers = () => repo.approverIdentities(scope.userId, scope.today);
  const approvers = await (remember
    ? remember(`approvers:${scope.userId}:${scope.today}`, readApprovers)
    : readApprovers());
  const readDueDays = () => repo.documentDueDays();
  const documentDueDays = await (remember ? remember('documentDueDays', readDueDays) : readDueDays());
  const keyScope: TaskKeyScope = {
    ids: (button) => projectsWith(grants, button, scope.projectId),
    userId: scope.userId,
    userName: scope.userName,
    teamIds: team.filter((id) => scope.projectId === undefined || id === scope.projectId),
    today: scope.today,
    approvers,
    projectId: scope.projectId,
    documentDueDays,
  };
  return { keyScope, projects: projectsOf(grants) };
}

/** The caller and the project filter, as the first part of a cache key. */
const scopeKey = (scope: InboxScope) => `${scope.userId}:${scope.userName}:${scope.projectId ?? ''}:${scope.today}`;

interface CountedSummary {
  rows: KindSummary[];
  /** The overdue instant it was counted at. */
  at: string;
  /** The first overdue instant at which a 24-hour task turns overdue; null: none is running. */
  until: string | null;
}

/**
 * The summary per kind at the request's time, counted or kept. Due keys of the 24-hour tier
 * are instants, those of the day kinds days (task-branches.ts): only the instants move with
 * the clock within a day.
 */
export async function summaryAt(
  reader: TaskKeyReader,
  keyScope: TaskKeyScope,
  scope: InboxScope,
  remember: Remember,
): Promise<KindSummary[]> {
  const overdue = overdueAt(scope.now, scope.today);
  const count = async (): Promise<CountedSummary> => {
    const rows = await reader.summary(keyScope, overdue);
    const instants = rows.flatMap((row) => (row.next !== null && row.next.includes('T') ? [row.next] : [])).sort();
    return { rows, at: overdue.instant, until: instants[0] ?? null };
  };
  const fresh = ({ at, until }: CountedSummary) => at <= overdue.instant && (until === null || overdue.instant < until);
  return (await remember(`summary:${scopeKey(scope)}`, count, fresh)).rows;
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

/** The page's records, read by kind (their rows as the repository answers them). */
async function recordsOf(repo: TaskRepository, keys: TaskKey[]) {
  const ids = (kind: TaskKind, sub = '') => idsOf(keys, kind, sub);
  const aes = new Map((await repo.aes([...ids('aeSubmit'), ...ids('saeRaise')])).map((row) => [row.id, row]));
  return {
    aeSubmit: ids('aeSubmit').flatMap((id) => aes.get(id) ?? []),
    saeRaise: ids('saeRaise').flatMap((id) => aes.get(id) ?? []),
    saeSubmit: await repo.saes(ids('saeSubmit')),
    susarSubmit: await repo.susars(ids('susarSubmit')),
    dsurSubmit: await repo.dsurs(ids('dsurSubmit')),
    susarPv: await repo.susars(ids('pvReview', 'susar')),
    dsurPv: await repo.dsurs(ids('pvReview', 'dsur')),
    violations: await repo.violations(ids('violationReview')),
    conMeds: await repo.conMeds(ids('conMedCheck')),
    visits: await repo.visits(ids('visitDue')),
    followUps: await repo.followUps(ids('followUp')),
    queryAnswer: await repo.queries(ids('queryAnswer')),
    queryClose: await repo.queries(ids('queryClose')),
    appointmentReview: await repo.appointments(ids('appointmentReview')),
    appointmentConfirm: await repo.appointments(ids('appointmentConfirm')),
    qcTaskRun: await repo.checkTasks(ids('qcTaskRun')),
    qcFindingAnswer: await repo.findings(ids('qcFindingAnswer')),
    qcFindingVerify: await repo.findings(ids('qcFindingVerify')),
    approvalStep: await repo.approvalSteps(ids('approvalStep')),
    financeWarning: await repo.financeWarnings(ids('financeWarning')),
    documentExpiry: await repo.expiringDocuments(ids('documentExpiry')),
    ethicsContinuingReview: await repo.reviewClocks(ids('ethicsContinuingReview')),
  };
}

/** The page's records dressed at `now`, in the keys' order. */
function dressed(
  records: Awaited<ReturnType<typeof recordsOf>>,
  cipher: FieldCipher,
  keys: TaskKey[],
  { now, today }: InboxScope,
  approvers: ApproverIdentities | undefined,
): TaskRow[] {
  const rows: TaskRow[] = [];
  const add = <R>(list: R[], make: (row: R) => TaskRow) => rows.push(...list.map(make));
  add(records.aeSubmit, (row) => aeSubmitTask(row, now));
  add(records.saeRaise, (row) => saeRaiseTask(row, now));
  add(records.saeSubmit, (row) => saeSubmitTask(row, now));
  add(records.susarSubmit, (row) => susarSubmitTask(row, now));
  add(records.dsurSubmit, (row) => dsurSubmitTask(row, now));
  add(records.susarPv, (row) => susarPvTask(row, now));
  add(records.dsurPv, (row) => dsurPvTask(row, now));
  add(records.violations, (row) => violationTask(row, now));
  add(records.conMeds, (row) => conMedTask(row, now));
  add(records.visits, (row) => visitTask(row, now));
  add(records.followUps, (row) => followUpTask(row, maskName(cipher.decrypt(row.nameEnc)), now));
  add(records.queryAnswer, (row) => queryTask('queryAnswer', row));
  add(records.queryClose, (row) => queryTask('queryClose', row));
  add(records.appointmentReview, (row) => appointmentTask('appointmentReview', row, now));
  add(records.appointmentConfirm, (row) => appointmentTask('appointmentConfirm', row, now));
  add(records.qcTaskRun, (row) => qcTaskRunTask(row, now));
  add(records.qcFindingAnswer, (row) => qcFindingTask('qcFindingAnswer', row, now));
  add(records.qcFindingVerify, (row) => qcFindingTask('qcFindingVerify', row, now));
  add(records.approvalStep, (row) =>
    approvalStepTask(
      row,
      approvers ? onBehalfOf(approvers, { ...row, projectId: Number(row.projectId) }, today) : null,
    ),
  );
  add(records.financeWarning, financeWarningTask);
  add(records.documentExpiry, (row) => documentExpiryTask(row, now));
  add(records.ethicsContinuingReview, (row) => continuingReviewTask(row, now, today));
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
  cache?: TaskCache;
}

/** One page of the caller's tasks (of one kind, or all), with the counts per kind. */
export async function inboxPage(
  { repo, reader, cipher, cache }: InboxReaders,
  scope: InboxScope,
  page: TaskPage,
): Promise<InboxPage> {
  const remember = await rememberUnder(cache);
  const { keyScope, projects } = await taskScope(repo, scope, remember);
  const counts = countsOf(await summaryAt(reader, keyScope, scope, remember));
  const total = page.kind === undefined ? TASK_KINDS.reduce((sum, kind) => sum + counts[kind], 0) : counts[page.kind];
  const pageKey = `${scopeKey(scope)}:${page.kind ?? ''}:${page.offset}:${page.limit}`;
  const keys = await remember(`page:${pageKey}`, () => reader.page(keyScope, counts, page));
  const records = await remember(`records:${pageKey}`, () => recordsOf(repo, keys));
  return { rows: dressed(records, cipher, keys, scope, keyScope.approvers), total, counts, projects };
}
