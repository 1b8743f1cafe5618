/**
 * The SQL of the finance reports: every amount a sum (or count) grouped in the database, over
 * the rows whose hospital day lies in [fromDay, toDay] (days compare as text). Month keys are
 * the day's first seven characters.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { ageingBounds } from '../../../../shared/domain/finance/report-period';

export interface Period {
  fromDay: string;
  toDay: string;
}

const ISSUED_INVOICE = ['issued', 'partlyPaid', 'paid'];
const num = (value: unknown) => Number(value ?? 0);
const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

export interface FeeTypeSums {
  feeTypeId: number;
  fen: number;
  fee?: number;
}

const sums = (rows: { feeTypeId: number; fen: unknown; fee?: unknown }[]): FeeTypeSums[] =>
  rows.map((row) => ({ feeTypeId: row.feeTypeId, fen: num(row.fen), fee: num(row.fee) }));

export function createReportRepository(db: Db) {
  return {
    feeTypes() {
      return db
        .selectFrom('financeFeeType')
        .select(['id', 'code', 'name', 'nameEn', 'category', 'active'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async currency(projectId: number) {
      const row = await db
        .selectFrom('financeSetting')
        .select('currency')
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      return row?.currency ?? 'CNY';
    },

    /** The first and last day of any of the project's finance rows the reports count. */
    async lifeOf(projectId: number): Promise<{ first: string | null; last: string | null }> {
      const days = db
        .selectFrom('financeAccrual')
        .select((eb) => eb.ref('earnedOn').$castTo<string | null>().as('day'))
        .where('projectId', '=', projectId)
        .union(db.selectFrom('financeInvoice').select('issuedOn as day').where('projectId', '=', projectId))
        .union(db.selectFrom('financeIncome').select('receivedOn as day').where('projectId', '=', projectId))
        .union(db.selectFrom('financeExpense').select('paidOn as day').where('projectId', '=', projectId))
        .union(db.selectFrom('financeSubsidyBill').select('issuedOn as day').where('projectId', '=', projectId));
      const row = await db
        .selectFrom(days.as('d'))
        .select((eb) => [eb.fn.min('d.day').as('first'), eb.fn.max('d.day').as('last')])
        .executeTakeFirst();
      return { first: row?.first ?? null, last: row?.last ?? null };
    },

    /** The published budget's planned amount (planned units × unit price) per fee type. */
    async planned(projectId: number) {
      const rows = await db
        .selectFrom('financeBudgetLine as l')
        .innerJoin('financeBudget as b', 'b.id', 'l.budgetId')
        .where('b.projectId', '=', projectId)
        .where('b.status', '=', 'published')
        .select(['l.feeTypeId', sql<number>`sum(l.unit_fen * coalesce(l.planned_units, 0))`.as('fen')])
        .groupBy('l.feeTypeId')
        .execute();
      return sums(rows);
    },

    async earned(projectId: number, period: Period) {
      const rows = await db
        .selectFrom('financeAccrual')
        .where('projectId', '=', projectId)
        .where('earnedOn', '>=', period.fromDay)
        .where('earnedOn', '<=', period.toDay)
        .select((eb) => ['feeTypeId', eb.fn.sum<number>('amountFen').as('fen')])
        .groupBy('feeTypeId')
        .execute();
      return sums(rows);
    },

    /** Lines of invoices issued in the period and not void (draft and void never count). */
    async invoiced(projectId: number, period: Period) {
      const rows = await db
        .selectFrom('financeInvoiceLine as l')
        .innerJoin('financeInvoice as i', 'i.id', 'l.invoiceId')
        .where('i.projectId', '=', projectId)
        .where('i.status', 'in', ISSUED_INVOICE)
        .where('i.issuedOn', '>=', period.fromDay)
        .where('i.issuedOn', '<=', period.toDay)
        .select((eb) => ['l.feeTypeId', eb.fn.sum<number>('l.amountFen').as('fen')])
        .groupBy('l.feeTypeId')
        .execute();
      return sums(rows);
    },

    /** Expenses paid in the period: gross (fen) and the management fee in it (fee). */
    async expenses(projectId: number, period: Period) {
      const rows = await db
        .selectFrom('financeExpense')
        .where('projectId', '=', projectId)
        .where('status', '=', 'paid')
        .where('paidOn', '>=', period.fromDay)
        .where('paidOn', '<=', period.toDay)
        .select((eb) => [
          'feeTypeId',
          eb.fn.sum<number>('amountFen').as('fen'),
          eb.fn.sum<number>('managementFeeFen').as('fee'),
        ])
        .groupBy('feeTypeId')
        .execute();
      return sums(rows);
    },

    /** Subsidy bills issued in the period, by the fee type of the budget lines their dues came from. */
    async subsidies(projectId: number, period: Period) {
      const rows = await db
        .selectFrom('financeSubsidyDue as d')
        .innerJoin('financeSubsidyBill as b', 'b.id', 'd.billId')
        .innerJoin('financeBudgetLine as l', 'l.id', 'd.budgetLineId')
        .where('b.projectId', '=', projectId)
        .where('b.status', '=', 'issued')
        .where('b.issuedOn', '>=', period.fromDay)
        .where('b.issuedOn', '<=', period.toDay)
        .select((eb) => ['l.feeTypeId', eb.fn.sum<number>('d.amountFen').as('fen')])
        .groupBy('l.feeTypeId')
        .execute();
      return sums(rows);
    },

    async received(projectId: number, period: Period) {
      const row = await db
        .selectFrom('financeIncome')
        .where('projectId', '=', projectId)
        .where('status', '=', 'submitted')
        .where('receivedOn', '>=', period.fromDay)
        .where('receivedOn', '<=', period.toDay)
        .select((eb) => eb.fn.sum<number>('amountFen').as('fen'))
        .executeTakeFirst();
      return num(row?.fen);
    },

    /** Per month: submitted income received, expenses paid, subsidy bills issued. */
    async flow(projectId: number, period: Period) {
      const [received, expenses, subsidies] = await Promise.all([
        db
          .selectFrom('financeIncome')
          .where('projectId', '=', projectId)
          .where('status', '=', 'submitted')
          .where('receivedOn', '>=', period.fromDay)
          .where('receivedOn', '<=', period.toDay)
          .select((eb) => [month('received_on').as('month'), eb.fn.sum<number>('amountFen').as('fen')])
          .groupBy(month('received_on'))
          .execute(),
        db
          .selectFrom('financeExpense')
          .where('projectId', '=', projectId)
          .where('status', '=', 'paid')
          .where('paidOn', '>=', period.fromDay)
          .where('paidOn', '<=', period.toDay)
          .select((eb) => [month('paid_on').as('month'), eb.fn.sum<number>('amountFen').as('fen')])
          .groupBy(month('paid_on'))
          .execute(),
        db
          .selectFrom('financeSubsidyBill')
          .where('projectId', '=', projectId)
          .where('status', '=', 'issued')
          .where('issuedOn', '>=', period.fromDay)
          .where('issuedOn', '<=', period.toDay)
          .select((eb) => [month('issued_on').as('month'), eb.fn.sum<number>('amountFen').as('fen')])
          .groupBy(month('issued_on'))
          .execute(),
      ]);
      const byMonth = (rows: { month: string; fen: unknown }[]) => new Map(rows.map((r) => [r.month, num(r.fen)]));
      return { received: byMonth(received), expenses: byMonth(expenses), subsidies: byMonth(subsidies) };
    },

    ...ageingQueries(db),

    /** Subsidy bills issued in the period per subject number: how many, how much. */
    async subsidiesBySubject(projectId: number, period: Period) {
      const rows = await db
        .selectFrom('financeSubsidyBill as b')
        .innerJoin('trialSubject as s', 's.id', 'b.subjectId')
        .where('b.projectId', '=', projectId)
        .where('b.status', '=', 'issued')
        .where('b.issuedOn', '>=', period.fromDay)
        .where('b.issuedOn', '<=', period.toDay)
        .select((eb) => [
          's.subjectNumber',
          eb.fn.countAll<number>().as('bills'),
          eb.fn.sum<number>('b.amountFen').as('amountFen'),
        ])
        .groupBy(['s.id', 's.subjectNumber'])
        .orderBy('s.subjectNumber')
        .execute();
      return rows.map((row) => ({
        subjectNumber: row.subjectNumber,
        bills: num(row.bills),
        amountFen: num(row.amountFen),
      }));
    },
  };
}

