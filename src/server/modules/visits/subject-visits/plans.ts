/** The plan versions subjects' visits come from, read through the visit-plans module. */
import type { Kysely } from 'kysely';
import type { VisitPlanRef } from '../../../../shared/api/visits/subject-visits';
import type { Database } from '../../../db/schema';
import { type PlanForSchedule, type PlanRow, createVisitPlanRepository } from '../plans/repository';

export type SubjectPlan = PlanForSchedule;

export const publishedPlanOf = (db: Kysely<Database>, projectId: number): Promise<SubjectPlan | undefined> =>
  createVisitPlanRepository(db).publishedPlan(projectId);

export const planById = (db: Kysely<Database>, planId: number): Promise<SubjectPlan | undefined> =>
  createVisitPlanRepository(db).planById(planId);

/** The project's published version without its visits. */
export const publishedVersionOf = (db: Kysely<Database>, projectId: number): Promise<PlanRow | undefined> =>
  createVisitPlanRepository(db).published(projectId);

/** How the calendar names a version. */
export const planRef = (plan: PlanRow): VisitPlanRef => ({
  id: plan.id,
  planVersion: plan.planVersion,
  name: plan.name,
  anchor: plan.anchor,
});

export async function planRefOf(db: Kysely<Database>, planId: number | null | undefined): Promise<VisitPlanRef | null> {
  if (planId === null || planId === undefined) return null;
  const plan = await createVisitPlanRepository(db).byId(planId);
  return plan ? planRef(plan) : null;
}
