/**
 * Generating a subject's visits (issue 14 item 2): when a subject is enrolled, the project's
 * published plan version is pinned on the subject with its anchor day, and that version's
 * expanded visits, anchored on the subject's recorded days, are stored as planned, all in the enrolment's own transaction. A project
 * without a published plan gives nothing now: the subject gets visits later with applyPlan.
 */
import type { Transaction } from 'kysely';
import { subjectVisitsOf } from '../../../../shared/domain/visits/anchoring';
import { anchorDayOf, type PlannedVisit } from '../../../../shared/domain/visits/schedule';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type SubjectPlan, publishedPlanOf } from './plans';
import { type NewSubjectVisit, type VisitSubject, createSubjectVisitRepository } from './repository';

/** Visit changes are rows of the subject's trail, so they show in its activity tab. */
export const VISIT_ENTITY = 'trialSubject';

/** The stored rows of a plan's dated visits. */
export function visitRowsOf(
  subject: VisitSubject,
  plan: SubjectPlan,
  planned: readonly PlannedVisit[],
): NewSubjectVisit[] {
  return planned.map((visit) => ({
    projectId: subject.projectId,
    subjectId: subject.id,
    planId: plan.id,
    visitCode: visit.code,
    cycle: visit.cycle,
    name: visit.name,
    groupName: visit.groupName,
    sort: visit.sort,
    plannedDate: visit.plannedDate,
    windowStart: visit.windowStart,
    windowEnd: visit.windowEnd,
    status: 'planned',
    activities: JSON.stringify(visit.activities),
  }));
}

/**
 * Pins the published plan on a subject just enrolled and stores its visits. Runs inside the
 * caller's transaction; answers how many visits were made (0: no published plan, no anchor
 * day yet, or the subject already has a plan).
 */
export async function generateSubjectVisits(
  trx: Transaction<Database>,
  { projectId, subjectId }: { projectId: number; subjectId: number },
  actor: Actor,
): Promise<number> {
  const repo = createSubjectVisitRepository(trx);
  const subject = await repo.subject(subjectId);
  if (!subject || subject.projectId !== projectId || subject.visitPlanId !== null) return 0;
  const plan = await publishedPlanOf(trx, projectId);
  if (!plan) return 0;
  const anchorDay = anchorDayOf(subject, plan.anchor);
  if (anchorDay === null) return 0;
  const now = isoTime(actor.at);
  await repo.pinPlan(subject.id, { visitPlanId: plan.id, visitAnchorDate: anchorDay }, now);
  const ids = await repo.insertMany(visitRowsOf(subject, plan, subjectVisitsOf(plan.visits, anchorDay, subject)), now);
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'visit.generate',
    entity: VISIT_ENTITY,
    entityId: subject.id,
    after: {
      subjectNumber: subject.subjectNumber,
      planId: plan.id,
      planVersion: plan.planVersion,
      visitAnchorDate: anchorDay,
      visits: ids.length,
    },
  });
  return ids.length;
}
