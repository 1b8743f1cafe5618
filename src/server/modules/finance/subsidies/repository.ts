/**
 * Subject subsidies' SQL (api/finance/subsidies.ts): what subjects are owed and not yet billed,
 * the bills (payee details as stored, sealed), the batches, and one subject's subsidies. Every
 * amount is summed in SQL.
 */
import type { OwedSubject, SubsidyDue } from '../../../../shared/api/finance/subsidies';
import type { SubsidyBatch } from '../../../../shared/api/finance/subsidy-batches';
import type { SubsidyStatus } from '../../../../shared/domain/finance/codes';
import type { Db } from '../../../db/database';

interface Page {
  offset: number;
  limit: number;
}

/** Dues with their visit, oldest first; unbilled ones of `subjectIds`, or those of one bill. */
export async function duesOf(db: Db, projectId: number, where: { subjectIds: number[] } | { billId: number }) {
  let query = db
    .selectFrom('financeSubsidyDue as d')
    .leftJoin('subjectVisit as v', 'v.id', 'd.subjectVisitId')
    .select(['d.id', 'd.subjectId', 'd.billId', 'v.visitCode', 'v.name as visitName', 'd.earnedOn', 'd.amountFen'])
    .select((eb) => eb('d.reversalOf', 'is not', null).as('reversal'))
    .where('d.projectId', '=', projectId);
  if ('billId' in where) query = query.where('d.billId', '=', where.billId);
  else {
    if (where.subjectIds.length === 0) return [];
    query = query.where('d.billId', 'is', null).where('d.subjectId', 'in', where.subjectIds);
  }
  const rows = await query.orderBy('d.earnedOn').orderBy('d.id').execute();
  return rows.map((row) => ({ ...row, reversal: Boolean(row.reversal) }));
}

const asDue = ({ subjectId: _s, billId: _b, ...due }: Awaited<ReturnType<typeof duesOf>>[number]): SubsidyDue => due;

export async function owedPage(db: Db, projectId: number, page: Page) {
  const owed = db
    .selectFrom('financeSubsidyDue as d')
    .innerJoin('trialSubject as s', 's.id', 'd.subjectId')
    .where('d.projectId', '=', projectId)
    .where('d.billId', 'is', null);
  const { total } = await owed
    .select((eb) => eb.fn.count<number>('d.subjectId').distinct().as('total'))
    .executeTakeFirstOrThrow();
  const subjects = await owed
    .select(['d.subjectId', 's.subjectNumber', 's.initials'])
    .select((eb) => [
      eb.fn.sum<number>('d.amountFen').as('amountFen'),
      eb.fn.min<string>('d.earnedOn').as('firstEarnedOn'),
      eb.fn.max<string>('d.earnedOn').as('lastEarnedOn'),
    ])
    .groupBy(['d.subjectId', 's.subjectNumber', 's.initials'])
    .orderBy('s.subjectNumber')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const dues = await duesOf(db, projectId, { subjectIds: subjects.map((s) => s.subjectId) });
  const rows: OwedSubject[] = subjects.map((subject) => ({
    ...subject,
    amountFen: Number(subject.amountFen),
    dues: dues.filter((due) => due.subjectId === subject.subjectId).map(asDue),
  }));
  return { rows, total: Number(total) };
}

export interface BillFilters {
  status?: SubsidyStatus;
  subjectId?: number;
  batchId?: number;
}

