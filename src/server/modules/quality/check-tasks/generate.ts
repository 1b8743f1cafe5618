/**
 * Generating a project's check tasks from its published QC plan (shared/domain/quality/
 * qc-generation.ts): reads the facts (valid enrolled subjects, done visits, the enrolment
 * target), asks the rules which checkpoints are owed and inserts their tasks, each with its
 * audit row ('qcTask.generate'). The unique (plan_id, checkpoint_key) index keeps a
 * checkpoint to one task per plan version however often, and by however many instances at
 * once, this runs: on publication, on demand, and in the scheduled quality job.
 */
import type { Kysely, Transaction } from 'kysely';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { type ProjectFacts, tasksToGenerate } from '../../../../shared/domain/quality/qc-generation';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { createQcPlanRepository } from '../plans/repository';

export const CHECK_TASK_ENTITY = 'quality_check_task';

async function factsOf(db: Kysely<Database>, projectId: number, today: string): Promise<ProjectFacts> {
  const enrolled = await db
    .selectFrom('trialSubject')
    .select(['id', 'enrolledDate'])
    .where('projectId', '=', projectId)
    .where('invalid', '=', 0)
    .where('enrolledDate', 'is not', null)
    .orderBy('enrolledDate')
    .orderBy('id')
    .execute();
  const visits = await db
    .selectFrom('subjectVisit as sv')
    .innerJoin('trialSubject as s', 's.id', 'sv.subjectId')
    .select('sv.executedDate')
    .where('sv.projectId', '=', projectId)
    .where('s.invalid', '=', 0)
    .where('sv.status', '=', 'done')
    .where('sv.executedDate', 'is not', null)
    .orderBy('sv.executedDate')
    .execute();
  const project = await db
    .selectFrom('project')
    .select('enrolmentTarget')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return {
    enrolled: enrolled.flatMap((row) => (row.enrolledDate ? [{ id: row.id, enrolledDate: row.enrolledDate }] : [])),
    visitsDone: visits.flatMap((row) => row.executedDate ?? []),
    enrolmentTarget: project?.enrolmentTarget ?? null,
    today,
  };
}

/** Inserts the tasks the published plan owes now, in the caller's transaction; answers how many. */
export async function generateCheckTasks(trx: Transaction<Database>, projectId: number, actor: Actor): Promise<number> {
  return (await generateCheckTaskRows(trx, projectId, actor)).tasks.length;
}

export interface GeneratedTasks {
  planId: number | null;
  planVersion: number | null;
  tasks: { id: number; checkpointKey: string }[];
}

/** As generateCheckTasks, answering the plan and the tasks inserted (none when no plan is published). */
export async function generateCheckTaskRows(
  trx: Transaction<Database>,
  projectId: number,
  actor: Actor,
): Promise<GeneratedTasks> {
  const plan = await createQcPlanRepository(trx).ofStatus(projectId, 'published');
  if (!plan?.publishedAt) return { planId: null, planVersion: null, tasks: [] };
  const existing = await trx
    .selectFrom('qualityCheckTask')
    .select('checkpointKey')
    .where('planId', '=', plan.id)
    .execute();
  const today = hospitalDay(actor.at);
  const facts = await factsOf(trx, projectId, today);
  const owed = tasksToGenerate(
    plan.content,
    hospitalDay(Date.parse(plan.publishedAt)),
    facts,
    new Set(existing.map((row) => row.checkpointKey)),
  );
  const now = isoTime(actor.at);
  const created: GeneratedTasks['tasks'] = [];
  for (const task of owed) {
    const row = await trx
      .insertInto('qualityCheckTask')
      .values({
        projectId,
        planId: plan.id,
        checkpointKey: task.checkpointKey,
        name: task.name,
        level: task.level,
        node: task.node,
        reachedOn: task.reachedOn,
        dueDate: task.dueDate,
        status: 10,
        assigneeId: task.assigneeUserId,
        sample: JSON.stringify(task.sampleSubjectIds),
        items: JSON.stringify(task.items),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .onConflict((oc) => oc.columns(['planId', 'checkpointKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    created.push({ id: row.id, checkpointKey: task.checkpointKey });
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'qcTask.generate',
      entity: CHECK_TASK_ENTITY,
      entityId: row.id,
      after: {
        projectId,
        planId: plan.id,
        planVersion: plan.planVersion,
        checkpointKey: task.checkpointKey,
        level: task.level,
        node: task.node,
        reachedOn: task.reachedOn,
        dueDate: task.dueDate,
        assigneeId: task.assigneeUserId,
        sample: task.sampleSubjectIds,
      },
    });
  }
  return { planId: plan.id, planVersion: plan.planVersion, tasks: created };
}
