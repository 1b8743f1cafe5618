/** Research-fee expenses' SQL (api/finance/expenses.ts): the page, one row, the project's rate and totals. */
import type { Expense, ExpenseOptions } from '../../../../shared/api/finance/expenses';
import type { ExpenseType, FeeCategory } from '../../../../shared/domain/finance/codes';
import type { ExpenseStatus } from '../../../../shared/domain/finance/payables';
import type { Db } from '../../../db/database';

interface Page {
  offset: number;
  limit: number;
}

const columns = [
  'e.id',
  'e.projectId',
  'e.feeTypeId',
  'f.name as feeTypeName',
  'e.expenseType',
  'e.payee',
  'e.incurredOn',
  'e.amountFen',
  'e.managementFeeFen',
  'e.netFen',
  'e.status',
  'e.paidOn',
  'e.reference',
  'e.note',
  'e.createdBy',
  'e.createdAt',
  'e.updatedAt',
  'e.version',
] as const;

const expenses = (db: Db) =>
  db.selectFrom('financeExpense as e').innerJoin('financeFeeType as f', 'f.id', 'e.feeTypeId').select(columns);

const typed = (row: Awaited<ReturnType<ReturnType<typeof expenses>['executeTakeFirstOrThrow']>>): Expense => ({
  ...row,
  expenseType: row.expenseType as ExpenseType,
  status: row.status as ExpenseStatus,
});

export async function expensesPage(db: Db, projectId: number, query: Page & { status?: ExpenseStatus }) {
  let where = db.selectFrom('financeExpense as e').where('e.projectId', '=', projectId);
  if (query.status) where = where.where('e.status', '=', query.status);
  const { total } = await where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let list = expenses(db).where('e.projectId', '=', projectId);
  if (query.status) list = list.where('e.status', '=', query.status);
  const rows = await list.orderBy('e.id', 'desc').offset(query.offset).limit(query.limit).execute();
  return { rows: rows.map(typed), total: Number(total) };
}

export async function expenseById(db: Db, projectId: number, id: number): Promise<Expense | undefined> {
  const row = await expenses(db).where('e.projectId', '=', projectId).where('e.id', '=', id).executeTakeFirst();
  return row && typed(row);
}

/** The project's finance setting, or the defaults (CNY, no management fee) when none is kept. */
export async function financeSettingOf(db: Db, projectId: number) {
  const row = await db
    .selectFrom('financeSetting')
    .select(['currency', 'managementFeeBp'])
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row ?? { currency: 'CNY', managementFeeBp: 0 };
}

export async function activeFeeType(db: Db, id: number) {
  return db.selectFrom('financeFeeType').select(['id']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
}

export async function expenseOptions(db: Db, projectId: number): Promise<ExpenseOptions> {
  const setting = await financeSettingOf(db, projectId);
  const feeTypes = await db
    .selectFrom('financeFeeType')
    .select(['id', 'name', 'nameEn', 'category'])
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const sums = await db
    .selectFrom('financeExpense')
    .where('projectId', '=', projectId)
    .where('status', 'in', ['approving', 'approved', 'paid'])
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amountFen'), eb.lit(0)).as('amountFen'),
      eb.fn.coalesce(eb.fn.sum<number>('managementFeeFen'), eb.lit(0)).as('managementFeeFen'),
      eb.fn.coalesce(eb.fn.sum<number>('netFen'), eb.lit(0)).as('netFen'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('status', '=', 'paid').then(eb.ref('amountFen')).else(0).end()),
          eb.lit(0),
        )
        .as('paidFen'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...setting,
    feeTypes: feeTypes.map((type) => ({ ...type, category: type.category as FeeCategory })),
    totals: {
      amountFen: Number(sums.amountFen),
      managementFeeFen: Number(sums.managementFeeFen),
      netFen: Number(sums.netFen),
      paidFen: Number(sums.paidFen),
    },
  };
}
