/**
 * Accrual pricing: what a visit recorded done earns from the sponsor, per the project's budget
 * published on the day the visit was done, and what the subject is owed for it.
 *
 * - Every line priced per visit (`basis` 'visit') whose visit code is the visit's earns its
 *   unit price once per done visit (each cycle of a repeated visit earns again).
 * - Every line priced per procedure (`basis` 'procedure') whose activity type was done at the
 *   visit earns its unit price; procedures not done earn nothing.
 * - Lines of the subsidy category priced per visit also make what the subject is owed (a due).
 * - Lines of other bases (per subject, milestone, fixed) are not earned by visits; lines priced
 *   at zero earn nothing.
 */
import { type CalendarDate, hospitalDay } from '../hospital-time';

export interface PricedBudgetLine {
  id: number;
  feeTypeId: number;
  /** The fee type's category (costTypeFlagList). */
  category: string;
  basis: string;
  visitCode: string | null;
  activityType: string | null;
  unitFen: number;
}

export interface DoneVisit {
  visitCode: string;
  activitiesDone: readonly string[];
}

export interface AccrualDraft {
  budgetLineId: number;
  feeTypeId: number;
  source: 'visit' | 'procedure';
  activityType: string | null;
  amountFen: number;
}

export interface SubsidyDueDraft {
  budgetLineId: number;
  amountFen: number;
}

export interface VisitPricing {
  accruals: AccrualDraft[];
  dues: SubsidyDueDraft[];
}

/** What one done visit earns per the budget's lines; no budget (null) earns nothing. */
export function priceVisit(lines: readonly PricedBudgetLine[] | null, visit: DoneVisit): VisitPricing {
  const pricing: VisitPricing = { accruals: [], dues: [] };
  if (!lines) return pricing;
  const done = new Set(visit.activitiesDone);
  for (const line of lines) {
    if (line.unitFen <= 0) continue;
    const base = { budgetLineId: line.id, feeTypeId: line.feeTypeId, amountFen: line.unitFen };
    if (line.basis === 'visit' && line.visitCode === visit.visitCode) {
      pricing.accruals.push({ ...base, source: 'visit', activityType: null });
      if (line.category === 'subsidy') pricing.dues.push({ budgetLineId: line.id, amountFen: line.unitFen });
    } else if (line.basis === 'procedure' && line.activityType !== null && done.has(line.activityType)) {
      pricing.accruals.push({ ...base, source: 'procedure', activityType: line.activityType });
    }
  }
  return pricing;
}

export interface BudgetVersion {
  id: number;
  /** 'published' (the current one), 'retired' (published before) or 'draft'. */
  status: string;
  /** When it was published (ISO 8601 UTC); null if never published. */
  publishedAt: string | null;
}

/**
 * The budget that prices a visit done on `executedDate`: the last one published on or before
 * that hospital day; else (a visit done before any budget was published) the current
 * published one; null when none is published.
 */
export function budgetInForce(budgets: readonly BudgetVersion[], executedDate: CalendarDate): number | null {
  let best: { id: number; publishedAt: string } | null = null;
  for (const { id, status, publishedAt } of budgets) {
    if (publishedAt === null || (status !== 'published' && status !== 'retired')) continue;
    if (hospitalDay(Date.parse(publishedAt)) > executedDate) continue;
    if (!best || best.publishedAt < publishedAt) best = { id, publishedAt };
  }
  if (best) return best.id;
  return budgets.find((budget) => budget.status === 'published')?.id ?? null;
}
