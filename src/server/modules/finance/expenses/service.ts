/**
 * Research-fee expense writes (SUITE.md 'Writes'), each in one transaction with its audit row
 * (entity 'finance_expense': financeExpense.create/update/delete/submit/pay, and the approval's
 * end: financeExpense.approve/reject/withdraw). The status machine is shared/domain/finance/payables.ts;
 * the management fee is split off the gross amount at the project's rate (splitByRate).
 */
import type { Transaction } from 'kysely';
import type { ExpensePayBody, ExpenseRefBody, ExpenseSaveBody } from '../../../../shared/api/finance/expenses';
import { FINANCE_WORKFLOWS } from '../../../../shared/domain/finance/codes';
import { EXPENSE, EXPENSE_APPROVAL_END, type ExpenseAction } from '../../../../shared/domain/finance/payables';
import { splitByRate } from '../../../../shared/domain/money';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { type WorkflowHooks, firePostEvents, startApproval } from '../../work';
import { activeFeeType, expenseById, financeSettingOf } from './repository';

export const EXPENSE_ENTITY = 'finance_expense';
export const EXPENSE_RECORD_KIND = 'financeExpense';

type Trx = Transaction<Database>;

async function loadFor(trx: Trx, ref: { projectId: number; id: number; version: number }, action: ExpenseAction) {
  const expense = await expenseById(trx, ref.projectId, ref.id);
  if (!expense) throw notFound({ 'zh-CN': '支出单不存在', en: 'No such expense in this project' });
  if (expense.version !== ref.version) throw staleVersion();
  if (!EXPENSE.can(expense.status, action))
    throw badRequest({
      'zh-CN': action === 'pay' ? '支出单审批通过后才能支付' : '该支出单当前状态不允许此操作',
      en: action === 'pay' ? 'An expense is paid only once approved' : 'Not allowed in the expense’s status',
    });
  return expense;
}

