/**
 * Check task writes (SUITE.md 'Writes'): each in one transaction that loads the task within
 * the caller's project (another project's task is 'not found'), checks its version and the
 * status machine (TASK_TRANSITIONS, on the status as seen today), applies the move and
 * appends the audit row (entity 'quality_check_task': qcTask.assign, .start, .complete,
 * .ignore; qcTask.sign with the signature). The QC report signed is the task's conclusion and
 * its findings as they stand; a later change to them shows the signature as content_changed.
 */
import type { Transaction } from 'kysely';
import type {
  CheckTaskAssignBody,
  CheckTaskCompleteBody,
  CheckTaskRowRef,
  CheckTaskSignBody,
} from '../../../../shared/api/quality/check-tasks';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import {
  type TaskAction,
  canTaskMove,
  taskStatusAfter,
  taskStatusOn,
} from '../../../../shared/domain/quality/qc-status';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type PasswordCipher, signaturesOf, signedWrite } from '../../access';
import type { FileService } from '../../study';
import { fileQcReport } from './report-filing';
import { CHECK_TASK_ENTITY, generateCheckTasks } from './generate';
import { type CheckTaskState, createCheckTaskRepository } from './repository';

type Trx = Transaction<Database>;

const MOVE_REFUSED: Record<TaskAction, { 'zh-CN': string; en: string }> = {
  start: { 'zh-CN': '只能开始待处理或已逾期的任务', en: 'Only a pending or overdue task can be started' },
  complete: { 'zh-CN': '只能完成处理中的任务', en: 'Only a task in progress can be completed' },
  ignore: { 'zh-CN': '只能忽略待处理或已逾期的任务', en: 'Only a pending or overdue task can be ignored' },
};

async function taskIn(trx: Trx, id: number, projectId: number, version: number): Promise<CheckTaskState> {
  const found = await createCheckTaskRepository(trx).byId(id);
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '质控任务不存在', en: 'No such check task in this project' });
  if (found.version !== version) throw staleVersion();
  return found;
}

/** The QC report as signed: the task's conclusion and its findings. */
export async function reportContent(db: Db | Trx, task: CheckTaskState) {
  const findings = await createCheckTaskRepository(db).reportFindings(task.id);
  return {
    taskId: task.id,
    name: task.name,
    level: task.level,
    conclusion: task.conclusion,
    completedAt: task.completedAt,
    findings,
  };
}

/** `files`: where a signed QC report is stored to be filed into the binder (none: not filed). */
export function createCheckTaskService(db: Db, cipher: PasswordCipher, files?: FileService) {
  /** Moves a task along TASK_TRANSITIONS with the fields the move sets. */
  async function move(action: TaskAction, body: CheckTaskRowRef & { conclusion?: string | null }, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const task = await taskIn(trx, body.id, body.projectId, body.version);
      const today = hospitalDay(actor.at);
      if (!canTaskMove(taskStatusOn(task.status, task.dueDate, today), action)) throw badRequest(MOVE_REFUSED[action]);
      const now = isoTime(actor.at);
      const status = taskStatusAfter(action, task.dueDate, today);
      const set =
        action === 'start'
          ? { status, startedAt: now, startedBy: actor.actorName, assigneeId: task.assigneeId ?? actor.actorId }
          : action === 'complete'
            ? { status, conclusion: cleanText(body.conclusion), completedAt: now, completedBy: actor.actorName }
            : { status, conclusion: cleanText(body.conclusion) };
      if (action === 'ignore' && !set.conclusion)
        throw fieldProblem('conclusion', { 'zh-CN': '请说明忽略原因', en: 'Say why the task is ignored' });
      if (!(await createCheckTaskRepository(trx).update(task.id, task.version, set, now))) throw staleVersion();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `qcTask.${action}`,
        entity: CHECK_TASK_ENTITY,
        entityId: task.id,
        before: { status: task.status, assigneeId: task.assigneeId, conclusion: task.conclusion },
        after: set,
      });
      return { id: task.id, version: task.version + 1 };
    });
  }

  return {
    generate: (projectId: number, actor: Actor) =>
      db.transaction().execute(async (trx) => ({ created: await generateCheckTasks(trx, projectId, actor) })),

    start: (body: CheckTaskRowRef, actor: Actor) => move('start', body, actor),
    complete: (body: CheckTaskCompleteBody, actor: Actor) => move('complete', body, actor),
    ignore: (body: CheckTaskCompleteBody, actor: Actor) => move('ignore', body, actor),

    async assign(body: CheckTaskAssignBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const repo = createCheckTaskRepository(trx);
        const task = await taskIn(trx, body.id, body.projectId, body.version);
        if (task.status !== 10 && task.status !== 40)
          throw badRequest({ 'zh-CN': '只能指派未完成的任务', en: 'Only an open task can be assigned' });
        if (body.assigneeUserId !== null && !(await repo.onTeam(task.projectId, body.assigneeUserId)))
          throw fieldProblem('assigneeUserId', { 'zh-CN': '执行人不在本项目团队中', en: 'Not on the project team' });
        const now = isoTime(actor.at);
        if (!(await repo.update(task.id, task.version, { assigneeId: body.assigneeUserId }, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcTask.assign',
          entity: CHECK_TASK_ENTITY,
          entityId: task.id,
          before: { assigneeId: task.assigneeId },
          after: { assigneeId: body.assigneeUserId },
        });
        return { id: task.id, version: task.version + 1 };
      });
    },

    /** Signs a completed task's QC report: the signature and the task's link to it in one transaction. */
    async sign(body: CheckTaskSignBody, actor: Actor) {
      return signedWrite(db, { signature: body.signature, cipher }, actor, async (trx, sign) => {
        const task = await taskIn(trx, body.id, body.projectId, body.version);
        if (task.status !== 50 && task.status !== 60)
          throw badRequest({
            'zh-CN': '只能签署已完成任务的质控报告',
            en: 'Only a completed task’s report can be signed',
          });
        const report = await reportContent(trx, task);
        const stored = await sign({ entity: CHECK_TASK_ENTITY, entityId: task.id, revision: 1 }, report);
        if (files) await fileQcReport(trx, files, { projectId: task.projectId, report, signature: stored, actor });
        const now = isoTime(actor.at);
        if (!(await createCheckTaskRepository(trx).update(task.id, task.version, { signatureId: stored.id }, now)))
          throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'qcTask.sign',
          entity: CHECK_TASK_ENTITY,
          entityId: task.id,
          before: { signatureId: task.signatureId },
          after: { signatureId: stored.id },
        });
        return { id: task.id, version: task.version + 1 };
      });
    },

    async detail(projectId: number, id: number, today: string, callerId: number | null) {
      const repo = createCheckTaskRepository(db);
      const task = await repo.byId(id);
      if (!task || task.projectId !== projectId)
        throw notFound({ 'zh-CN': '质控任务不存在', en: 'No such check task in this project' });
      const [row] = (await repo.list(projectId, { offset: 0, limit: 1, id }, today, callerId)).rows;
      if (!row) throw notFound({ 'zh-CN': '质控任务不存在', en: 'No such check task in this project' });
      const { sample, items } = await repo.sampleAndItems(id);
      const signatures = await signaturesOf(db, CHECK_TASK_ENTITY, id, {
        revision: 1,
        content: await reportContent(db, task),
      });
      return { task: row, items, sample, signatures };
    },
  };
}
