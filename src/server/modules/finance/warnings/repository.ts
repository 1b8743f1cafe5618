/**
 * The SQL of early warnings (migrations 039, 042): the rules, the facts they test, the warnings
 * raised, and the page's reads and writes (a project's rules, its warnings paged, a resolution
 * by hand).
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export interface Candidate {
  recordKind: string;
  recordId: number;
  /** The facts the rule tests, kept with the warning. */
  detail: Record<string, string | number>;
}

export interface WarningRuleFields {
  kind: string;
  threshold: number;
  active: number;
}

export interface WarningPageFilters {
  state: 'open' | 'resolved' | 'all';
  kind?: string;
  offset: number;
  limit: number;
}

const WARNING_COLUMNS = [
  'w.id',
  'w.ruleId',
  'w.projectId',
  'r.kind',
  'r.threshold',
  'w.recordKind',
  'w.recordId',
  'w.detail',
  'w.raisedAt',
  'w.resolvedAt',
  'w.resolvedBy',
  'w.resolution',
] as const;

export function createWarningRepository(db: Db) {
  return {
    activeRules() {
      return db
        .selectFrom('financeWarningRule')
        .select(['id', 'projectId', 'kind', 'threshold', 'updatedAt'])
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
    },

    rulesOf(projectId: number) {
      return db.selectFrom('financeWarningRule').selectAll().where('projectId', '=', projectId).orderBy('id').execute();
    },

    ruleById(projectId: number, id: number) {
      return db
        .selectFrom('financeWarningRule')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async ruleOfKind(projectId: number, kind: string): Promise<number | null> {
      const row = await db
        .selectFrom('financeWarningRule')
        .select('id')
        .where('projectId', '=', projectId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async insertRule(projectId: number, fields: WarningRuleFields, by: string, now: string): Promise<number> {
      const row = await db
        .insertInto('financeWarningRule')
        .values({ projectId, ...fields, createdBy: by, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a rule at `version`; false when someone changed it first. */
    async updateRule(id: number, version: number, fields: Partial<WarningRuleFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('financeWarningRule')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A page of the project's warnings, newest first, with the total. */
    async page(projectId: number, filters: WarningPageFilters) {
      let query = db
        .selectFrom('financeWarning as w')
        .innerJoin('financeWarningRule as r', 'r.id', 'w.ruleId')
        .where('w.projectId', '=', projectId);
      if (filters.state === 'open') query = query.where('w.resolvedAt', 'is', null);
      if (filters.state === 'resolved') query = query.where('w.resolvedAt', 'is not', null);
      if (filters.kind !== undefined) query = query.where('r.kind', '=', filters.kind);
      const rows = await query
        .select([...WARNING_COLUMNS, sql<number | string>`count(*) over ()`.as('total')])
        .orderBy('w.raisedAt', 'desc')
        .orderBy('w.id', 'desc')
        .offset(filters.offset)
        .limit(filters.limit)
        .execute();
      // As the other lists: a page past the last row answers no rows and a total of 0.
      return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
    },

    warningById(projectId: number, id: number) {
      return db
        .selectFrom('financeWarning as w')
        .innerJoin('financeWarningRule as r', 'r.id', 'w.ruleId')
        .select(WARNING_COLUMNS)
        .where('w.projectId', '=', projectId)
        .where('w.id', '=', id)
        .executeTakeFirst();
    },

    /** Resolves an open warning by hand; false when it was resolved first. */
    async resolveByHand(id: number, by: string, resolution: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('financeWarning')
        .set({ resolvedAt: now, resolvedBy: by, resolution })
        .where('id', '=', id)
        .where('resolvedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Resolves a rule's open warnings by hand (the rule was turned off); answers their ids. */
    async resolveOpenOfRule(ruleId: number, by: string, resolution: string, now: string): Promise<number[]> {
      const rows = await db
        .updateTable('financeWarning')
        .set({ resolvedAt: now, resolvedBy: by, resolution })
        .where('ruleId', '=', ruleId)
        .where('resolvedAt', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * The records whose warning someone resolved by hand since the rule last changed: the job
     * leaves them be while the rule still holds for them.
     */
    handResolved(ruleId: number, since: string) {
      return db
        .selectFrom('financeWarning')
        .select(['recordKind', 'recordId'])
        .where('ruleId', '=', ruleId)
        .where('resolvedBy', 'is not', null)
        .where('resolvedAt', '>=', since)
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

    /** Who is told of a project's warnings: its team members whose role there opens its warnings page. */
    async financeReaders(projectId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userProjectRole as u')
        .innerJoin('rolePermission as p', 'p.roleId', 'u.roleId')
        .select('u.userId')
        .distinct()
        .where('u.projectId', '=', projectId)
        .where('p.scope', '=', 'project')
        .where('p.kind', '=', 'page')
        .where('p.name', '=', 'FinanceWarnings')
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
