/**
 * The demo's research-fee expenses and subject subsidies on the first demo project: expenses in
 * each status (draft, in approval, approved, rejected, paid), and subsidy bills of the subjects
 * the receivables demo made owed, in each status, with batches through the subsidyBatch workflow
 * (one awaiting the investigator, one approved, one paid out, one rejected). Decided steps are
 * recorded as the approvers' decisions (the demo signs nothing). Does nothing without the
 * published workflows, without the research fee type, or for the subsidies without dues.
 */
import type { Transaction } from 'kysely';
import { FINANCE_WORKFLOWS } from '../../../shared/domain/finance/codes';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import type { FieldCipher } from '../../lib/field-crypto';
import { createExpenseService, expenseWorkflowHooks } from '../../modules/finance/expenses/service';
import { subsidyWorkflowHooks } from '../../modules/finance/subsidies/approval';
import { createSubsidyService } from '../../modules/finance/subsidies/service';
import { type Actor, processActor } from '../../services/staff-write';
import type { Db } from '../database';
import type { Database } from '../schema';

type Trx = Transaction<Database>;

/** Who decides a step in the demo: the demo user holding the step's role. */
const DECIDER: Record<string, string> = { investigator: 'investigator', finance: 'finance' };

/** Ends the running approval of a record as its approvers would: each step decided, then the area's end hook. */
async function settle(db: Db, recordKind: string, recordId: number, decision: 'approved' | 'rejected', actor: Actor) {
  await db.transaction().execute(async (trx: Trx) => {
    const instance = await trx
      .selectFrom('workflowInstance')
      .selectAll()
      .where('recordKind', '=', recordKind)
      .where('recordId', '=', recordId)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    const at = new Date(actor.at).toISOString();
    const amount = instance.amountFen ?? 0;
    const steps = (
      await trx.selectFrom('workflowStep').selectAll().where('definitionId', '=', instance.definitionId).execute()
    ).filter((step) => step.minAmountFen === null || amount >= step.minAmountFen);
    const done = (ref: string) => ({ decidedBy: DECIDER[ref] ?? 'admin', decidedAt: at });
    const open = await trx
      .selectFrom('workflowTask')
      .selectAll()
      .where('instanceId', '=', instance.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const comment = decision === 'rejected' ? '票据不全，请补充后重新提交' : null;
    await trx
      .updateTable('workflowTask')
      .set({ status: decision, comment, ...done(open.approverRef) })
      .where('id', '=', open.id)
      .execute();
    if (decision === 'approved')
      for (const step of steps.filter((s) => s.sort > open.stepSort))
        await trx
          .insertInto('workflowTask')
          .values({
            instanceId: instance.id,
            stepSort: step.sort,
            stepName: step.name,
            approverKind: step.approverKind,
            approverRef: step.approverRef,
            status: 'approved',
            createdAt: at,
            ...done(step.approverRef),
          })
          .execute();
    await trx
      .updateTable('workflowInstance')
      .set({ status: decision, stepSort: null, endedAt: at, version: instance.version + 1 })
      .where('id', '=', instance.id)
      .execute();
    const hooks = instance.key === FINANCE_WORKFLOWS.expense ? expenseWorkflowHooks : subsidyWorkflowHooks;
    await hooks.end?.(trx, {
      event: 'end',
      instance: { ...instance, status: decision },
      actor,
    });
  });
}

async function loadExpenses(db: Db, projectId: number, now: number) {
  const feeType = await db
    .selectFrom('financeFeeType')
    .select('id')
    .where('category', '=', 'research')
    .orderBy('id')
    .executeTakeFirst();
  if (!feeType) return;
  const service = createExpenseService(db);
  const actor = processActor('system', now);
  const today = hospitalDay(now);
  const rows = [
    ['investigatorFee', '陈立新', -40, 1_200_000, 'paid', '2025年第四季度研究者劳务费'],
    ['coordinatorFee', '刘洋', -33, 860_000, 'approved', '2025年12月协调员劳务费'],
    ['examination', '检验科', -25, 356_050, 'rejected', '受试者额外检查费'],
    ['meeting', '肿瘤内科', -12, 280_000, 'approving', '研究者会议场地费'],
    ['materials', '临床试验机构办公室', -3, 45_600, 'draft', '受试者日记卡印刷'],
  ] as const;
  for (const [expenseType, payee, days, amountFen, status, note] of rows) {
    const body = {
      projectId,
      feeTypeId: feeType.id,
      expenseType,
      payee,
      incurredOn: addDays(today, days),
      amountFen,
      note,
    };
    const { id, version } = await service.save(body, actor, today);
    if (status === 'draft') continue;
    const submitted = await service.submit({ projectId, id, version }, actor);
    if (status === 'approving') continue;
    await settle(db, 'financeExpense', id, status === 'rejected' ? 'rejected' : 'approved', actor);
    if (status === 'paid')
      await service.pay(
        { projectId, id, version: submitted.version + 1, paidOn: addDays(today, days + 10), reference: 'ZF-2026-0001' },
        actor,
        today,
      );
  }
}

const PAYEES = [
  ['王建国', '6222021001234567890', '中国工商银行北京朝阳支行'],
  ['李秀英', '6217000012345678901', '中国建设银行北京海淀支行'],
  ['张伟', '6228480012345678902', '中国农业银行北京东城支行'],
  ['刘芳', '6214830012345678903', '招商银行北京分行'],
  ['陈静', '6216610012345678904', '中国银行北京西城支行'],
] as const;

async function loadSubsidies(db: Db, cipher: FieldCipher, projectId: number, now: number) {
  const owed = await db
    .selectFrom('financeSubsidyDue')
    .select('subjectId')
    .where('projectId', '=', projectId)
    .where('billId', 'is', null)
    .groupBy('subjectId')
    .having((eb) => eb.fn.sum('amountFen'), '>', 0)
    .orderBy('subjectId')
    .limit(PAYEES.length)
    .execute();
  if (owed.length === 0) return;
  const service = createSubsidyService(db, cipher);
  const actor = processActor('system', now);
  const today = hospitalDay(now);
  const bills: number[] = [];
  for (const [index, { subjectId }] of owed.entries()) {
    const [payeeName, bankAccount, bankName] = PAYEES[index]!;
    bills.push((await service.saveBill({ projectId, subjectId, payeeName, bankAccount, bankName }, actor)).id);
  }
  // The first bill stays pending; each further one goes into a batch taken to its own end.
  const ends = ['applying', 'approved', 'issued', 'rejected'] as const;
  for (const [index, end] of ends.entries()) {
    const billId = bills[index + 1];
    if (billId === undefined) break;
    const title = `${today.slice(0, 7)} 受试者交通餐费补助（第${index + 1}批）`;
    const batch = await service.saveBatch({ projectId, title, billIds: [billId] }, actor, today);
    const submitted = await service.submitBatch({ projectId, ...batch }, actor);
    if (end === 'applying') continue;
    await settle(db, 'subsidyBatch', batch.id, end === 'rejected' ? 'rejected' : 'approved', actor);
    if (end === 'issued')
      await service.issueBatch(
        { projectId, id: batch.id, version: submitted.version + 1, issuedOn: today, reference: 'FF-2026-0001' },
        actor,
        today,
      );
  }
}

/** The payables demo on the first demo project; answers whether it added anything. */
export async function loadFinancePayableDemo(db: Db, cipher: FieldCipher, now: number): Promise<boolean> {
  const project = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirst();
  if (!project) return false;
  const present = await db
    .selectFrom('financeExpense')
    .select('id')
    .where('projectId', '=', project.id)
    .executeTakeFirst();
  if (present) return false;
  const published = await db
    .selectFrom('workflowDefinition')
    .select('key')
    .where('status', '=', 'published')
    .where('key', 'in', [FINANCE_WORKFLOWS.expense, FINANCE_WORKFLOWS.subsidyBatch])
    .execute();
  if (published.length < 2) return false;
  await loadExpenses(db, project.id, now);
  await loadSubsidies(db, cipher, project.id, now);
  return true;
}
