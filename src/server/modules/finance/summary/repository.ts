/**
 * Finance figures summed in SQL per project: earned = sum of accruals; invoiced = sum of the
 * lines of issued invoices (issued, partly paid, paid: never drafts or voids); received = sum
 * of submitted income; outstanding = invoiced − received; uninvoiced = earned − accruals on an
 * issued invoice (a draft's accruals are still uninvoiced).
 */
import { type Kysely, sql } from 'kysely';
import { ISSUED_INVOICE_STATUSES } from '../../../../shared/domain/finance/receivables';
import type { Database } from '../../../db/schema';

const num = (value: unknown) => Number(value ?? 0);

export async function projectFigures(db: Kysely<Database>, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectFrom('project as p')
    .leftJoin('financeSetting as st', 'st.projectId', 'p.id')
    .where('p.id', 'in', projectIds)
    .select((eb) => [
      'p.id as projectId',
      eb.fn.coalesce('st.currency', sql<string>`'CNY'`).as('currency'),
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
        .where('i.status', 'in', [...ISSUED_INVOICE_STATUSES])
        .as('onInvoices'),
      eb
        .selectFrom('financeInvoiceLine as l')
        .innerJoin('financeInvoice as i', 'i.id', 'l.invoiceId')
        .select((e) => e.fn.sum<number>('l.amountFen').as('s'))
        .whereRef('i.projectId', '=', 'p.id')
        .where('i.status', 'in', [...ISSUED_INVOICE_STATUSES])
        .as('invoiced'),
      eb
        .selectFrom('financeIncome as m')
        .select((e) => e.fn.sum<number>('m.amountFen').as('s'))
        .whereRef('m.projectId', '=', 'p.id')
        .where('m.status', '=', 'submitted')
        .as('received'),
    ])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    projectId: row.projectId,
    currency: row.currency,
    earnedFen: num(row.earned),
    invoicedFen: num(row.invoiced),
    receivedFen: num(row.received),
    outstandingFen: num(row.invoiced) - num(row.received),
    uninvoicedFen: num(row.earned) - num(row.onInvoices),
  }));
}
