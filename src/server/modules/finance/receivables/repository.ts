/**
 * Receivables SQL: accruals with what they are on, invoices with their holdback, income, and
 * the invoice totals recomputed from their rows (amount = sum of lines, received = sum of
 * submitted income), always in the caller's transaction.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { QueryOf } from '../../../../shared/api/contract/endpoint';
import type { accrualListEndpoint } from '../../../../shared/api/finance/receivables';
import { type IncomeStatus, type PaymentStatus, invoiceStatusOn } from '../../../../shared/domain/finance/codes';
import { ISSUED_INVOICE_STATUSES } from '../../../../shared/domain/finance/receivables';
import { applyRate } from '../../../../shared/domain/money';
import type { Database } from '../../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;
interface Page {
  offset: number;
  limit: number;
}
const num = (value: unknown) => Number(value ?? 0);

export async function accrualsPage(db: Q, projectId: number, query: QueryOf<typeof accrualListEndpoint> & Page) {
  let base = db
    .selectFrom('financeAccrual as a')
    .innerJoin('financeFeeType as f', 'f.id', 'a.feeTypeId')
    .leftJoin('trialSubject as s', 's.id', 'a.subjectId')
    .leftJoin('subjectVisit as v', 'v.id', 'a.subjectVisitId')
    .leftJoin('financeInvoice as i', 'i.id', 'a.invoiceId')
    .where('a.projectId', '=', projectId);
  // Invoiced = on an issued invoice; a draft's accruals are still uninvoiced (as in the figures).
  if (query.invoiced === 'invoiced') base = base.where('i.status', 'in', [...ISSUED_INVOICE_STATUSES]);
  if (query.invoiced === 'uninvoiced')
    base = base.where((eb) => eb.or([eb('a.invoiceId', 'is', null), eb('i.status', '=', 'draft')]));
  if (query.feeTypeId) base = base.where('a.feeTypeId', '=', query.feeTypeId);
  if (query.subjectId) base = base.where('a.subjectId', '=', query.subjectId);
  if (query.from) base = base.where('a.earnedOn', '>=', query.from);
  if (query.to) base = base.where('a.earnedOn', '<=', query.to);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      'a.id',
      'a.subjectId',
      's.subjectNumber',
      'v.visitCode',
      'v.cycle',
      'a.feeTypeId',
      'f.name as feeTypeName',
      'a.source',
      'a.activityType',
      'a.amountFen',
      'a.earnedOn',
      'a.reversalOf',
      'a.invoiceId',
      'i.number as invoiceNumber',
      'i.status as invoiceStatus',
    ])
    .orderBy('a.earnedOn', 'desc')
    .orderBy('a.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return {
    total: num(total?.n),
    rows: rows.map(({ invoiceStatus, ...row }) => ({
      ...row,
      subjectNumber: row.subjectNumber ?? null,
      visitCode: row.visitCode ?? null,
      cycle: row.cycle ?? null,
      invoiceNumber: invoiceStatus === 'draft' ? null : (row.invoiceNumber ?? null),
    })),
  };
}

const invoiceColumns = [
  'i.id',
  'i.projectId',
  'i.contractId',
  'i.number',
  'i.payer',
  'i.status',
  'i.issuedOn',
  'i.dueOn',
  'i.amountFen',
  'i.receivedFen',
  'i.voidReason',
  'i.note',
  'i.createdBy',
  'i.createdAt',
  'i.updatedAt',
  'i.version',
] as const;

function invoiceRows(db: Q, projectId: number) {
  return db
    .selectFrom('financeInvoice as i')
    .leftJoin('financeContract as c', 'c.id', 'i.contractId')
    .leftJoin('financeSetting as st', 'st.projectId', 'i.projectId')
    .where('i.projectId', '=', projectId)
    .select(invoiceColumns)
    .select((eb) => [
      eb.fn.coalesce('c.holdbackBp', 'st.holdbackBp', sql<number>`0`).as('holdbackBp'),
      eb
        .selectFrom('financeInvoiceLine as l')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('l.invoiceId', '=', 'i.id')
        .as('lineCount'),
    ]);
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['executeTakeFirstOrThrow']>>;

/** An invoice as shown: number hidden while a draft, overdue derived, holdback and payable now. */
function shownInvoice({ holdbackBp, lineCount, ...row }: InvoiceRow, today: string) {
  const holdbackFen = applyRate(num(row.amountFen), num(holdbackBp));
  return {
    ...row,
    status: row.status as PaymentStatus,
    amountFen: num(row.amountFen),
    receivedFen: num(row.receivedFen),
    number: row.status === 'draft' ? null : row.number,
    shownStatus: invoiceStatusOn(row, today),
    holdbackFen,
    payableNowFen: num(row.amountFen) - holdbackFen,
    lineCount: num(lineCount),
  };
}

export async function invoicesPage(db: Q, projectId: number, query: { status?: string } & Page, today: string) {
  let base = invoiceRows(db, projectId);
  if (query.status === 'overdue')
    base = base.where('i.status', 'in', ['issued', 'partlyPaid']).where('i.dueOn', '<', today);
  else if (query.status) base = base.where('i.status', '=', query.status);
  const all = await base.orderBy('i.id', 'desc').execute();
  const rows = all.slice(query.offset, query.offset + query.limit).map((row) => shownInvoice(row, today));
  return { total: all.length, rows };
}

export async function invoiceDetail(db: Q, projectId: number, id: number, today: string) {
  const row = await invoiceRows(db, projectId).where('i.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom('financeInvoiceLine')
    .select(['id', 'accrualId', 'contractPaymentId', 'feeTypeId', 'description', 'amountFen'])
    .where('invoiceId', '=', id)
    .orderBy('id')
    .execute();
  return { ...shownInvoice(row, today), lines };
}

/** Sets the invoice's amount and received amount from its rows, in SQL; answers both. */
export async function recomputeInvoice(trx: Q, id: number) {
  await trx
    .updateTable('financeInvoice')
    .set((eb) => ({
      amountFen: eb.fn.coalesce(
        eb
          .selectFrom('financeInvoiceLine as l')
          .select((e) => e.fn.sum<number>('l.amountFen').as('s'))
          .whereRef('l.invoiceId', '=', 'financeInvoice.id'),
        sql<number>`0`,
      ),
      receivedFen: eb.fn.coalesce(
        eb
          .selectFrom('financeIncome as m')
          .select((e) => e.fn.sum<number>('m.amountFen').as('s'))
          .whereRef('m.invoiceId', '=', 'financeInvoice.id')
          .where('m.status', '=', 'submitted'),
        sql<number>`0`,
      ),
    }))
    .where('id', '=', id)
    .execute();
  const row = await trx
    .selectFrom('financeInvoice')
    .select(['amountFen', 'receivedFen', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { amountFen: num(row.amountFen), receivedFen: num(row.receivedFen), status: row.status };
}

export async function incomePage(db: Q, projectId: number, query: { invoiceId?: number } & Page) {
  let base = db
    .selectFrom('financeIncome as m')
    .leftJoin('financeInvoice as i', 'i.id', 'm.invoiceId')
    .where('m.projectId', '=', projectId);
  if (query.invoiceId) base = base.where('m.invoiceId', '=', query.invoiceId);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('m')
    .select('i.number as invoiceNumber')
    .orderBy('m.receivedOn', 'desc')
    .orderBy('m.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return {
    total: num(total?.n),
    rows: rows.map((row) => ({ ...row, status: row.status as IncomeStatus, invoiceNumber: row.invoiceNumber ?? null })),
  };
}
