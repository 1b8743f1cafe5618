/**
 * The recruitment funnel's arithmetic (issue 13 item 6): the stages in order, the conversion
 * rates between them, and the hospital's calendar weeks the by-week chart uses. Weeks start
 * on Monday in the hospital's zone (China Standard Time); a week is named by its Monday
 * 'YYYY-MM-DD'. A rate whose denominator is zero is null ('no rate'), never NaN or Infinity.
 */
import type { LocalizedText } from '../labels';
import { addDays, hospitalDay, mondayOf } from '../hospital-time';

export const FUNNEL_STAGES = ['candidates', 'recommended', 'contacted', 'willing', 'screening', 'enrolled'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type FunnelCounts = Record<FunnelStage, number>;

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, LocalizedText> = {
  candidates: { 'zh-CN': '候选患者', en: 'Candidates' },
  recommended: { 'zh-CN': '已推荐', en: 'Recommended' },
  contacted: { 'zh-CN': '已联系', en: 'Contacted' },
  willing: { 'zh-CN': '有意愿', en: 'Willing' },
  screening: { 'zh-CN': '进入筛选', en: 'Screening' },
  enrolled: { 'zh-CN': '已入组', en: 'Enrolled' },
};

export interface FunnelStageRow {
  stage: FunnelStage;
  count: number;
  /** count / the previous stage's count (0..1); null for the first stage or a zero denominator. */
  fromPrevious: number | null;
  /** count / candidates (0..1); null when there are no candidates. */
  fromCandidates: number | null;
}

export const emptyFunnelCounts = (): FunnelCounts => ({
  candidates: 0,
  recommended: 0,
  contacted: 0,
  willing: 0,
  screening: 0,
  enrolled: 0,
});

/** part / whole, or null when whole is zero. */
export function conversionRate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function funnelStageRows(counts: FunnelCounts): FunnelStageRow[] {
  return FUNNEL_STAGES.map((stage, index) => ({
    stage,
    count: counts[stage],
    fromPrevious: index === 0 ? null : conversionRate(counts[stage], counts[FUNNEL_STAGES[index - 1]!]),
    fromCandidates: conversionRate(counts[stage], counts.candidates),
  }));
}

export function addFunnelCounts(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  const sum = emptyFunnelCounts();
  for (const stage of FUNNEL_STAGES) sum[stage] = a[stage] + b[stage];
  return sum;
}

/** A rate as the UI shows it: '42.9%', or '—' for no rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** The week (its Monday) an instant falls in, in the hospital's zone. */
export function weekStartOfInstant(iso: string): string {
  return mondayOf(hospitalDay(Date.parse(iso)));
}

/** The Mondays of the last `count` weeks up to and including today's, oldest first. */
export function lastWeekStarts(today: string, count: number): string[] {
  const current = mondayOf(today);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}
