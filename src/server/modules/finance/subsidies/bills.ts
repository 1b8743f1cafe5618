/**
 * A subject's subsidy bill: made of all their unbilled dues (its amount their sum, in SQL), the
 * payee's name and account sealed with the patient field cipher, shown masked.
 */
import type { Transaction } from 'kysely';
import type { SubsidyBill, SubsidyBillSaveBody } from '../../../../shared/api/finance/subsidies';
import type { SubsidyStatus } from '../../../../shared/domain/finance/codes';
import { maskAccount, maskName } from '../../../../shared/domain/finance/payables';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import { type StoredBill, subjectOfProject } from './repository';

export const SUBSIDY_BILL_ENTITY = 'finance_subsidy_bill';

type Trx = Transaction<Database>;

/** A stored bill as the API shows it: payee details masked. */
export function shownBill(row: StoredBill, cipher: FieldCipher): SubsidyBill {
  const { payeeNameSealed, bankAccountSealed, ...rest } = row;
  const name = cipher.decryptOptional(payeeNameSealed);
  const account = cipher.decryptOptional(bankAccountSealed);
  return {
    ...rest,
    status: rest.status as SubsidyStatus,
    dueCount: Number(rest.dueCount ?? 0),
    payeeName: name === null ? null : maskName(name),
    bankAccount: account === null ? null : maskAccount(account),
  };
}

async function billSum(trx: Trx, billId: number) {
  const row = await trx
    .selectFrom('financeSubsidyDue')
    .where('billId', '=', billId)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amountFen'), eb.lit(0)).as('fen'),
      eb.fn.countAll<number>().as('n'),
    ])
    .executeTakeFirstOrThrow();
  return { fen: Number(row.fen), count: Number(row.n) };
}

export async function createBill(trx: Trx, body: SubsidyBillSaveBody, cipher: FieldCipher, actor: Actor) {
  if (!(await subjectOfProject(trx, body.projectId, body.subjectId)))
    throw fieldProblem('subjectId', { 'zh-CN': '受试者不存在', en: 'No such subject in this project' });
  const now = isoTime(actor.at);
  const fields = { bankName: body.bankName.trim(), note: cleanText(body.note) };
  const { id } = await trx
    .insertInto('financeSubsidyBill')
    .values({
      ...fields,
      projectId: body.projectId,
      subjectId: body.subjectId,
      payeeNameSealed: cipher.encrypt(body.payeeName.trim()),
      bankAccountSealed: cipher.encrypt(body.bankAccount.replace(/\s+/g, '')),
      createdBy: actor.actorName,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('financeSubsidyDue')
    .set({ billId: id })
    .where('projectId', '=', body.projectId)
    .where('subjectId', '=', body.subjectId)
    .where('billId', 'is', null)
    .execute();
  const sum = await billSum(trx, id);
  if (sum.count === 0 || sum.fen <= 0)
    throw fieldProblem('subjectId', {
      'zh-CN': '该受试者没有待生成的补助',
      en: 'Nothing owed to this subject to bill',
    });
  await trx.updateTable('financeSubsidyBill').set({ amountFen: sum.fen }).where('id', '=', id).execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'subsidyBill.create',
    entity: SUBSIDY_BILL_ENTITY,
    entityId: id,
    after: { subjectId: body.subjectId, amountFen: sum.fen, dues: sum.count, ...fields, payee: 'sealed' },
  });
  return { id, version: 1 };
}
