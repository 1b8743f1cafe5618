/** The SQL of early warnings (migration 039): the rules, the facts they test, the warnings raised. */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export interface Candidate {
  recordKind: string;
  recordId: number;
  /** The facts the rule tests, kept with the warning. */
  detail: Record<string, string | number>;
}

export function createWarningRepository(db: Db) {
  return {
    activeRules() {
      return db
        .selectFrom('financeWarningRule')
        .select(['id', 'projectId', 'kind', 'threshold'])
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
    },

    /** Earned (all accruals) and planned (the published budget's lines) of a project, in fen. */
    async budgetOf(projectId: number): Promise<{ earnedFen: number; plannedFen: number }> {
      const earned = await db
        .selectFrom('financeAccrual')
        .select(sql<number>`coalesce(sum(amount_fen), 0)`.as('fen'))
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      const planned = await db
        .selectFrom('financeBudgetLine as l')
        .innerJoin('financeBudget as b', 'b.id', 'l.budgetId')
        .select(sql<number>`coalesce(sum(l.unit_fen * coalesce(l.planned_units, 0)), 0)`.as('fen'))
        .where('b.projectId', '=', projectId)
        .where('b.status', '=', 'published')
        .executeTakeFirst();
      return { earnedFen: Number(earned?.fen ?? 0), plannedFen: Number(planned?.fen ?? 0) };
    },

    openInvoices(projectId: number) {
      return db
        .selectFrom('financeInvoice')
        .select(['id', 'number', 'dueOn'])
        .where('projectId', '=', projectId)
        .where('status', 'in', ['issued', 'partlyPaid'])
        .where('dueOn', 'is not', null)
        .execute();
    },

    /** Dues a subject is still owed: not reversed, and not in a bill paid out. */
    unpaidDues(projectId: number) {
      return db
        .selectFrom('financeSubsidyDue as d')
        .leftJoin('financeSubsidyBill as b', 'b.id', 'd.billId')
        .select(['d.id', 'd.earnedOn', 'd.amountFen'])
        .where('d.projectId', '=', projectId)
        .where('d.amountFen', '>', 0)
        .where((eb) => eb.or([eb('b.id', 'is', null), eb('b.status', '!=', 'issued')]))
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('financeSubsidyDue as r').select('r.id').whereRef('r.reversalOf', '=', 'd.id')),
          ),
        )
        .execute();
    },

    approvedContracts(projectId: number) {
      return db
        .selectFrom('financeContract')
        .select(['id', 'number', 'endsOn'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'approved')
        .where('endsOn', 'is not', null)
        .execute();
    },

    openWarnings(ruleId: number) {
      return db
        .selectFrom('financeWarning')
        .select(['id', 'recordKind', 'recordId'])
        .where('ruleId', '=', ruleId)
        .where('resolvedAt', 'is', null)
        .execute();
    },

    async raise(rule: { id: number; projectId: number }, candidate: Candidate, now: string): Promise<number> {
      const row = await db
        .insertInto('financeWarning')
        .values({
          ruleId: rule.id,
          projectId: rule.projectId,
          recordKind: candidate.recordKind,
          recordId: candidate.recordId,
          detail: JSON.stringify(candidate.detail),
          raisedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async resolve(ids: number[], now: string): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('financeWarning').set({ resolvedAt: now }).where('id', 'in', ids).execute();
    },

    /** Who is told of a project's warnings: its team members whose role there opens its budget. */
    async financeReaders(projectId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userProjectRole as u')
        .innerJoin('rolePermission as p', 'p.roleId', 'u.roleId')
        .select('u.userId')
        .distinct()
        .where('u.projectId', '=', projectId)
        .where('p.scope', '=', 'project')
        .where('p.kind', '=', 'page')
        .where('p.name', '=', 'FinanceBudget')
        .execute();
      return rows.map((row) => row.userId);
    },

    async notify(userIds: number[], projectId: number, title: string, body: string, now: string): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('staffNotice')
        .values(
          userIds.map((userId) => ({
            userId,
            projectId,
            kind: 'financeWarning',
            subjectVisitId: null,
            title,
            body,
            dueDate: null,
            createdAt: now,
            readAt: null,
          })),
        )
        .execute();
    },
  };
}
