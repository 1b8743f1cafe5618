/**
 * Income writes, each one transaction with its version check and audit row (entity
 * 'finance_income': financeIncome.create / update / submit). Income is saved against an issued
 * invoice of the project or none; submitting it counts it as received: the invoice's received
 * amount is recomputed in SQL in the same transaction and its status follows (partly paid,
 * paid). More than the invoice's amount is refused, and nothing is written.
 */
import type { Transaction } from 'kysely';
import type { IncomeSaveBody, IncomeSubmitBody } from '../../../../shared/api/finance/income';
import { formatFen } from '../../../../shared/domain/money';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { recomputeInvoice } from './repository';

export const INCOME_ENTITY = 'finance_income';
type Trx = Transaction<Database>;

const overPaid = (leftFen: number) =>
  fieldProblem('amountFen', {
    'zh-CN': `超过发票未到账金额（${formatFen(leftFen)}）`,
    en: `More than the ${formatFen(leftFen)} still due on the invoice`,
  });

/** The invoice income may be recorded against: issued or partly paid, of the project. */
async function openInvoice(trx: Trx, projectId: number, invoiceId: number) {
  const invoice = await trx
    .selectFrom('financeInvoice')
    .select(['id', 'status', 'amountFen', 'receivedFen'])
    .where('projectId', '=', projectId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice || (invoice.status !== 'issued' && invoice.status !== 'partlyPaid'))
    throw fieldProblem('invoiceId', {
      'zh-CN': '只能登记到本项目已开具且未结清的发票',
      en: 'Only an issued invoice of this project not yet paid',
    });
  return invoice;
}

async function storedIncome(trx: Trx, projectId: number, id: number, version: number) {
  const row = await trx
    .selectFrom('financeIncome')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound({ 'zh-CN': '到账记录不存在', en: 'No such income in this project' });
  if (row.version !== version) throw staleVersion();
  if (row.status !== 'saved') throw badRequest({ 'zh-CN': '到账已提交', en: 'The income is already submitted' });
  return row;
}

async function save(trx: Trx, body: IncomeSaveBody, actor: Actor) {
  if (body.invoiceId !== undefined) {
    const invoice = await openInvoice(trx, body.projectId, body.invoiceId);
    const left = Number(invoice.amountFen) - Number(invoice.receivedFen);
    if (body.amountFen > left) throw overPaid(left);
  }
  const at = isoTime(actor.at);
  const fields = {
    invoiceId: body.invoiceId ?? null,
    receivedOn: body.receivedOn,
    amountFen: body.amountFen,
    payer: body.payer.trim(),
    method: cleanText(body.method),
    reference: cleanText(body.reference),
    note: cleanText(body.note),
  };
  const audit = { ...auditActor(actor), entity: INCOME_ENTITY };
  if (body.id === undefined) {
    const { id } = await trx
      .insertInto('financeIncome')
      .values({ projectId: body.projectId, ...fields, createdBy: actor.actorName, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, { ...audit, action: 'financeIncome.create', entityId: id, after: fields });
    return { id, version: 1 };
  }
  const before = await storedIncome(trx, body.projectId, body.id, body.version ?? 0);
  const result = await trx
    .updateTable('financeIncome')
    .set({ ...fields, updatedAt: at, version: before.version + 1 })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
  await appendAudit(trx, {
    ...audit,
    action: 'financeIncome.update',
    entityId: before.id,
    before: { invoiceId: before.invoiceId, amountFen: before.amountFen, receivedOn: before.receivedOn },
    after: fields,
  });
  return { id: before.id, version: before.version + 1 };
}

async function submit(trx: Trx, body: IncomeSubmitBody, actor: Actor) {
  const before = await storedIncome(trx, body.projectId, body.id, body.version);
  if (before.invoiceId !== null) await openInvoice(trx, body.projectId, before.invoiceId);
  const at = isoTime(actor.at);
  const result = await trx
    .updateTable('financeIncome')
    .set({ status: 'submitted', submittedAt: at, updatedAt: at, version: before.version + 1 })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .where('status', '=', 'saved')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
  let invoice: { status: string; receivedFen: number } | null = null;
  if (before.invoiceId !== null) {
    const totals = await recomputeInvoice(trx, before.invoiceId);
    if (totals.receivedFen > totals.amountFen)
      throw overPaid(totals.amountFen - (totals.receivedFen - Number(before.amountFen)));
    const status = totals.receivedFen === totals.amountFen ? 'paid' : 'partlyPaid';
    await trx
      .updateTable('financeInvoice')
      .set((eb) => ({ status, updatedAt: at, version: eb('version', '+', 1) }))
      .where('id', '=', before.invoiceId)
      .execute();
    invoice = { status, receivedFen: totals.receivedFen };
  }
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'financeIncome.submit',
    entity: INCOME_ENTITY,
    entityId: before.id,
    before: { status: before.status },
    after: { status: 'submitted', amountFen: before.amountFen, invoiceId: before.invoiceId, invoice },
  });
  return { id: before.id, version: before.version + 1 };
}

export function createIncomeService(db: Db) {
  return {
    save: (body: IncomeSaveBody, actor: Actor) => db.transaction().execute((trx) => save(trx, body, actor)),
    submit: (body: IncomeSubmitBody, actor: Actor) => db.transaction().execute((trx) => submit(trx, body, actor)),
  };
}
