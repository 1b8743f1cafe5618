/** The subject visit tests' plans: activity and visit specs and a publish that goes straight through the repository. */
import type { PlanVisitSpec } from '../../../../shared/domain/visits/schedule';
import type { StaffTestApp } from '../../../staff-test-kit';
import { createVisitPlanRepository } from '../plans/repository';

export const lab = { type: 'lab', name: '血常规' };
export const dosing = { type: 'dosing', name: '研究药物给药' };
export const spec = (code: string, fields: Partial<PlanVisitSpec>): PlanVisitSpec => ({
  code,
  name: code,
  groupName: null,
  sort: 0,
  dayOffset: 0,
  windowBefore: 0,
  windowAfter: 0,
  repeat: null,
  activities: [lab],
  ...fields,
});

/** Publishes a version of the project's plan (the previous one retires), straight through the repository. */
export async function publishPlan(t: StaffTestApp, projectId: number, visits: PlanVisitSpec[]) {
  const now = new Date(t.clock()).toISOString();
  return t.db.transaction().execute(async (trx) => {
    const plans = createVisitPlanRepository(trx);
    const { id, planVersion } = await plans.insertDraft(
      projectId,
      { name: '主方案', anchor: 'enrolment', note: null },
      now,
    );
    await plans.replaceContent(id, {
      groups: ['筛选期', '治疗期'],
      visits: visits.map((visit, index) => ({ ...visit, groupIndex: index === 0 ? 0 : 1 })),
    });
    await plans.retirePublished(projectId, now);
    await plans.publish(id, 1, now);
    return { id, planVersion };
  });
}

export const firstPlan = [
  spec('V1', { name: '基线访视' }),
  spec('C', {
    name: '治疗周期',
    dayOffset: 7,
    windowBefore: 2,
    windowAfter: 2,
    repeat: { every: 21, unit: 'day', times: 3 },
    activities: [lab, dosing],
  }),
  spec('FU', { name: '随访', dayOffset: 90, windowBefore: 7, windowAfter: 7 }),
];
