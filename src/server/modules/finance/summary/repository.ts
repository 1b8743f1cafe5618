/**
 * Finance figures summed in SQL per project: earned = sum of accruals; invoiced = sum of the
 * lines of issued invoices (issued, partly paid, paid: never drafts or voids); received = sum
 * of submitted income; outstanding = invoiced − received; uninvoiced = earned − accruals on an
 * issued invoice (a draft's accruals are still uninvoiced).
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { ISSUED_INVOICE_STATUSES } from '../../../../shared/domain/finance/receivables';
import { containsIgnoringCase } from '../../../db/like';
import type { Database } from '../../../db/schema';

const num = (value: unknown) => Number(value ?? 0);
const issued = [...ISSUED_INVOICE_STATUSES];
type Eb = ExpressionBuilder<Database & { p: Database['project'] }, 'p'>;

/** The figures' sums of one project `p`, each a scalar subquery (null when nothing to sum). */
function sums(eb: Eb) {
  return [
    eb
      .selectFrom('financeAccrual as a')
      .select((e) => e.fn.sum<number>('a.amountFen').as('s'))
      .whereRef('a.projectId', '=', 'p.id')
      .as('earned'),
    eb
      .selectFrom('financeAccrual as a')
      .innerJoin('financeInvoice as i', 'i.id', 'a.invoiceId')
      .select((e) => e.fn.sum<number>('a.amountFen').as('s'))
      .whereRef('a.projectId', '=', 'p.id')
      .where('i.status', 'in', issued)
      .as('onInvoices'),
    eb
      .selectFrom('financeInvoiceLine as l')
      .innerJoin('financeInvoice as i', 'i.id', 'l.invoiceId')
      .select((e) => e.fn.sum<number>('l.amountFen').as('s'))
      .whereRef('i.projectId', '=', 'p.id')
      .where('i.status', 'in', issued)
      .as('invoiced'),
    eb
      .selectFrom('financeIncome as m')
      .select((e) => e.fn.sum<number>('m.amountFen').as('s'))
      .whereRef('m.projectId', '=', 'p.id')
      .where('m.status', '=', 'submitted')
      .as('received'),
  ] as const;
}

function figuresOf(db: Kysely<Database>) {
  return db
    .selectFrom('project as p')
    .leftJoin('financeSetting as st', 'st.projectId', 'p.id')
    .select((eb) => [
      'p.id as projectId',
      'p.name as projectName',
      eb.fn.coalesce('st.currency', sql<string>`'CNY'`).as('currency'),
      ...sums(eb),
    ]);
}

interface Sums {
  projectId: number;
  currency: string;
  earned: unknown;
  onInvoices: unknown;
  invoiced: unknown;
  received: unknown;
}
const shown = (row: Sums) => ({
  projectId: row.projectId,
  currency: row.currency,
  earnedFen: num(row.earned),
  invoicedFen: num(row.invoiced),
  receivedFen: num(row.received),
  outstandingFen: num(row.invoiced) - num(row.received),
  uninvoicedFen: num(row.earned) - num(row.onInvoices),
});

export async function projectFigures(db: Kysely<Database>, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  const rows = await figuresOf(db).where('p.id', 'in', projectIds).orderBy('p.id').execute();
  return rows.map(shown);
}

export interface DeskQuery {
  keyword?: string;
  order?: 'desc' | 'asc';
  offset: number;
  limit: number;
}

/**
 * The finance desk: every project whose team the user is on with a role there that opens its
 * receivables, with its figures, ordered by outstanding and paged, in one query (the total
 * counted by a window over the same rows).
 */
export async function deskPage(db: Kysely<Database>, userId: number, query: DeskQuery) {
  let visible = figuresOf(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('userProjectRole as upr')
        .innerJoin('rolePermission as rp', 'rp.roleId', 'upr.roleId')
        .select('upr.projectId')
        .whereRef('upr.projectId', '=', 'p.id')
        .where('upr.userId', '=', userId)
        .where('rp.scope', '=', 'project')
        .where('rp.kind', '=', 'page')
        .where('rp.name', '=', 'FinanceReceivables'),
    ),
  );
  const keyword = query.keyword?.trim();
  if (keyword) visible = visible.where((eb) => containsIgnoringCase(eb, db, 'p.name', keyword));
  const rows = await db
    .selectFrom(visible.as('f'))
    .selectAll('f')
    .select([
      sql<number | string>`coalesce(f.invoiced, 0) - coalesce(f.received, 0)`.as('outstanding'),
      sql<number | string>`count(*) over ()`.as('total'),
    ])
    .orderBy('outstanding', query.order ?? 'desc')
    .orderBy('f.projectId')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return {
    total: num(rows[0]?.total),
    rows: rows.map((row) => ({ ...shown(row), projectName: row.projectName })),
  };
}