const billRows = (db: Db) =>
  db
    .selectFrom('financeSubsidyBill as b')
    .innerJoin('trialSubject as s', 's.id', 'b.subjectId')
    .leftJoin('financeSubsidyBatch as t', 't.id', 'b.batchId')
    .select([
      'b.id',
      'b.projectId',
      'b.subjectId',
      's.subjectNumber',
      'b.batchId',
      't.number as batchNumber',
      'b.amountFen',
      'b.status',
      'b.payeeNameSealed',
      'b.bankAccountSealed',
      'b.bankName',
      'b.issuedOn',
      'b.issueReference',
      'b.note',
      'b.createdBy',
      'b.createdAt',
      'b.updatedAt',
      'b.version',
    ])
    .select((eb) =>
      eb
        .selectFrom('financeSubsidyDue as d')
        .whereRef('d.billId', '=', 'b.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('dueCount'),
    );

export type StoredBill = Awaited<ReturnType<ReturnType<typeof billRows>['executeTakeFirstOrThrow']>>;

export async function billsPage(db: Db, projectId: number, query: Page & BillFilters) {
  const filtered = <Q extends ReturnType<typeof billRows>>(q: Q) => {
    let out = q.where('b.projectId', '=', projectId);
    if (query.status) out = out.where('b.status', '=', query.status);
    if (query.subjectId) out = out.where('b.subjectId', '=', query.subjectId);
    if (query.batchId) out = out.where('b.batchId', '=', query.batchId);
    return out as Q;
  };
  let count = db.selectFrom('financeSubsidyBill as b').where('b.projectId', '=', projectId);
  if (query.status) count = count.where('b.status', '=', query.status);
  if (query.subjectId) count = count.where('b.subjectId', '=', query.subjectId);
  if (query.batchId) count = count.where('b.batchId', '=', query.batchId);
  const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered(billRows(db)).orderBy('b.id', 'desc').offset(query.offset).limit(query.limit).execute();
  return { rows, total: Number(total) };
}

export async function billById(db: Db, projectId: number, id: number) {
  return billRows(db).where('b.projectId', '=', projectId).where('b.id', '=', id).executeTakeFirst();
}

export async function billsOfSubject(db: Db, projectId: number, subjectId: number) {
  return billRows(db)
    .where('b.projectId', '=', projectId)
    .where('b.subjectId', '=', subjectId)
    .orderBy('b.id', 'desc')
    .execute();
}

const batchRows = (db: Db) =>
  db
    .selectFrom('financeSubsidyBatch as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('financeSubsidyBill as b')
        .whereRef('b.batchId', '=', 't.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('billCount'),
    );

const typedBatch = (row: Awaited<ReturnType<ReturnType<typeof batchRows>['executeTakeFirstOrThrow']>>) =>
  ({ ...row, status: row.status as SubsidyStatus, billCount: Number(row.billCount ?? 0) }) satisfies SubsidyBatch;

export async function batchesPage(db: Db, projectId: number, query: Page & { status?: SubsidyStatus }) {
  let count = db.selectFrom('financeSubsidyBatch').where('projectId', '=', projectId);
  let list = batchRows(db).where('t.projectId', '=', projectId);
  if (query.status) {
    count = count.where('status', '=', query.status);
    list = list.where('t.status', '=', query.status);
  }
  const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await list.orderBy('t.id', 'desc').offset(query.offset).limit(query.limit).execute();
  return { rows: rows.map(typedBatch), total: Number(total) };
}

export async function batchById(db: Db, projectId: number, id: number) {
  const row = await batchRows(db).where('t.projectId', '=', projectId).where('t.id', '=', id).executeTakeFirst();
  return row && typedBatch(row);
}

/** A subject's subsidies: unbilled dues, bills not yet paid out, and what was paid out, each summed in SQL. */
export async function subjectTotals(db: Db, projectId: number, subjectId: number) {
  const owed = await db
    .selectFrom('financeSubsidyDue')
    .where('projectId', '=', projectId)
    .where('subjectId', '=', subjectId)
    .where('billId', 'is', null)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountFen'), eb.lit(0)).as('fen'))
    .executeTakeFirstOrThrow();
  const bills = await db
    .selectFrom('financeSubsidyBill')
    .where('projectId', '=', projectId)
    .where('subjectId', '=', subjectId)
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('status', '=', 'issued').then(0).else(eb.ref('amountFen')).end()),
          eb.lit(0),
        )
        .as('billedFen'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('status', '=', 'issued').then(eb.ref('amountFen')).else(0).end()),
          eb.lit(0),
        )
        .as('paidFen'),
    ])
    .executeTakeFirstOrThrow();
  return { owedFen: Number(owed.fen), billedFen: Number(bills.billedFen), paidFen: Number(bills.paidFen) };
}

export async function subjectOfProject(db: Db, projectId: number, subjectId: number) {
  return db
    .selectFrom('trialSubject')
    .select(['id', 'subjectNumber'])
    .where('projectId', '=', projectId)
    .where('id', '=', subjectId)
    .executeTakeFirst();
}
