/**
 * Subject subsidy writes (SUITE.md 'Writes'), each in one transaction with its audit row
 * (entity 'finance_subsidy_bill': subsidyBill.create/delete/reveal; 'finance_subsidy_batch':
 * subsidyBatch.create/submit/issue and the approval's end approve/reject/withdraw). The payee's
 * name and account are sealed with the patient field cipher: never in an audit row or a log.
 */
import type { Transaction } from 'kysely';
import type { SubsidyBillSaveBody, SubsidyRefBody } from '../../../../shared/api/finance/subsidies';
import type { SubsidyBatchSaveBody, SubsidyIssueBody } from '../../../../shared/api/finance/subsidy-batches';
import { FINANCE_WORKFLOWS, type SubsidyStatus } from '../../../../shared/domain/finance/codes';
import { SUBSIDY_BATCH } from '../../../../shared/domain/finance/payables';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { firePostEvents, startApproval } from '../../work';
import { SUBSIDY_BILL_ENTITY, createBill } from './bills';
import { batchById, billById } from './repository';

export const SUBSIDY_BATCH_ENTITY = 'finance_subsidy_batch';
export const SUBSIDY_RECORD_KIND = 'subsidyBatch';

type Trx = Transaction<Database>;

const notInFuture = (field: string, day: string, today: string) => {
  if (day > today) throw fieldProblem(field, { 'zh-CN': '日期不能晚于今天', en: 'Cannot be after today' });
};

