/**
 * All SQL of check tasks: table quality_check_task (migration 028), read with its plan's
 * version, its assignee's name and its findings' counts. Overdue (30) is not stored: the
 * list filters it as a pending task due before today, and shows it so.
 */
import type { Kysely } from 'kysely';
import type { CheckTask, CheckTaskListQuery } from '../../../../shared/api/quality/check-tasks';
import type { QcItemCode, QualityNode } from '../../../../shared/domain/quality/qc-dictionaries';
import {
  OPEN_FINDING_STATUSES,
  type StoredTaskStatus,
  storedTaskStatusOf,
  taskStatusOn,
} from '../../../../shared/domain/quality/qc-status';
import type { Database } from '../../../db/schema';
import { rowVersionWrites } from '../../../db/row-version-writes';

type Executor = Kysely<Database>;
/** The list's filters; `id` reads one task as the list shows it (the detail). */
type Filters = Omit<CheckTaskListQuery, 'offset' | 'limit'> & { id?: number };

export interface CheckTaskState {
  id: number;
  projectId: number;
  planId: number;
  name: string;
  level: number;
  dueDate: string;
  status: StoredTaskStatus;
  assigneeId: number | null;
  conclusion: string | null;
  completedAt: string | null;
  signatureId: number | null;
  version: number;
}

function filtered(db: Executor, projectId: number, query: Filters, today: string, callerId: number | null) {
  let q = db
    .selectFrom('qualityCheckTask as t')
    .innerJoin('qualityPlan as p', 'p.id', 't.planId')
    .leftJoin('staffUser as u', 'u.id', 't.assigneeId')
    .where('t.projectId', '=', projectId);
  if (query.status === 30) q = q.where('t.status', '=', 10).where('t.dueDate', '<', today);
  else if (query.status === 10) q = q.where('t.status', '=', 10).where('t.dueDate', '>=', today);
  else if (query.status !== undefined) q = q.where('t.status', '=', query.status);
  if (query.level !== undefined) q = q.where('t.level', '=', query.level);
  if (query.node !== undefined) q = q.where('t.node', '=', query.node);
  if (query.assigneeId !== undefined) q = q.where('t.assigneeId', '=', query.assigneeId);
  if (query.mine) q = q.where('t.assigneeId', '=', callerId ?? 0);
  if (query.id !== undefined) q = q.where('t.id', '=', query.id);
  return q;
}

export function createCheckTaskRepository(db: Executor) {
  const writes = rowVersionWrites(db, 'qualityCheckTask');
  return {
    /** The projects that have a published QC plan, by id. */
    async projectsWithPublishedPlan(): Promise<number[]> {
      const rows = await db
        .selectFrom('qualityPlan')
        .select('projectId')
        .distinct()
        .where('status', '=', 'published')
        .orderBy('projectId')
        .execute();
      return rows.map((row) => row.projectId);
    },

    /** Open tasks (pending, overdue, in progress) first, earliest due first. */
    async list(
      projectId: number,
      query: Filters & { offset: number; limit: number },
      today: string,
      callerId: number | null,
    ): Promise<{ rows: CheckTask[]; total: number }> {
      const base = filtered(db, projectId, query, today, callerId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select((eb) => [
          't.id',
          't.projectId',
          't.planId',
          'p.planVersion',
          't.checkpointKey',
          't.name',
          't.level',
          't.node',
          't.reachedOn',
          't.dueDate',
          't.status',
          't.assigneeId',
          'u.realname as assigneeName',
          't.sample',
          't.conclusion',
          't.startedAt',
          't.completedAt',
          't.completedBy',
          't.signatureId',
          't.version',
          eb
            .selectFrom('qualityFinding as f')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('f.taskId', '=', 't.id')
            .as('findingCount'),
          eb
            .selectFrom('qualityFinding as f')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('f.taskId', '=', 't.id')
            .where('f.status', 'in', OPEN_FINDING_STATUSES)
            .as('openFindingCount'),
          eb.case().when('t.status', 'in', [10, 40]).then(0).else(1).end().as('closed'),
        ])
        .orderBy('closed')
        .orderBy('t.dueDate')
        .orderBy('t.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map(({ sample, signatureId, closed: _closed, ...row }) => ({
          ...row,
          node: row.node as QualityNode,
          status: taskStatusOn(storedTaskStatusOf(row.status), row.dueDate, today) as CheckTask['status'],
          assigneeName: row.assigneeName ?? null,
          sampleCount: (JSON.parse(sample) as number[]).length,
          findingCount: Number(row.findingCount ?? 0),
          openFindingCount: Number(row.openFindingCount ?? 0),
          signed: signatureId !== null,
        })),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<CheckTaskState | undefined> {
      const row = await db
        .selectFrom('qualityCheckTask')
        .select([
          'id',
          'projectId',
          'planId',
          'name',
          'level',
          'dueDate',
          'status',
          'assigneeId',
          'conclusion',
          'completedAt',
          'signatureId',
          'version',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: storedTaskStatusOf(row.status) };
    },

    /** The task's sampled subjects (number and initials) and its items. */
    async sampleAndItems(id: number) {
      const task = await db
        .selectFrom('qualityCheckTask')
        .select(['sample', 'items'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const ids = JSON.parse(task.sample) as number[];
      const subjects =
        ids.length === 0
          ? []
          : await db
              .selectFrom('trialSubject')
              .select(['id', 'subjectNumber', 'initials'])
              .where('id', 'in', ids)
              .orderBy('seq')
              .execute();
      return { sample: subjects, items: JSON.parse(task.items) as QcItemCode[] };
    },

    /** The report's findings, as signed. */
    async reportFindings(taskId: number) {
      return db
        .selectFrom('qualityFinding')
        .select(['id', 'itemCode', 'subjectId', 'problemType', 'severity', 'description', 'status'])
        .where('taskId', '=', taskId)
        .orderBy('id')
        .execute();
    },

    async onTeam(projectId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('userProjectRole')
        .select('userId')
        .where('projectId', '=', projectId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    update: writes.update,
  };
}
