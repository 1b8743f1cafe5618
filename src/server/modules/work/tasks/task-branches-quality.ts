/**
 * The inbox's quality-control kinds (task-branches.ts explains the key rows): check tasks
 * assigned to the caller that are pending or in progress (due by their due day, so an
 * overdue one shows as overdue), findings the caller must rectify (due by the rectification
 * day), and answered findings the caller checks, to accept or return: those of the tasks
 * the caller runs, and any inspection's or self-check's where the caller may verify.
 */
import type { Kysely } from 'kysely';
import type { TaskKind } from '../../../../shared/api/work/tasks';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, noDue, text } from './task-key';

type Executor = Kysely<Database>;

const head = (kind: TaskKind) => [text(kind).as('kind'), text('').as('sub'), 'r.id as id', int(3).as('tier')] as const;

/** The check task statuses still to run: 10 pending, 40 processing. */
const TASK_TO_RUN = [10, 40];
/** Finding statuses: 4 rectifying (to answer), 5 feedback given (to verify). */
const RECTIFYING = 4;
const ANSWERED = 5;

/** What of the caller's scope these kinds need (task-branches.ts TaskKeyScope). */
interface QualityScope {
  ids: (button: string) => number[];
  userId: number;
}

export function qualityBranches(db: Executor, { ids, userId }: QualityScope): TaskBranch[] {
  const branches: TaskBranch[] = [];
  const run = ids('qcTask:run');
  if (run.length > 0) {
    const keys = db
      .selectFrom('qualityCheckTask as r')
      .select([...head('qcTaskRun'), 'r.dueDate as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', run)
      .where('r.assigneeId', '=', userId)
      .where('r.status', 'in', TASK_TO_RUN);
    branches.push({ kind: 'qcTaskRun', tier: 3, keys });
  }
  const answer = ids('qcFinding:answer');
  if (answer.length > 0) {
    const keys = db
      .selectFrom('qualityFinding as r')
      .select([...head('qcFindingAnswer'), 'r.rectifyDue as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', answer)
      .where('r.responsibleId', '=', userId)
      .where('r.status', '=', RECTIFYING);
    branches.push({ kind: 'qcFindingAnswer', tier: 3, keys });
  }
  const verify = ids('qcFinding:verify');
  if (verify.length > 0) {
    const keys = db
      .selectFrom('qualityFinding as r')
      .leftJoin('qualityCheckTask as t', 't.id', 'r.taskId')
      .select([...head('qcFindingVerify'), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', verify)
      // The checker (isFindingChecker): the task's runner, anyone with the button for an inspection's or a self-check's.
      .where((eb) => eb.or([eb('r.taskId', 'is', null), eb('t.assigneeId', '=', userId)]))
      .where('r.status', '=', ANSWERED);
    branches.push({ kind: 'qcFindingVerify', tier: 3, keys });
  }
  return branches;
}