async function batchSum(trx: Trx, batchId: number) {
  const row = await trx
    .selectFrom('financeSubsidyBill')
    .where('batchId', '=', batchId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountFen'), eb.lit(0)).as('fen'))
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

async function loadBatch(
  trx: Trx,
  ref: { projectId: number; id: number; version: number },
  action: 'submit' | 'issue',
) {
  const batch = await batchById(trx, ref.projectId, ref.id);
  if (!batch) throw notFound({ 'zh-CN': '补助批次不存在', en: 'No such subsidy batch in this project' });
  if (batch.version !== ref.version) throw staleVersion();
  if (!SUBSIDY_BATCH.can(batch.status, action))
    throw badRequest({
      'zh-CN': action === 'issue' ? '补助批次审批通过后才能发放' : '只有待申请的批次可以提交审批',
      en: action === 'issue' ? 'A batch is paid out only once approved' : 'Only a batch not applied for is submitted',
    });
  return batch;
}

/** Moves a batch to `status` at its next version (only if still at `version`), its bills along. */
export async function moveBatch(
  trx: Trx,
  batch: { id: number; version: number },
  status: SubsidyStatus,
  bills: { status: SubsidyStatus; detach?: boolean; issuedOn?: string; reference?: string },
  actor: Actor,
) {
  const updatedAt = isoTime(actor.at);
  const result = await trx
    .updateTable('financeSubsidyBatch')
    .set({ status, updatedAt, version: batch.version + 1, ...(bills.issuedOn ? { issuedOn: bills.issuedOn } : {}) })
    .where('id', '=', batch.id)
    .where('version', '=', batch.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
  await trx
    .updateTable('financeSubsidyBill')
    .set((eb) => ({
      status: bills.status,
      updatedAt,
      version: eb('version', '+', 1),
      ...(bills.detach ? { batchId: null } : {}),
      ...(bills.issuedOn ? { issuedOn: bills.issuedOn, issueReference: bills.reference ?? null } : {}),
    }))
    .where('batchId', '=', batch.id)
    .execute();
  return { id: batch.id, version: batch.version + 1 };
}

async function createBatch(trx: Trx, body: SubsidyBatchSaveBody, actor: Actor, today: string) {
  const taken = await trx
    .selectFrom('financeSubsidyBill')
    .select(['id', 'status', 'batchId'])
    .where('projectId', '=', body.projectId)
    .where('id', 'in', body.billIds)
    .execute();
  const bad = body.billIds.findIndex((id) => {
    const bill = taken.find((row) => row.id === id);
    return !bill || bill.status !== 'pending' || bill.batchId !== null;
  });
  if (bad >= 0)
    throw fieldProblem(`billIds.${bad}`, {
      'zh-CN': '只能选择待申请且未组批的补助单',
      en: 'Only pending bills outside a batch may be batched',
    });
  const { n } = await trx
    .selectFrom('financeSubsidyBatch')
    .where('projectId', '=', body.projectId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const number = `BZ${today.replaceAll('-', '')}-${String(Number(n) + 1).padStart(3, '0')}`;
  const now = isoTime(actor.at);
  const fields = { projectId: body.projectId, number, title: body.title.trim(), note: cleanText(body.note) };
  const { id } = await trx
    .insertInto('financeSubsidyBatch')
    .values({ ...fields, createdBy: actor.actorName, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('financeSubsidyBill')
    .set((eb) => ({ batchId: id, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', 'in', body.billIds)
    .execute();
  const amountFen = await batchSum(trx, id);
  await trx.updateTable('financeSubsidyBatch').set({ amountFen }).where('id', '=', id).execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'subsidyBatch.create',
    entity: SUBSIDY_BATCH_ENTITY,
    entityId: id,
    after: { ...fields, amountFen, billIds: body.billIds },
  });
  return { id, version: 1 };
}

export function createSubsidyService(db: Db, cipher: FieldCipher) {
  const audit = (actor: Actor, action: string, entityId: number, before: object, after: object) => ({
    ...auditActor(actor),
    action,
    entity: action.startsWith('subsidyBill') ? SUBSIDY_BILL_ENTITY : SUBSIDY_BATCH_ENTITY,
    entityId,
    before,
    after,
  });
  return {
    saveBill: (body: SubsidyBillSaveBody, actor: Actor) =>
      db.transaction().execute((trx) => createBill(trx, body, cipher, actor)),

    deleteBill: (body: SubsidyRefBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const bill = await billById(trx, body.projectId, body.id);
        if (!bill) throw notFound({ 'zh-CN': '补助单不存在', en: 'No such subsidy bill in this project' });
        if (bill.version !== body.version) throw staleVersion();
        if (bill.status !== 'pending' || bill.batchId !== null)
          throw badRequest({
            'zh-CN': '只能删除未组批的待申请补助单',
            en: 'Only a pending bill outside a batch is deleted',
          });
        await trx.updateTable('financeSubsidyDue').set({ billId: null }).where('billId', '=', bill.id).execute();
        await trx.deleteFrom('financeSubsidyBill').where('id', '=', bill.id).execute();
        await appendAudit(trx, audit(actor, 'subsidyBill.delete', bill.id, { amountFen: bill.amountFen }, {}));
        return { id: bill.id, version: bill.version };
      }),

    /** The payee details in full; the reveal is audited, never the values. */
    revealBill: (body: { projectId: number; id: number }, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const bill = await billById(trx, body.projectId, body.id);
        if (!bill) throw notFound({ 'zh-CN': '补助单不存在', en: 'No such subsidy bill in this project' });
        await appendAudit(
          trx,
          audit(actor, 'subsidyBill.reveal', bill.id, {}, { fields: ['payeeName', 'bankAccount'] }),
        );
        return {
          payeeName: cipher.decryptOptional(bill.payeeNameSealed),
          bankAccount: cipher.decryptOptional(bill.bankAccountSealed),
        };
      }),

    saveBatch: (body: SubsidyBatchSaveBody, actor: Actor, today: string) =>
      db.transaction().execute((trx) => createBatch(trx, body, actor, today)),

    submitBatch: async (body: SubsidyRefBody, actor: Actor) => {
      const { saved, post } = await db.transaction().execute(async (trx) => {
        const batch = await loadBatch(trx, body, 'submit');
        if (batch.billCount === 0) throw badRequest({ 'zh-CN': '批次中没有补助单', en: 'The batch holds no bills' });
        const done = await moveBatch(trx, batch, 'applying', { status: 'applying' }, actor);
        await appendAudit(
          trx,
          audit(actor, 'subsidyBatch.submit', batch.id, { status: batch.status }, { status: 'applying' }),
        );
        const started = await startApproval(
          trx,
          {
            key: FINANCE_WORKFLOWS.subsidyBatch,
            projectId: body.projectId,
            recordKind: SUBSIDY_RECORD_KIND,
            recordId: batch.id,
            title: `受试者补助 ${batch.number} ${batch.title}`,
            amountFen: batch.amountFen,
          },
          actor,
        );
        return { saved: done, post: started.post };
      });
      await firePostEvents(db, post);
      return saved;
    },

    issueBatch: (body: SubsidyIssueBody, actor: Actor, today: string) =>
      db.transaction().execute(async (trx) => {
        const batch = await loadBatch(trx, body, 'issue');
        notInFuture('issuedOn', body.issuedOn, today);
        const reference = body.reference.trim();
        const saved = await moveBatch(
          trx,
          batch,
          'issued',
          { status: 'issued', issuedOn: body.issuedOn, reference },
          actor,
        );
        await appendAudit(
          trx,
          audit(
            actor,
            'subsidyBatch.issue',
            batch.id,
            { status: batch.status },
            { status: 'issued', issuedOn: body.issuedOn, reference },
          ),
        );
        return saved;
      }),
  };
}
