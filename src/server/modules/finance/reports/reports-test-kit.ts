/**
 * The finance reports' server tests share these rows, written straight to the finance tables of
 * one project (each part writes them through its own endpoints elsewhere): a published budget,
 * accruals, invoices in every status with their lines and income, expenses and subsidy bills,
 * placed on both sides of the January 2026 period's bounds.
 */
import type { Db } from '../../../db/database';
import type { StaffTestApp } from '../../../staff-test-kit';
// direct import: the visits area's test plans (test support, not part of its index)
import { firstPlan, publishPlan } from '../../visits/subject-visits/subject-visits-kit';
import { enrolledSubject, publishTestBudget } from '../finance-test-kit';

const stamp = { createdBy: 'finance', createdAt: '2026-01-01T02:00:00.000Z', updatedAt: '2026-01-01T02:00:00.000Z' };

async function feeType(db: Db, code: string) {
  return (await db.selectFrom('financeFeeType').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

interface InvoiceRow {
  number: string;
  status: string;
  issuedOn: string | null;
  dueOn: string | null;
  lines: [string, number][];
}

async function invoice(db: Db, projectId: number, row: InvoiceRow) {
  const amountFen = row.lines.reduce((sum, [, fen]) => sum + fen, 0);
  const { id } = await db
    .insertInto('financeInvoice')
    .values({
      projectId,
      contractId: null,
      payer: '申办方甲',
      voidReason: null,
      note: null,
      amountFen,
      ...stamp,
      ...{ number: row.number, status: row.status, issuedOn: row.issuedOn, dueOn: row.dueOn },
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [code, fen] of row.lines)
    await db
      .insertInto('financeInvoiceLine')
      .values({
        invoiceId: id,
        accrualId: null,
        contractPaymentId: null,
        feeTypeId: await feeType(db, code),
        description: code,
        amountFen: fen,
      })
      .execute();
  return id;
}

async function income(
  db: Db,
  projectId: number,
  invoiceId: number,
  receivedOn: string,
  amountFen: number,
  status = 'submitted',
) {
  await db
    .insertInto('financeIncome')
    .values({
      projectId,
      invoiceId,
      receivedOn,
      amountFen,
      payer: '申办方甲',
      method: null,
      reference: null,
      status,
      submittedAt: null,
      note: null,
      ...stamp,
    })
    .execute();
  const received = await db
    .selectFrom('financeIncome')
    .select((eb) => eb.fn.sum<number>('amountFen').as('fen'))
    .where('invoiceId', '=', invoiceId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  await db
    .updateTable('financeInvoice')
    .set({ receivedFen: Number(received?.fen ?? 0) })
    .where('id', '=', invoiceId)
    .execute();
}

async function expense(
  db: Db,
  projectId: number,
  status: string,
  paidOn: string | null,
  amountFen: number,
  feeFen: number,
) {
  await db
    .insertInto('financeExpense')
    .values({
      projectId,
      feeTypeId: await feeType(db, 'research'),
      expenseType: 'investigatorFee',
      payee: '研究者',
      incurredOn: '2026-01-02',
      amountFen,
      managementFeeFen: feeFen,
      netFen: amountFen - feeFen,
      status,
      paidOn,
      reference: null,
      note: null,
      ...stamp,
    })
    .execute();
}

async function subsidyBill(
  db: Db,
  at: { projectId: number; subjectId: number; lineId: number },
  status: string,
  issuedOn: string | null,
  amountFen: number,
) {
  const { id } = await db
    .insertInto('financeSubsidyBill')
    .values({
      projectId: at.projectId,
      subjectId: at.subjectId,
      batchId: null,
      amountFen,
      status,
      payeeNameSealed: null,
      bankAccountSealed: null,
      bankName: null,
      issuedOn,
      issueReference: null,
      note: null,
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('financeSubsidyDue')
    .values({
      projectId: at.projectId,
      subjectId: at.subjectId,
      subjectVisitId: null,
      budgetLineId: at.lineId,
      amountFen,
      earnedOn: '2026-01-05',
      reversalOf: null,
      billId: id,
      createdBy: 'finance',
      createdAt: stamp.createdAt,
    })
    .execute();
}

async function accrual(db: Db, projectId: number, lineId: number, earnedOn: string, amountFen: number) {
  const line = await db
    .selectFrom('financeBudgetLine')
    .select('feeTypeId')
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('financeAccrual')
    .values({
      projectId,
      subjectId: null,
      subjectVisitId: null,
      budgetLineId: lineId,
      feeTypeId: line.feeTypeId,
      source: 'visit',
      activityType: null,
      amountFen,
      earnedOn,
      reversalOf: null,
      invoiceId: null,
      createdBy: 'finance',
      createdAt: stamp.createdAt,
    })
    .execute();
}

const INVOICES: InvoiceRow[] = [
  {
    number: 'INV-1',
    status: 'partlyPaid',
    issuedOn: '2026-01-10',
    dueOn: '2026-01-20',
    lines: [
      ['research', 500_00],
      ['examination', 120_50],
    ],
  },
  { number: 'INV-2', status: 'paid', issuedOn: '2026-01-31', dueOn: '2026-03-01', lines: [['research', 100_00]] },
  { number: 'INV-3', status: 'issued', issuedOn: '2026-02-01', dueOn: '2026-02-28', lines: [['research', 70_00]] },
  { number: 'INV-4', status: 'draft', issuedOn: null, dueOn: null, lines: [['research', 900_00]] },
  { number: 'INV-5', status: 'void', issuedOn: '2026-01-12', dueOn: '2026-01-20', lines: [['research', 800_00]] },
  { number: 'INV-6', status: 'issued', issuedOn: '2025-10-01', dueOn: '2025-11-01', lines: [['research', 11_00]] },
  { number: 'INV-7', status: 'issued', issuedOn: '2025-11-15', dueOn: '2025-12-01', lines: [['research', 22_00]] },
  { number: 'INV-8', status: 'issued', issuedOn: '2025-11-15', dueOn: '2025-12-02', lines: [['research', 33_00]] },
  { number: 'INV-9', status: 'issued', issuedOn: '2025-12-01', dueOn: '2026-01-01', lines: [['research', 44_00]] },
];

/**
 * The rows; in January 2026 (the expected figures are in the tests): planned research
 * 10,000.00 (10 × 1,000.00), subsidy 2,000.00 (10 × 200.00), examination 3,010.00 (20 × 150.50).
 */
export async function writeReportRows(t: StaffTestApp, projectId: number) {
  const db = t.db;
  await publishPlan(t, projectId, firstPlan);
  await publishTestBudget(
    db,
    projectId,
    [
      { fee: 'research', basis: 'visit', visitCode: 'V1', unitFen: 1_000_00, plannedUnits: 10 },
      { fee: 'subsidy', basis: 'visit', visitCode: 'V1', unitFen: 200_00, plannedUnits: 10 },
      { fee: 'examination', basis: 'procedure', activityType: 'lab', unitFen: 150_50, plannedUnits: 20 },
    ],
    '2025-12-01T02:00:00.000Z',
  );
  const lines = (
    await db
      .selectFrom('financeBudgetLine as l')
      .innerJoin('financeBudget as b', 'b.id', 'l.budgetId')
      .select('l.id')
      .where('b.projectId', '=', projectId)
      .where('b.status', '=', 'published')
      .orderBy('l.sort')
      .execute()
  ).map((l) => l.id);
  const [research = 0, subsidy = 0, lab = 0] = lines;
  await accrual(db, projectId, research, '2025-12-31', 1_000_00);
  await accrual(db, projectId, research, '2026-01-01', 1_000_00);
  await accrual(db, projectId, research, '2026-01-31', 1_000_00);
  await accrual(db, projectId, research, '2026-01-31', -1_000_00);
  await accrual(db, projectId, lab, '2026-01-15', 150_50);
  await accrual(db, projectId, lab, '2026-02-01', 150_50);

  const ids = new Map<string, number>();
  for (const row of INVOICES) ids.set(row.number, await invoice(db, projectId, row));
  await income(db, projectId, ids.get('INV-1') ?? 0, '2026-01-25', 300_00);
  await income(db, projectId, ids.get('INV-1') ?? 0, '2026-01-26', 50_00, 'saved');
  await income(db, projectId, ids.get('INV-2') ?? 0, '2026-02-01', 100_00);

  await expense(db, projectId, 'paid', '2026-01-31', 1_000_00, 100_00);
  await expense(db, projectId, 'approved', null, 500_00, 50_00);
  await expense(db, projectId, 'paid', '2026-02-01', 200_00, 20_00);

  const subjectId = await enrolledSubject(t, projectId, '2026-01-05');
  const at = { projectId, subjectId, lineId: subsidy };
  await subsidyBill(db, at, 'issued', '2026-01-31', 200_00);
  await subsidyBill(db, at, 'issued', '2026-01-01', 150_00);
  await subsidyBill(db, at, 'approved', null, 100_00);
  await subsidyBill(db, at, 'issued', '2026-02-01', 80_00);
  const subject = await db
    .selectFrom('trialSubject')
    .select('subjectNumber')
    .where('id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return { subjectNumber: subject.subjectNumber };
}
