/**
 * When an early-warning rule holds (WARNING_KINDS in codes.ts), one record at a time. The
 * threshold is a percent for budgetConsumed and a number of days for the others; each rule
 * holds from its threshold on (a budget consumed exactly N %, an invoice exactly N days past
 * its due day, a subsidy unpaid exactly N days after the visit, a contract ending in exactly
 * N days).
 */
import { type CalendarDate, daysBetween } from '../hospital-time';
import type { LabelLocale } from '../labels';
import { formatFen } from '../money';
import { WARNING_KIND_LABELS, type WarningKind } from './codes';

export type WarningFacts =
  | { kind: 'budgetConsumed'; earnedFen: number; plannedFen: number }
  | { kind: 'invoiceOverdue'; dueOn: CalendarDate }
  | { kind: 'subsidyUnpaid'; visitDay: CalendarDate }
  | { kind: 'contractExpiring'; endsOn: CalendarDate };

/** Thresholds a rule may have: percents 1-1000, days 0-3650. */
export function thresholdProblem(kind: WarningKind, threshold: number): string | null {
  if (!Number.isInteger(threshold)) return 'not_integer';
  if (kind === 'budgetConsumed') return threshold >= 1 && threshold <= 1000 ? null : 'percent_range';
  return threshold >= 0 && threshold <= 3650 ? null : 'days_range';
}

/** Whole percent of the planned budget earned, rounded down; null without a planned amount. */
export function consumedPercent(earnedFen: number, plannedFen: number): number | null {
  return plannedFen > 0 ? Math.floor((earnedFen * 100) / plannedFen) : null;
}

export function warningHolds(threshold: number, facts: WarningFacts, today: CalendarDate): boolean {
  switch (facts.kind) {
    case 'budgetConsumed':
      // In integers: earned / planned >= threshold %.
      return facts.plannedFen > 0 && facts.earnedFen * 100 >= threshold * facts.plannedFen;
    case 'invoiceOverdue':
      return daysBetween(facts.dueOn, today) >= Math.max(1, threshold);
    case 'subsidyUnpaid':
      return daysBetween(facts.visitDay, today) >= threshold;
    case 'contractExpiring':
      return daysBetween(today, facts.endsOn) <= threshold;
  }
}

/** A rule as people read it: its kind's label with its threshold ('发票逾期 30 天'). */
export function warningRuleLabel(kind: WarningKind, threshold: number, locale: LabelLocale): string {
  return WARNING_KIND_LABELS[kind][locale].replace('N', String(threshold));
}

const ABOUT = {
  'zh-CN': {
    invoice: (number: string, day: string) => `发票 ${number}，应付日 ${day}`,
    contract: (number: string, day: string) => `合同 ${number}，截止 ${day}`,
    subsidy: (day: string, amount: string) => `访视日 ${day}，补助 ${amount} 元`,
    budget: (percent: string) => `预算已执行 ${percent}%`,
  },
  en: {
    invoice: (number: string, day: string) => `invoice ${number}, due ${day}`,
    contract: (number: string, day: string) => `contract ${number}, ends ${day}`,
    subsidy: (day: string, amount: string) => `visit on ${day}, subsidy ${amount} yuan`,
    budget: (percent: string) => `${percent}% of the budget consumed`,
  },
} satisfies Record<LabelLocale, unknown>;

/** What a warning is about, from the facts the job kept with it (warning-job.ts). */
export function warningAbout(
  kind: WarningKind,
  detail: Record<string, string | number | undefined>,
  locale: LabelLocale,
): string {
  const words = ABOUT[locale];
  const fact = (name: string) => String(detail[name] ?? '');
  switch (kind) {
    case 'invoiceOverdue':
      return words.invoice(fact('number'), fact('dueOn'));
    case 'contractExpiring':
      return words.contract(fact('number'), fact('endsOn'));
    case 'subsidyUnpaid':
      return words.subsidy(fact('visitDay'), formatFen(Number(detail.amountFen ?? 0)));
    case 'budgetConsumed':
      return words.budget(fact('percent'));
  }
}
