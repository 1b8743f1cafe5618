/**
 * An invoice draft's lines: uninvoiced accruals of the project and schedule payments of its
 * contracts not on another non-void invoice. The accruals point at the invoice; the amount is
 * recomputed from the lines in SQL.
 */
import type { Transaction } from 'kysely';
import type { InvoiceSaveBody } from '../../../../shared/api/finance/receivables';
import type { Database } from '../../../db/schema';
import { fieldProblem } from '../../../services/staff-write';
import { recomputeInvoice } from './repository';

type Trx = Transaction<Database>;

async function accrualLines(trx: Trx, body: InvoiceSaveBody, invoiceId: number | null) {
  if (new Set(body.accrualIds).size !== body.accrualIds.length)
    throw fieldProblem('accrualIds', { 'zh-CN': '应收记录重复', en: 'An accrual is listed twice' });
  if (body.accrualIds.length === 0) return [];
  const rows = await trx
    .selectFrom('financeAccrual as a')
    .innerJoin('financeFeeType as f', 'f.id', 'a.feeTypeId')
    .leftJoin('subjectVisit as v', 'v.id', 'a.subjectVisitId')
    .leftJoin('trialSubject as s', 's.id', 'a.subjectId')
    .select([
      'a.id',
      'a.feeTypeId',
      'a.amountFen',
      'a.invoiceId',
      'a.activityType',
      'f.name',
      'v.visitCode',
      'v.cycle',
      's.subjectNumber',
    ])
    .where('a.projectId', '=', body.projectId)
    .where('a.id', 'in', body.accrualIds)
    .execute();
  const taken = rows.find((row) => row.invoiceId !== null && row.invoiceId !== invoiceId);
  if (rows.length !== body.accrualIds.length || taken)
    throw fieldProblem('accrualIds', {
      'zh-CN': '所选应收已开票或不属于本项目',
      en: 'An accrual chosen is already invoiced or not of this project',
    });
  return rows.map((row) => ({
    accrualId: row.id,
    contractPaymentId: null,
    feeTypeId: row.feeTypeId,
    amountFen: row.amountFen,
    description: [row.subjectNumber, row.visitCode && `${row.visitCode}#${row.cycle}`, row.name, row.activityType]
      .filter(Boolean)
      .join(' '),
  }));
}

async function paymentLines(trx: Trx, body: InvoiceSaveBody, invoiceId: number | null) {
  if (body.paymentIds.length === 0) return [];
  const rows = await trx
    .selectFrom('financeContractPayment as p')
    .innerJoin('financeContract as c', 'c.id', 'p.contractId')
    .select(['p.id', 'p.name', 'p.amountFen', 'c.number'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('financeInvoiceLine as l')
            .innerJoin('financeInvoice as i', 'i.id', 'l.invoiceId')
            .select('l.id')
            .whereRef('l.contractPaymentId', '=', 'p.id')
            .where('i.status', '!=', 'void')
            .where('i.id', '!=', invoiceId ?? 0),
        )
        .as('taken'),
    )
    .where('c.projectId', '=', body.projectId)
    .where('p.id', 'in', body.paymentIds)
    .execute();
  if (rows.length !== new Set(body.paymentIds).size || rows.some((row) => Boolean(row.taken)))
    throw fieldProblem('paymentIds', {
      'zh-CN': '所选合同付款节点已开票或不属于本项目',
      en: 'A schedule payment chosen is already invoiced or not of this project',
    });
  const fee = await trx
    .selectFrom('financeFeeType')
    .select('id')
    .where('category', '=', 'research')
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  return rows.map((row) => ({
    accrualId: null,
    contractPaymentId: row.id,
    feeTypeId: fee.id,
    amountFen: Number(row.amountFen),
    description: `${row.number} ${row.name}`,
  }));
}

export async function replaceLines(trx: Trx, body: InvoiceSaveBody, invoiceId: number) {
  const lines = [...(await accrualLines(trx, body, invoiceId)), ...(await paymentLines(trx, body, invoiceId))];
  await trx.updateTable('financeAccrual').set({ invoiceId: null }).where('invoiceId', '=', invoiceId).execute();
  await trx.deleteFrom('financeInvoiceLine').where('invoiceId', '=', invoiceId).execute();
  if (lines.length > 0) {
    await trx
      .insertInto('financeInvoiceLine')
      .values(lines.map((line) => ({ ...line, invoiceId })))
      .execute();
    const accrualIds = lines.flatMap((line) => (line.accrualId === null ? [] : [line.accrualId]));
    if (accrualIds.length > 0)
      await trx.updateTable('financeAccrual').set({ invoiceId }).where('id', 'in', accrualIds).execute();
  }
  return recomputeInvoice(trx, invoiceId);
}
