/**
 * The workbench: the inbox's task summaries (same scope, same counts) turned into the
 * regulatory clocks, visits and follow-ups due, plus recruitment per project of the team.
 */
import type { TaskKind } from '../../../../shared/api/work/tasks';
import type { Workbench, WorkbenchClock, WorkbenchClockRow } from '../../../../shared/api/work/workbench';
import { endOfHospitalDay } from '../../../../shared/domain/hospital-time';
import { saeDue } from '../../../../shared/domain/safety';
import { type InboxScope, countsOf, summaryAt, taskScope } from '../tasks/inbox';
import { type TaskCache, rememberUnder } from '../tasks/task-cache';
import type { TaskRepository } from '../tasks/repository';
import type { KindSummary, TaskKeyReader } from '../tasks/task-keys';
import type { createWorkbenchRepository } from './repository';

const CLOCK_KINDS: Record<WorkbenchClock, TaskKind[]> = {
  sae24h: ['saeSubmit', 'saeRaise'],
  susar: ['susarSubmit'],
  dsur: ['dsurSubmit'],
};

/** The due instant of a due key: tier 0 keys are the instant the 24 hours started, the others a due day. */
const dueAtOf = (clock: WorkbenchClock, key: string) =>
  clock === 'sae24h' ? saeDue(Date.parse(key)).dueAt : new Date(endOfHospitalDay(key)).toISOString();

function clockRow(clock: WorkbenchClock, summaries: KindSummary[]): WorkbenchClockRow {
  const kinds = CLOCK_KINDS[clock];
  const mine = summaries.filter((row) => (kinds as string[]).includes(row.kind));
  const nexts = mine.flatMap((row) => (row.next === null ? [] : [row.next])).sort();
  return {
    clock,
    kinds,
    open: mine.reduce((sum, row) => sum + row.open, 0),
    overdue: mine.reduce((sum, row) => sum + row.overdue, 0),
    nextDueAt: nexts[0] === undefined ? null : dueAtOf(clock, nexts[0]),
  };
}

export interface WorkbenchReaders {
  tasks: TaskRepository;
  reader: TaskKeyReader;
  workbench: ReturnType<typeof createWorkbenchRepository>;
  cache?: TaskCache;
}

export async function workbenchOf(readers: WorkbenchReaders, scope: InboxScope): Promise<Workbench> {
  const remember = await rememberUnder(readers.cache);
  const { keyScope } = await taskScope(readers.tasks, scope, remember);
  const summaries = await summaryAt(readers.reader, keyScope, scope, remember);
  const of = (kind: TaskKind) => summaries.find((row) => row.kind === kind) ?? { open: 0, overdue: 0 };
  const visits = of('visitDue');
  const followUps = of('followUp');
  return {
    today: scope.today,
    clocks: (['sae24h', 'susar', 'dsur'] as const).map((clock) => clockRow(clock, summaries)),
    visits: { today: visits.open - visits.overdue, overdue: visits.overdue },
    followUps: { due: followUps.open, overdue: followUps.overdue },
    counts: countsOf(summaries),
    projects: await remember(`recruitment:${scope.userId}`, () => readers.workbench.recruitment(scope.userId)),
  };
}
