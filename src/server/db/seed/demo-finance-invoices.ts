/**
 * The finance demo's invoices, one in each PaymentStatus on the first demo project: a draft, an
 * issued one not yet due, one partly paid, one paid, one overdue (issued, due 45 days ago, so the
 * invoice-overdue warning finds it) and a void one, each billing a payment of the project's
 * approved agreement or its visits' research fees, with income recorded against the paid ones.
 * Amounts and received sums are the sums of the lines and submitted income, as the invoice
 * writes keep them. Does nothing once invoices exist or without the approved agreement.
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import type { Db } from '../database';

type Status = 'draft' | 'issued' | 'partlyPaid' | 'paid' | 'overdue' | 'void';
/** Status, days issued before today, payment term in days, line amount in fen, received in fen. */
const INVOICES: [Status, number, number, number, number][] = [
  ['paid', 120, 30, 6_000_000, 6_000_000],
  ['partlyPaid', 20, 60, 4_800_000, 2_000_000],
  ['overdue', 75, 30, 3_600_000, 0],
  ['issued', 10, 30, 2_450_000, 0],
  ['void', 60, 30, 1_000_000, 0],
  ['draft', 0, 30, 1_280_000, 0],
];

export async function loadFinanceInvoiceDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('financeInvoice').select('id').limit(1).executeTakeFirst()) return false;
  const contract = await db
    .selectFrom('financeContract')
    .select(['id', 'projectId', 'sponsor'])
    .where('kind', '=', 'agreement')
    .where('status', '=', 'approved')
    .orderBy('projectId')
    .orderBy('id')
    .executeTakeFirst();
  const feeType = await db
    .selectFrom('financeFeeType')
    .select('id')
    .where('category', '=', 'research')
    .orderBy('id')
    .executeTakeFirst();
  if (!contract || !feeType) return false;
  const first = await db
    .selectFrom('financeContractPayment')
    .select(['id', 'name'])
    .where('contractId', '=', contract.id)
    .orderBy('sort')
    .executeTakeFirst();
  const today = hospitalDay(now);
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, [status, issuedBefore, term, amountFen, receivedFen]] of INVOICES.entries()) {
      const issuedOn = status === 'draft' ? null : addDays(today, -issuedBefore);
      const { id } = await trx
        .insertInto('financeInvoice')
        .values({
          projectId: contract.projectId,
          contractId: contract.id,
          number: `INV-2026-${String(index + 1).padStart(4, '0')}`,
          payer: contract.sponsor,
          // Overdue is never stored: an issued invoice past its due day.
          status: status === 'overdue' ? 'issued' : status,
          issuedOn,
          dueOn: issuedOn ? addDays(issuedOn, term) : addDays(today, term),
          amountFen,
          receivedFen,
          voidReason: status === 'void' ? '开票信息有误，已重开' : null,
          note: null,
          createdBy: 'finance',
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fromSchedule = index === 0 && first;
      await trx
        .insertInto('financeInvoiceLine')
        .values({
          invoiceId: id,
          accrualId: null,
          contractPaymentId: fromSchedule ? first.id : null,
          feeTypeId: feeType.id,
          description: fromSchedule ? first.name : `受试者访视研究费（第${index}批）`,
          amountFen,
        })
        .execute();
      if (receivedFen > 0 && issuedOn)
        await trx
          .insertInto('financeIncome')
          .values({
            projectId: contract.projectId,
            invoiceId: id,
            receivedOn: addDays(issuedOn, 20),
            amountFen: receivedFen,
            payer: contract.sponsor,
            method: '银行转账',
            reference: `HK-${String(index + 1).padStart(6, '0')}`,
            status: 'submitted',
            submittedAt: at,
            note: null,
            createdBy: 'finance',
            createdAt: at,
            updatedAt: at,
          })
          .execute();
    }
  });
  return true;
}