/** Sets an expense's fields at the next version, only if it is still at `version`. */
async function updateAt(trx: Trx, id: number, version: number, set: Record<string, unknown>, actor: Actor) {
  const result = await trx
    .updateTable('financeExpense')
    .set({ ...set, updatedAt: isoTime(actor.at), version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
  return { id, version: version + 1 };
}

async function fieldsOf(trx: Trx, body: ExpenseSaveBody, today: string) {
  if (!(await activeFeeType(trx, body.feeTypeId)))
    throw fieldProblem('feeTypeId', { 'zh-CN': '费用类型不存在或已停用', en: 'No such active fee type' });
  if (body.incurredOn > today)
    throw fieldProblem('incurredOn', { 'zh-CN': '日期不能晚于今天', en: 'Cannot be after today' });
  const { managementFeeBp } = await financeSettingOf(trx, body.projectId);
  const split = splitByRate(body.amountFen, managementFeeBp);
  return {
    feeTypeId: body.feeTypeId,
    expenseType: body.expenseType,
    payee: body.payee.trim(),
    incurredOn: body.incurredOn,
    amountFen: body.amountFen,
    managementFeeFen: split.taken,
    netFen: split.rest,
    note: cleanText(body.note),
  };
}

async function saveExpense(trx: Trx, body: ExpenseSaveBody, actor: Actor, today: string) {
  const fields = await fieldsOf(trx, body, today);
  const audit = { ...auditActor(actor), entity: EXPENSE_ENTITY };
  if (body.id === undefined) {
    const now = isoTime(actor.at);
    const { id } = await trx
      .insertInto('financeExpense')
      .values({ ...fields, projectId: body.projectId, createdBy: actor.actorName, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, { ...audit, action: 'financeExpense.create', entityId: id, after: fields });
    return { id, version: 1 };
  }
  if (body.version === undefined) throw fieldProblem('version', { 'zh-CN': '缺少版本号', en: 'Missing' });
  const before = await loadFor(trx, { projectId: body.projectId, id: body.id, version: body.version }, 'edit');
  // A rejected expense edited is a draft again.
  const change = changedFields<typeof fields & { status: string }>(before, { ...fields, status: 'draft' });
  const saved = await updateAt(trx, before.id, before.version, { ...fields, status: 'draft' }, actor);
  await appendAudit(trx, { ...audit, action: 'financeExpense.update', entityId: before.id, ...change });
  return saved;
}

export function createExpenseService(db: Db) {
  return {
    save: (body: ExpenseSaveBody, actor: Actor, today: string) =>
      db.transaction().execute((trx) => saveExpense(trx, body, actor, today)),

    delete: (body: ExpenseRefBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const before = await loadFor(trx, body, 'delete');
        await trx.deleteFrom('financeExpense').where('id', '=', before.id).execute();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeExpense.delete',
          entity: EXPENSE_ENTITY,
          entityId: before.id,
          before: { payee: before.payee, amountFen: before.amountFen, status: before.status },
        });
        return { id: before.id, version: before.version };
      }),

    submit: async (body: ExpenseRefBody, actor: Actor) => {
      const { saved, post } = await db.transaction().execute(async (trx) => {
        const before = await loadFor(trx, body, 'submit');
        const done = await updateAt(trx, before.id, before.version, { status: 'approving' }, actor);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeExpense.submit',
          entity: EXPENSE_ENTITY,
          entityId: before.id,
          before: { status: before.status },
          after: { status: 'approving' },
        });
        const started = await startApproval(
          trx,
          {
            key: FINANCE_WORKFLOWS.expense,
            projectId: body.projectId,
            recordKind: EXPENSE_RECORD_KIND,
            recordId: before.id,
            title: `研究经费支出 ${before.payee}`,
            amountFen: before.amountFen,
          },
          actor,
        );
        return { saved: done, post: started.post };
      });
      await firePostEvents(db, post);
      return saved;
    },

    pay: (body: ExpensePayBody, actor: Actor, today: string) =>
      db.transaction().execute(async (trx) => {
        const before = await loadFor(trx, body, 'pay');
        if (body.paidOn > today)
          throw fieldProblem('paidOn', { 'zh-CN': '日期不能晚于今天', en: 'Cannot be after today' });
        const set = { status: 'paid', paidOn: body.paidOn, reference: body.reference.trim() };
        const saved = await updateAt(trx, before.id, before.version, set, actor);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'financeExpense.pay',
          entity: EXPENSE_ENTITY,
          entityId: before.id,
          before: { status: before.status },
          after: set,
        });
        return saved;
      }),
  };
}

/**
 * The financeExpense workflow's end: approved or rejected by the last decision, or withdrawn
 * by the one who started it. Runs in the deciding write's transaction.
 */
export const expenseWorkflowHooks: WorkflowHooks = {
  end: (db, context) => endApproval(db as Trx, context.instance, context.actor),
  manualEnd: (db, context) => endApproval(db as Trx, { ...context.instance, status: 'withdrawn' }, context.actor),
};

async function endApproval(trx: Trx, instance: { recordKind: string; recordId: number; status: string }, actor: Actor) {
  if (instance.recordKind !== EXPENSE_RECORD_KIND) return;
  const to = EXPENSE_APPROVAL_END[instance.status as keyof typeof EXPENSE_APPROVAL_END];
  const expense = await trx
    .selectFrom('financeExpense')
    .select(['id', 'status', 'version'])
    .where('id', '=', instance.recordId)
    .executeTakeFirst();
  if (!to || expense?.status !== 'approving') return;
  await updateAt(trx, expense.id, expense.version, { status: to }, actor);
  const verb = { approved: 'approve', rejected: 'reject', draft: 'withdraw' }[to];
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `financeExpense.${verb}`,
    entity: EXPENSE_ENTITY,
    entityId: expense.id,
    before: { status: 'approving' },
    after: { status: to },
  });
}
