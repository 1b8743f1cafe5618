/**
 * The finance demo's accruals: every done visit of the six demo lung-cancer projects priced by
 * the budget the budgets demo published, as the visit listener prices a visit recorded done
 * (what the sponsor owes, and the subsidy the subject is owed). Does nothing once accruals
 * exist or when no budget is published.
 */
import { accrueDoneVisit } from '../../modules/finance';
import { processActor } from '../../services/staff-write';
import type { Db } from '../database';

export async function loadFinanceAccrualDemo(db: Db, now: number): Promise<number> {
  if (await db.selectFrom('financeAccrual').select('id').limit(1).executeTakeFirst()) return 0;
  const projects = (await db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
  if (projects.length === 0) return 0;
  const visits = await db
    .selectFrom('subjectVisit')
    .select(['id', 'projectId', 'subjectId', 'visitCode', 'cycle', 'executedDate', 'activitiesDone'])
    .where('projectId', 'in', projects)
    .where('status', '=', 'done')
    .where('executedDate', 'is not', null)
    .orderBy('executedDate')
    .orderBy('id')
    .execute();
  const actor = processActor('system', now);
  let accrued = 0;
  await db.transaction().execute(async (trx) => {
    for (const visit of visits) {
      const result = await accrueDoneVisit(
        trx,
        {
          id: visit.id,
          projectId: visit.projectId,
          subjectId: visit.subjectId,
          visitCode: visit.visitCode,
          cycle: visit.cycle,
          executedDate: visit.executedDate ?? '',
          activitiesDone: JSON.parse(visit.activitiesDone) as string[],
        },
        actor,
      );
      accrued += result.accruals;
    }
  });
  return accrued;
}
