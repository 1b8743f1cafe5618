/**
 * Accruals from visits: the finance area's listener on the visits area's events (registered in
 * finance/routes.ts). It runs inside the visit write's transaction, so what it inserts commits
 * or rolls back with the visit.
 *
 * - 'done': the visit is priced by the budget in force on its executed day
 *   (shared/domain/finance/accrual.ts); one accrual per priced line, and one subject subsidy due
 *   per subsidy line priced per visit. No budget published: nothing accrues.
 * - 'undone': every accrual and due of the visit not yet reversed gets its negative row
 *   (`reversal_of`); money rows are never edited or deleted.
 *
 * The audit row (entity 'finance_accrual', financeAccrual.accrue / financeAccrual.reverse) is
 * written only when rows were inserted, next to the visit's own.
 */
import type { Transaction } from 'kysely';
import { budgetInForce, priceVisit } from '../../../../shared/domain/finance/accrual';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import type { VisitEvent } from '../../visits';

export const ACCRUAL_ENTITY = 'finance_accrual';

type Trx = Transaction<Database>;

async function pricedLines(trx: Trx, projectId: number, executedDate: string) {
  const budgets = await trx
    .selectFrom('financeBudget')
    .select(['id', 'status', 'publishedAt'])
    .where('projectId', '=', projectId)
    .execute();
  const budgetId = budgetInForce(budgets, executedDate);
  if (budgetId === null) return null;
  const lines = await trx
    .selectFrom('financeBudgetLine as l')
    .innerJoin('financeFeeType as f', 'f.id', 'l.feeTypeId')
    .select(['l.id', 'l.feeTypeId', 'f.category', 'l.basis', 'l.visitCode', 'l.activityType', 'l.unitFen'])
    .where('l.budgetId', '=', budgetId)
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  return { budgetId, lines };
}

/** Accrues one done visit; returns how much was earned and owed (fen). */
export async function accrueDoneVisit(trx: Trx, visit: VisitEvent['visit'], actor: Actor) {
  const priced = await pricedLines(trx, visit.projectId, visit.executedDate);
  const { accruals, dues } = priceVisit(priced?.lines ?? null, visit);
  const stamp = { createdBy: actor.actorName, createdAt: isoTime(actor.at), earnedOn: visit.executedDate };
  const where = { projectId: visit.projectId, subjectId: visit.subjectId, subjectVisitId: visit.id };
  if (accruals.length > 0)
    await trx
      .insertInto('financeAccrual')
      .values(accruals.map((accrual) => ({ ...where, ...stamp, ...accrual })))
      .execute();
  if (dues.length > 0)
    await trx
      .insertInto('financeSubsidyDue')
      .values(dues.map((due) => ({ ...where, ...stamp, ...due })))
      .execute();
  const earnedFen = accruals.reduce((sum, row) => sum + row.amountFen, 0);
  const owedFen = dues.reduce((sum, row) => sum + row.amountFen, 0);
  return { budgetId: priced?.budgetId ?? null, accruals: accruals.length, dues: dues.length, earnedFen, owedFen };
}

/** Reverses the visit's accruals and dues not reversed yet; returns how much was reversed (fen). */
export async function reverseVisit(trx: Trx, visit: VisitEvent['visit'], actor: Actor, day: string) {
  const stamp = { createdBy: actor.actorName, createdAt: isoTime(actor.at), earnedOn: day };
  const accruals = await trx
    .selectFrom('financeAccrual as a')
    .selectAll('a')
    .where('a.subjectVisitId', '=', visit.id)
    .where('a.reversalOf', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('financeAccrual as r').select('r.id').whereRef('r.reversalOf', '=', 'a.id'))),
    )
    .orderBy('a.id')
    .execute();
  const dues = await trx
    .selectFrom('financeSubsidyDue as d')
    .selectAll('d')
    .where('d.subjectVisitId', '=', visit.id)
    .where('d.reversalOf', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('financeSubsidyDue as r').select('r.id').whereRef('r.reversalOf', '=', 'd.id'))),
    )
    .orderBy('d.id')
    .execute();
  if (accruals.length > 0)
    await trx
      .insertInto('financeAccrual')
      .values(
        accruals.map((row) => ({
          projectId: row.projectId,
          subjectId: row.subjectId,
          subjectVisitId: row.subjectVisitId,
          budgetLineId: row.budgetLineId,
          feeTypeId: row.feeTypeId,
          source: row.source,
          activityType: row.activityType,
          amountFen: -row.amountFen,
          reversalOf: row.id,
          ...stamp,
        })),
      )
      .execute();
  if (dues.length > 0)
    await trx
      .insertInto('financeSubsidyDue')
      .values(
        dues.map((row) => ({
          projectId: row.projectId,
          subjectId: row.subjectId,
          subjectVisitId: row.subjectVisitId,
          budgetLineId: row.budgetLineId,
          amountFen: -row.amountFen,
          reversalOf: row.id,
          ...stamp,
        })),
      )
      .execute();
  const reversedFen = accruals.reduce((sum, row) => sum + row.amountFen, 0);
  const owedFen = dues.reduce((sum, row) => sum + row.amountFen, 0);
  return { accruals: accruals.length, dues: dues.length, reversedFen, owedFen };
}

/** The listener registered with the visits area (`onVisitEvent('finance', …)`). */
export async function onFinanceVisitEvent(trx: Trx, event: VisitEvent): Promise<void> {
  const { visit, actor } = event;
  const audit = { ...auditActor(actor), entity: ACCRUAL_ENTITY, entityId: visit.id };
  const before = { subjectVisitId: visit.id, subjectId: visit.subjectId, visitCode: visit.visitCode };
  if (event.kind === 'done') {
    const result = await accrueDoneVisit(trx, visit, actor);
    if (result.accruals + result.dues > 0)
      await appendAudit(trx, { ...audit, action: 'financeAccrual.accrue', after: { ...before, ...result } });
    return;
  }
  const result = await reverseVisit(trx, visit, actor, hospitalDay(actor.at));
  if (result.accruals + result.dues > 0)
    await appendAudit(trx, { ...audit, action: 'financeAccrual.reverse', after: { ...before, ...result } });
}
