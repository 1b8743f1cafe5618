/**
 * The subsidyBatch workflow's end, in the deciding write's transaction: approved, the batch and
 * its bills are approved; rejected, the batch is rejected and its bills are pending again, out of
 * the batch, to be batched anew; withdrawn, the batch and its bills are pending again.
 */
import type { Transaction } from 'kysely';
import { SUBSIDY_APPROVAL_END } from '../../../../shared/domain/finance/payables';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor } from '../../../services/staff-write';
import type { WorkflowHooks } from '../../work';
import { SUBSIDY_BATCH_ENTITY, SUBSIDY_RECORD_KIND, moveBatch } from './service';

type Trx = Transaction<Database>;
type Ending = keyof typeof SUBSIDY_APPROVAL_END;
const VERBS: Record<Ending, string> = { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' };

async function endApproval(trx: Trx, instance: { recordKind: string; recordId: number; status: string }, actor: Actor) {
  if (instance.recordKind !== SUBSIDY_RECORD_KIND || !(instance.status in SUBSIDY_APPROVAL_END)) return;
  const ending = instance.status as Ending;
  const batch = await trx
    .selectFrom('financeSubsidyBatch')
    .select(['id', 'status', 'version'])
    .where('id', '=', instance.recordId)
    .executeTakeFirst();
  if (batch?.status !== 'applying') return;
  const to = SUBSIDY_APPROVAL_END[ending];
  await moveBatch(trx, batch, to.batch, { status: to.bills, detach: ending === 'rejected' }, actor);
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `subsidyBatch.${VERBS[ending]}`,
    entity: SUBSIDY_BATCH_ENTITY,
    entityId: batch.id,
    before: { status: 'applying' },
    after: { status: to.batch, bills: to.bills },
  });
}

// The hooks get the deciding write's transaction as their database.
export const subsidyWorkflowHooks: WorkflowHooks = {
  end: (db, context) => endApproval(db as Trx, context.instance, context.actor),
  manualEnd: (db, context) => endApproval(db as Trx, { ...context.instance, status: 'withdrawn' }, context.actor),
};
