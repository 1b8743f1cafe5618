/**
 * The early-warning job: the instance that takes the lease 'finance-warnings' tests every
 * active rule (shared/domain/finance/warnings.ts) against its project's records, raises one
 * warning per rule and record that now holds (with a notice to the project's finance readers
 * and an audit row; the open ones are also tasks in the inbox of whoever holds warning:manage
 * there), and resolves the open ones that no longer hold. A record whose warning someone
 * resolved by hand since the rule last changed is left be. Each rule is one transaction;
 * however often the job runs, a record has one open warning per rule.
 */
import { randomUUID } from 'node:crypto';
import type { WarningKind } from '../../../../shared/domain/finance/codes';
import {
  type WarningFacts,
  consumedPercent,
  warningAbout,
  warningHolds,
  warningRuleLabel,
} from '../../../../shared/domain/finance/warnings';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Clock } from '../../../lib/clock';
import { createLeaseRepository, scheduledRun } from '../../../lib/job-lease';
import { auditActor, isoTime, processActor } from '../../../services/staff-write';
import { type Candidate, createWarningRepository } from './repository';

export const FINANCE_WARNING_JOB = 'finance-warnings';
export const DEFAULT_FINANCE_WARNING_INTERVAL_MINUTES = 60;
const ENTITY = 'finance_warning';

type Repo = ReturnType<typeof createWarningRepository>;
type Rule = { id: number; projectId: number; kind: string; threshold: number; updatedAt: string };

/** The records of the rule's project for which it holds today. */
async function holding(repo: Repo, rule: Rule, today: string): Promise<Candidate[]> {
  const holds = (facts: WarningFacts) => warningHolds(rule.threshold, facts, today);
  switch (rule.kind as WarningKind) {
    case 'budgetConsumed': {
      const budget = await repo.budgetOf(rule.projectId);
      if (!holds({ kind: 'budgetConsumed', ...budget })) return [];
      const percent = consumedPercent(budget.earnedFen, budget.plannedFen) ?? 0;
      return [{ recordKind: 'project', recordId: rule.projectId, detail: { ...budget, percent } }];
    }
    case 'invoiceOverdue':
      return (await repo.openInvoices(rule.projectId))
        .filter((invoice) => invoice.dueOn !== null && holds({ kind: 'invoiceOverdue', dueOn: invoice.dueOn }))
        .map((invoice) => ({
          recordKind: 'invoice',
          recordId: invoice.id,
          detail: { number: invoice.number, dueOn: invoice.dueOn ?? '' },
        }));
    case 'subsidyUnpaid':
      return (await repo.unpaidDues(rule.projectId))
        .filter((due) => holds({ kind: 'subsidyUnpaid', visitDay: due.earnedOn }))
        .map((due) => ({
          recordKind: 'subsidyDue',
          recordId: due.id,
          detail: { visitDay: due.earnedOn, amountFen: due.amountFen },
        }));
    case 'contractExpiring':
      return (await repo.approvedContracts(rule.projectId))
        .filter((contract) => contract.endsOn !== null && holds({ kind: 'contractExpiring', endsOn: contract.endsOn }))
        .map((contract) => ({
          recordKind: 'contract',
          recordId: contract.id,
          detail: { number: contract.number, endsOn: contract.endsOn ?? '' },
        }));
    default:
      return [];
  }
}

