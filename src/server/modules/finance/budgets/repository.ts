/**
 * All SQL of budgets and finance settings: tables finance_budget, finance_budget_line and
 * finance_setting (migration 038), and the project's published visit plan the grid follows.
 * Planned amounts and totals are computed here in SQL (64-bit products).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface BudgetLineRow {
  feeTypeId: number;
  basis: string;
  visitCode: string | null;
  activityType: string | null;
  unitFen: number;
  plannedUnits: number | null;
  note: string | null;
}

const planned = sql<string | number>`cast(l.unit_fen as bigint) * coalesce(l.planned_units, 0)`;

export function createBudgetRepository(db: Kysely<Database>) {
  const summaries = () =>
    db
      .selectFrom('financeBudget as b')
      .leftJoin('financeContract as c', 'c.id', 'b.contractId')
      .select([
        'b.id',
        'b.projectId',
        'b.revision',
        'b.status',
        'b.contractId',
        'c.number as contractNumber',
        'b.note',
        'b.publishedAt',
        'b.createdBy',
        'b.createdAt',
        'b.updatedAt',
        'b.version',
      ])
      .select(
        sql<
          string | number
        >`(select coalesce(sum(${planned}), 0) from finance_budget_line l where l.budget_id = b.id)`.as('plannedFen'),
      );

  return {
    list: (projectId: number) =>
      summaries().where('b.projectId', '=', projectId).orderBy('b.revision', 'desc').execute(),

    byId: (projectId: number, id: number) =>
      summaries().where('b.projectId', '=', projectId).where('b.id', '=', id).executeTakeFirst(),

    lines: (budgetId: number) =>
      db
        .selectFrom('financeBudgetLine as l')
        .select(['id', 'feeTypeId', 'basis', 'visitCode', 'activityType', 'unitFen', 'plannedUnits', 'sort', 'note'])
        .select(planned.as('plannedFen'))
        .where('budgetId', '=', budgetId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    totals: (budgetId: number) =>
      db
        .selectFrom('financeBudgetLine as l')
        .select(['feeTypeId', sql<string | number>`sum(${planned})`.as('plannedFen')])
        .where('budgetId', '=', budgetId)
        .groupBy('feeTypeId')
        .orderBy('feeTypeId')
        .execute(),

    feeTypes: () =>
      db
        .selectFrom('financeFeeType')
        .select(['id', 'code', 'name', 'nameEn', 'category', 'active'])
        .orderBy('sort')
        .orderBy('code')
        .execute(),

    publishedPlan: async (projectId: number) => {
      const plan = await db
        .selectFrom('visitPlan')
        .select(['id', 'planVersion', 'name'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!plan) return null;
      const visits = await db
        .selectFrom('visitPlanVisit')
        .select(['code', 'name', 'activities'])
        .where('planId', '=', plan.id)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return { ...plan, visits };
    },

    draftOf: (projectId: number) =>
      db
        .selectFrom('financeBudget')
        .select('id')
        .where('projectId', '=', projectId)
        .where('status', '=', 'draft')
        .executeTakeFirst(),

    publishedOf: (projectId: number) =>
      db
        .selectFrom('financeBudget')
        .select(['id', 'version'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .executeTakeFirst(),

    nextRevision: async (projectId: number) => {
      const row = await db
        .selectFrom('financeBudget')
        .select(sql<number>`coalesce(max(revision), 0) + 1`.as('next'))
        .where('projectId', '=', projectId)
        .executeTakeFirstOrThrow();
      return Number(row.next);
    },

    insert: async (
      values: { projectId: number; revision: number; contractId: number | null; note: string | null },
      createdBy: string,
      now: string,
    ) =>
      (
        await db
          .insertInto('financeBudget')
          .values({ ...values, status: 'draft', createdBy, createdAt: now, updatedAt: now, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    copyLines: async (fromBudgetId: number, toBudgetId: number) => {
      await sql`insert into finance_budget_line
          (budget_id, fee_type_id, basis, visit_code, activity_type, unit_fen, planned_units, sort, note)
        select ${toBudgetId}, fee_type_id, basis, visit_code, activity_type, unit_fen, planned_units, sort, note
        from finance_budget_line where budget_id = ${fromBudgetId}`.execute(db);
    },

    replaceLines: async (budgetId: number, lines: BudgetLineRow[]) => {
      await db.deleteFrom('financeBudgetLine').where('budgetId', '=', budgetId).execute();
      if (lines.length === 0) return;
      await db
        .insertInto('financeBudgetLine')
        .values(lines.map((line, sort) => ({ ...line, budgetId, sort: sort + 1 })))
        .execute();
    },

    /** Moves a row at `version` from status `from`; false when stale or in another status. */
    setStatus: async (
      id: number,
      version: number,
      from: string,
      set: { status?: string; note?: string | null; publishedAt?: string },
      now: string,
    ) => {
      const result = await db
        .updateTable('financeBudget')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    deleteDraft: async (id: number, version: number) => {
      await db.deleteFrom('financeBudgetLine').where('budgetId', '=', id).execute();
      const result = await db
        .deleteFrom('financeBudget')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    contractOf: (projectId: number, contractId: number) =>
      db
        .selectFrom('financeContract')
        .select(['id', 'status'])
        .where('projectId', '=', projectId)
        .where('id', '=', contractId)
        .executeTakeFirst(),

    setting: (projectId: number) =>
      db.selectFrom('financeSetting').selectAll().where('projectId', '=', projectId).executeTakeFirst(),

    insertSetting: async (values: {
      projectId: number;
      currency: string;
      managementFeeBp: number;
      holdbackBp: number;
      updatedBy: string;
      updatedAt: string;
    }) => {
      await db
        .insertInto('financeSetting')
        .values({ ...values, version: 1 })
        .execute();
    },

    updateSetting: async (
      projectId: number,
      version: number,
      set: { currency: string; managementFeeBp: number; holdbackBp: number; updatedBy: string; updatedAt: string },
    ) => {
      const result = await db
        .updateTable('financeSetting')
        .set({ ...set, version: version + 1 })
        .where('projectId', '=', projectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
