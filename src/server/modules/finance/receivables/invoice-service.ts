/**
 * Invoice writes (SUITE.md 'Writes'), each one transaction with its version check and its audit
 * row (entity 'finance_invoice': financeInvoice.create / update / delete / issue / void).
 *
 * - A draft's lines are uninvoiced accruals of the project and schedule payments of its
 *   contracts not on another non-void invoice; the accruals point at the invoice while it is
 *   not void (an accrual is on one non-void invoice only: the line's unique accrual and these
 *   checks). The amount is then recomputed from the lines in SQL.
 * - Issuing gives the number (unique per project) and the day; voiding (no income received)
 *   keeps the lines' amounts but frees the accruals.
 */
import type { Transaction } from 'kysely';
import type {
  InvoiceIssueBody,
  InvoiceSaveBody,
  InvoiceVoidBody,
  RowRefBody,
} from '../../../../shared/api/finance/receivables';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { replaceLines } from './invoice-lines';
import { recomputeInvoice } from './repository';

export const INVOICE_ENTITY = 'finance_invoice';
type Trx = Transaction<Database>;

async function storedInvoice(trx: Trx, projectId: number, id: number, version: number) {
  const row = await trx
    .selectFrom('financeInvoice')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound({ 'zh-CN': '发票不存在', en: 'No such invoice in this project' });
  if (row.version !== version) throw staleVersion();
  return row;
}

async function bump(trx: Trx, id: number, version: number, change: Record<string, unknown>, at: string) {
  const result = await trx
    .updateTable('financeInvoice')
    .set({ ...change, updatedAt: at, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
}

async function checkContract(trx: Trx, projectId: number, contractId: number | undefined) {
  if (contractId === undefined) return null;
  const found = await trx
    .selectFrom('financeContract')
    .select('id')
    .where('projectId', '=', projectId)
    .where('id', '=', contractId)
    .executeTakeFirst();
  if (!found) throw fieldProblem('contractId', { 'zh-CN': '合同不存在', en: 'No such contract in this project' });
  return contractId;
}

async function save(trx: Trx, body: InvoiceSaveBody, actor: Actor) {
  const at = isoTime(actor.at);
  const fields = {
    contractId: await checkContract(trx, body.projectId, body.contractId),
    payer: body.payer.trim(),
    dueOn: body.dueOn ?? null,
    note: cleanText(body.note),
  };
  const audit = { ...auditActor(actor), entity: INVOICE_ENTITY };
  if (body.id === undefined) {
    const { id } = await trx
      .insertInto('financeInvoice')
      .values({
        projectId: body.projectId,
        number: `draft-${crypto.randomUUID()}`,
        ...fields,
        createdBy: actor.actorName,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('financeInvoice')
      .set({ number: `draft-${id}` })
      .where('id', '=', id)
      .execute();
    const totals = await replaceLines(trx, body, id);
    await appendAudit(trx, {
      ...audit,
      action: 'financeInvoice.create',
      entityId: id,
      after: { ...fields, ...totals },
    });
    return { id, version: 1 };
  }
  const before = await storedInvoice(trx, body.projectId, body.id, body.version ?? 0);
  if (before.status !== 'draft')
    throw badRequest({ 'zh-CN': '只能修改草稿发票', en: 'Only a draft invoice can be changed' });
  await bump(trx, before.id, before.version, fields, at);
  const totals = await replaceLines(trx, body, before.id);
  await appendAudit(trx, {
    ...audit,
    action: 'financeInvoice.update',
    entityId: before.id,
    before: { payer: before.payer, dueOn: before.dueOn, amountFen: before.amountFen },
    after: { ...fields, ...totals },
  });
  return { id: before.id, version: before.version + 1 };
}

export function createInvoiceService(db: Db) {
  return {
    save: (body: InvoiceSaveBody, actor: Actor) => db.transaction().execute((trx) => save(trx, body, actor)),

    remove: (body: RowRefBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const before = await storedInvoice(trx, body.projectId, body.id, body.version);
        if (before.status !== 'draft')
          throw badRequest({ 'zh-CN': '只能删除草稿发票', en: 'Only a draft invoice can be deleted' });
        await trx.updateTable('financeAccrual').set({ invoiceId: null }).where('invoiceId', '=', before.id).execute();
        await trx.deleteFrom('financeInvoiceLine').where('invoiceId', '=', before.id).execute();
        await trx
          .deleteFrom('financeInvoice')
          .where('id', '=', before.id)
          .where('version', '=', before.version)
          .execute();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeInvoice.delete',
          entity: INVOICE_ENTITY,
          entityId: before.id,
          before: { payer: before.payer, amountFen: before.amountFen },
        });
        return { id: before.id, version: before.version };
      }),

    issue: (body: InvoiceIssueBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const before = await storedInvoice(trx, body.projectId, body.id, body.version);
        if (before.status !== 'draft') throw badRequest({ 'zh-CN': '发票已开具', en: 'The invoice is already issued' });
        const { amountFen } = await recomputeInvoice(trx, before.id);
        if (amountFen <= 0)
          throw badRequest({ 'zh-CN': '发票金额须大于零', en: 'The invoice amount must be more than zero' });
        const number = body.number.trim();
        const clash = await trx
          .selectFrom('financeInvoice')
          .select('id')
          .where('projectId', '=', body.projectId)
          .where('number', '=', number)
          .where('id', '!=', before.id)
          .executeTakeFirst();
        if (clash || number.startsWith('draft-'))
          throw fieldProblem('number', {
            'zh-CN': '发票号已被使用',
            en: 'That invoice number is already used in this project',
          });
        if (before.dueOn !== null && before.dueOn < body.issuedOn)
          throw fieldProblem('issuedOn', { 'zh-CN': '开具日期不能晚于到期日', en: 'Cannot be after the due day' });
        const change = { status: 'issued', number, issuedOn: body.issuedOn };
        await bump(trx, before.id, before.version, change, isoTime(actor.at));
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeInvoice.issue',
          entity: INVOICE_ENTITY,
          entityId: before.id,
          before: { status: before.status },
          after: { ...change, amountFen },
        });
        return { id: before.id, version: before.version + 1 };
      }),

    void: (body: InvoiceVoidBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const before = await storedInvoice(trx, body.projectId, body.id, body.version);
        if (before.status === 'draft' || before.status === 'void')
          throw badRequest({ 'zh-CN': '只能作废已开具的发票', en: 'Only an issued invoice can be voided' });
        const { receivedFen } = await recomputeInvoice(trx, before.id);
        if (receivedFen > 0)
          throw badRequest({
            'zh-CN': '发票已有到账，不能作废',
            en: 'Income was received against it: it cannot be voided',
          });
        const change = { status: 'void', voidReason: body.reason.trim() };
        await bump(trx, before.id, before.version, change, isoTime(actor.at));
        await trx
          .updateTable('financeInvoiceLine')
          .set({ accrualId: null })
          .where('invoiceId', '=', before.id)
          .execute();
        await trx.updateTable('financeAccrual').set({ invoiceId: null }).where('invoiceId', '=', before.id).execute();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeInvoice.void',
          entity: INVOICE_ENTITY,
          entityId: before.id,
          before: { status: before.status },
          after: change,
        });
        return { id: before.id, version: before.version + 1 };
      }),
  };
}
