/**
 * The inbox's monitoring kinds (task-branches.ts explains the key rows): queries the site is
 * to answer (open) and the monitor to close or re-open (answered), bookings the site is to
 * accept, refuse or adjust (due by the visit day), and the days the site proposed that the
 * booking monitor is to confirm (their own bookings only).
 */
import type { Kysely } from 'kysely';
import type { TaskKind } from '../../../../shared/api/work/tasks';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, noDue, text } from './task-key';

type Executor = Kysely<Database>;

const head = (kind: TaskKind) => [text(kind).as('kind'), text('').as('sub'), 'r.id as id', int(3).as('tier')] as const;

/** What of the caller's scope these kinds need (task-branches.ts TaskKeyScope). */
interface MonitoringScope {
  ids: (button: string) => number[];
  userId: number;
}

export function monitoringBranches(db: Executor, { ids, userId }: MonitoringScope): TaskBranch[] {
  const branches: TaskBranch[] = [];
  const queries = (kind: 'queryAnswer' | 'queryClose', status: string, projects: number[]) => {
    if (projects.length === 0) return;
    const keys = db
      .selectFrom('qualityQuery as r')
      .select([...head(kind), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', projects)
      .where('r.status', '=', status);
    branches.push({ kind, tier: 3, keys });
  };
  queries('queryAnswer', 'open', ids('query:answer'));
  queries('queryClose', 'answered', ids('query:manage'));
  const review = ids('appointment:review');
  if (review.length > 0) {
    const keys = db
      .selectFrom('monitoringVisit as r')
      .select([...head('appointmentReview'), 'r.visitDate as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', review)
      .where('r.status', '=', 'booked');
    branches.push({ kind: 'appointmentReview', tier: 3, keys });
  }
  const book = ids('appointment:book');
  if (book.length > 0) {
    const keys = db
      .selectFrom('monitoringVisit as r')
      .select([...head('appointmentConfirm'), 'r.proposedDate as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', book)
      .where('r.status', '=', 'adjusted')
      .where('r.monitorId', '=', userId);
    branches.push({ kind: 'appointmentConfirm', tier: 3, keys });
  }
  return branches;
}