/**
 * Receivables on `asOf`: every invoice issued by then (and not void), its amount less the
 * submitted income received by then, when something is left; the bucket by its due day.
 */
function ageingQueries(db: Db) {
  const open = (projectId: number, asOf: string) => {
    const bounds = ageingBounds(asOf);
    const inner = db
      .selectFrom('financeInvoice as i')
      .where('i.projectId', '=', projectId)
      .where('i.status', 'in', ISSUED_INVOICE)
      .where('i.issuedOn', '<=', asOf)
      .select((eb) => [
        'i.id',
        'i.number',
        'i.payer',
        'i.issuedOn',
        'i.dueOn',
        'i.amountFen',
        eb(
          'i.amountFen',
          '-',
          eb.fn.coalesce(
            eb
              .selectFrom('financeIncome as m')
              .whereRef('m.invoiceId', '=', 'i.id')
              .where('m.status', '=', 'submitted')
              .where('m.receivedOn', '<=', asOf)
              .select((e) => e.fn.sum<number>('m.amountFen').as('s')),
            eb.lit(0),
          ),
        ).as('outstandingFen'),
        eb
          .case()
          .when(eb.or([eb('i.dueOn', 'is', null), eb('i.dueOn', '>', asOf)]))
          .then(sql.lit('notDue'))
          .when('i.dueOn', '>=', bounds.days0to30)
          .then(sql.lit('days0to30'))
          .when('i.dueOn', '>=', bounds.days31to60)
          .then(sql.lit('days31to60'))
          .when('i.dueOn', '>=', bounds.days61to90)
          .then(sql.lit('days61to90'))
          .else(sql.lit('over90'))
          .end()
          .$castTo<string>()
          .as('bucket'),
      ]);
    return db.selectFrom(inner.as('x')).where('x.outstandingFen', '>', 0);
  };
  return {
    ageingInvoices(projectId: number, asOf: string) {
      return open(projectId, asOf).selectAll().orderBy('x.dueOn').orderBy('x.id').execute();
    },
    ageingBuckets(projectId: number, asOf: string) {
      return open(projectId, asOf)
        .select((eb) => [
          'x.bucket',
          eb.fn.countAll<number>().as('invoices'),
          eb.fn.sum<number>('x.outstandingFen').as('fen'),
        ])
        .groupBy('x.bucket')
        .execute();
    },
  };
}
