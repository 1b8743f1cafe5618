/**
 * The finance demo's early warnings and a delegation: warning rules on the first demo project
 * (invoice overdue 30 days, budget consumed 80 %, subsidy unpaid 30 days, contract expiring in
 * 60 days), tested once so the overdue demo invoice raises its warning; and the demo finance
 * officer (孙丽华) away next week, with the institution head deciding her subsidy-batch steps.
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { FINANCE_WORKFLOWS, type WarningKind } from '../../../shared/domain/finance/codes';
import { evaluateWarningRules } from '../../modules/finance';
import type { Db } from '../database';

const RULES: [WarningKind, number][] = [
  ['invoiceOverdue', 30],
  ['budgetConsumed', 80],
  ['subsidyUnpaid', 30],
  ['contractExpiring', 60],
];

export async function loadFinanceWarningDemo(db: Db, now: number): Promise<void> {
  const project = await db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!project) return;
  if (await db.selectFrom('financeWarningRule').select('id').limit(1).executeTakeFirst()) return;
  const at = new Date(now).toISOString();
  await db
    .insertInto('financeWarningRule')
    .values(
      RULES.map(([kind, threshold]) => ({
        projectId: project.id,
        kind,
        threshold,
        createdBy: 'finance',
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
  await evaluateWarningRules(db, now);
  const users = await db
    .selectFrom('staffUser')
    .select(['id', 'userName'])
    .where('userName', 'in', ['finance', 'head'])
    .execute();
  const finance = users.find((user) => user.userName === 'finance');
  const head = users.find((user) => user.userName === 'head');
  if (!finance || !head) return;
  const today = hospitalDay(now);
  await db
    .insertInto('workflowAgency')
    .values({
      principalId: finance.id,
      agentId: head.id,
      workflowKey: FINANCE_WORKFLOWS.subsidyBatch,
      startsOn: addDays(today, 7),
      endsOn: addDays(today, 13),
      reason: '外出培训',
      createdAt: at,
    })
    .execute();
}