/** Tests one rule in one transaction; answers how many warnings it raised and resolved. */
async function evaluateRule(db: Db, rule: Rule, at: number): Promise<{ raised: number; resolved: number }> {
  const now = isoTime(at);
  const actor = processActor('system', at);
  return db.transaction().execute(async (trx) => {
    const repo = createWarningRepository(trx);
    const candidates = await holding(repo, rule, hospitalDay(at));
    const open = await repo.openWarnings(rule.id);
    const keyOf = (row: { recordKind: string; recordId: number }) => `${row.recordKind}:${row.recordId}`;
    const settled = new Set([...open, ...(await repo.handResolved(rule.id, rule.updatedAt))].map(keyOf));
    const holdingKeys = new Set(candidates.map(keyOf));
    const fresh = candidates.filter((candidate) => !settled.has(keyOf(candidate)));
    const gone = open.filter((warning) => !holdingKeys.has(keyOf(warning))).map((warning) => warning.id);
    const readers = fresh.length > 0 ? await repo.financeReaders(rule.projectId) : [];
    const label = warningRuleLabel(rule.kind as WarningKind, rule.threshold, 'zh-CN');
    for (const candidate of fresh) {
      const id = await repo.raise(rule, candidate, now);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'financeWarning.raise',
        entity: ENTITY,
        entityId: id,
        after: { ruleId: rule.id, kind: rule.kind, ...candidate },
      });
      const body = warningAbout(rule.kind as WarningKind, candidate.detail, 'zh-CN');
      await repo.notify(readers, rule.projectId, `经费预警：${label}`, body, now);
    }
    await repo.resolve(gone, now);
    for (const id of gone)
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'financeWarning.resolve',
        entity: ENTITY,
        entityId: id,
        after: { resolvedAt: now },
      });
    return { raised: fresh.length, resolved: gone.length };
  });
}

/** Tests every active rule now, without the lease (the demo, after loading its records). */
export async function evaluateWarningRules(db: Db, at: number): Promise<{ raised: number; resolved: number }> {
  let raised = 0;
  let resolved = 0;
  for (const rule of await createWarningRepository(db).activeRules()) {
    const result = await evaluateRule(db, rule, at);
    raised += result.raised;
    resolved += result.resolved;
  }
  return { raised, resolved };
}

export interface FinanceWarningRun {
  outcome: 'ran' | 'busy' | 'failed';
  raised: number;
  resolved: number;
}

/** One scheduled run: takes the lease or answers 'busy'. */
export async function runFinanceWarningsOnce(options: {
  db: Db;
  clock: Clock;
  holder: string;
  intervalMinutes?: number;
  log?: { error: (details: object, message: string) => void };
}): Promise<FinanceWarningRun> {
  const { db, clock, holder } = options;
  const leases = createLeaseRepository(db);
  const now = clock();
  const leaseMs = Math.max(1, options.intervalMinutes ?? DEFAULT_FINANCE_WARNING_INTERVAL_MINUTES) * 60_000 * 0.9;
  if (!(await leases.take(FINANCE_WARNING_JOB, holder, now, now + leaseMs)))
    return { outcome: 'busy', raised: 0, resolved: 0 };
  try {
    const { raised, resolved } = await evaluateWarningRules(db, now);
    await leases.recordRun(FINANCE_WARNING_JOB, holder, isoTime(clock()), null);
    return { outcome: 'ran', raised, resolved };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await leases.recordRun(FINANCE_WARNING_JOB, holder, isoTime(clock()), message.slice(0, 500));
    options.log?.error({ err: error }, 'Finance warnings failed');
    return { outcome: 'failed', raised: 0, resolved: 0 };
  }
}

/** Starts the schedule (a first run soon after start, then every interval); the answer stops it. */
export function startFinanceWarningSchedule(options: {
  db: Db;
  clock: Clock;
  intervalMinutes?: number;
  log?: { error: (details: object, message: string) => void };
  /** This instance's name in the lease; default a random id. */
  holder?: string;
}): { stop: () => void } {
  const holder = options.holder ?? randomUUID();
  const intervalMinutes = options.intervalMinutes ?? DEFAULT_FINANCE_WARNING_INTERVAL_MINUTES;
  const run = scheduledRun(
    FINANCE_WARNING_JOB,
    () => runFinanceWarningsOnce({ ...options, intervalMinutes, holder }),
    options.log,
  );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMinutes * 60_000);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
