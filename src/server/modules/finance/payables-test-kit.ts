/**
 * For the payables tests: what a subject is owed, inserted as the accrual of completed visits
 * would (a published budget with a subsidy line per visit), the project's management-fee
 * rate, and the coordinator allowed to start approvals (the demo's one investigator and one
 * finance officer then decide every step, as nobody decides an approval they started).
 */
import type { Db } from '../../db/database';
import { type StaffTestApp, signatureOf } from '../../staff-test-kit';

const AT = '2026-01-05T02:00:00.000Z';

async function subsidyLine(db: Db, projectId: number): Promise<number> {
  const feeType = await db
    .selectFrom('financeFeeType')
    .select('id')
    .where('category', '=', 'subsidy')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const budget = await db
    .insertInto('financeBudget')
    .values({
      projectId,
      revision: 1,
      status: 'published',
      publishedAt: AT,
      contractId: null,
      note: null,
      createdBy: 'test',
      createdAt: AT,
      updatedAt: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('financeBudgetLine')
    .values({ budgetId: budget.id, feeTypeId: feeType.id, basis: 'visit', visitCode: 'C1D1', unitFen: 20_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return line.id;
}

/** Dues of one subject (amounts in fen, one per visit day), on one budget line per project. */
export async function owe(db: Db, projectId: number, subjectId: number, amounts: number[], firstDay = '2025-12-01') {
  const existing = await db
    .selectFrom('financeBudgetLine as l')
    .innerJoin('financeBudget as b', 'b.id', 'l.budgetId')
    .select('l.id')
    .where('b.projectId', '=', projectId)
    .executeTakeFirst();
  const budgetLineId = existing?.id ?? (await subsidyLine(db, projectId));
  const ids: number[] = [];
  for (const [index, amountFen] of amounts.entries()) {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    const { id } = await db
      .insertInto('financeSubsidyDue')
      .values({
        projectId,
        subjectId,
        subjectVisitId: null,
        budgetLineId,
        amountFen,
        earnedOn: day,
        reversalOf: null,
        billId: null,
        createdBy: 'test',
        createdAt: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/** `count` new enrolled subjects of a project. */
export async function subjectsOf(db: Db, projectId: number, count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { id } = await db
      .insertInto('trialSubject')
      .values({
        projectId,
        subjectNumber: `S-FIN-${String(n).padStart(3, '0')}`,
        seq: 9000 + n,
        initials: 'Z*',
        status: 'enrolled',
        screeningDate: '2025-11-20',
        enrolledDate: '2025-12-01',
        createdAt: AT,
        updatedAt: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

export async function setManagementFee(db: Db, projectId: number, managementFeeBp: number) {
  await db
    .insertInto('financeSetting')
    .values({ projectId, managementFeeBp, updatedBy: 'test', updatedAt: AT })
    .onConflict((oc) => oc.column('projectId').doUpdateSet({ managementFeeBp }))
    .execute();
}

/** Lets the coordinator role write and start expenses (it submits subsidy batches already). */
export async function coordinatorStartsApprovals(db: Db) {
  const role = await db.selectFrom('role').select('id').where('code', '=', 'coordinator').executeTakeFirstOrThrow();
  const grants = [
    ['page', 'FinanceExpenses'],
    ['button', 'expense:edit'],
    ['button', 'expense:submit'],
  ] as const;
  await db
    .insertInto('rolePermission')
    .values(grants.map(([kind, name]) => ({ roleId: role.id, scope: 'project', kind, name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The approval step waiting for `as`, decided with their signature. */
export async function decideMine(t: StaffTestApp, as: string, decision: 'approve' | 'reject', comment?: string) {
  const mine = await t.get('/api/bpm/task/mine', as);
  const [task] = mine.json().data as { taskId: number }[];
  if (!task) throw new Error(`no approval step waiting for ${as}`);
  return decideTask(t, as, task.taskId, decision, comment);
}

export async function decideTask(
  t: StaffTestApp,
  as: string,
  taskId: number,
  decision: 'approve' | 'reject',
  comment?: string,
  signature?: unknown,
) {
  const meaning = decision === 'approve' ? 'reviewer-approves' : 'reviewer-rejects';
  const signed = signature ?? { ...(await signatureOf(t, as)), meaning };
  return t.post('/api/bpm/task/decide', { taskId, decision, comment, signature: signed }, as);
}
