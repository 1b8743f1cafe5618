/**
 * Project milestones (mileposts, SPEC §7 '/bus' and 'gctms' milepost): their fixed kinds
 * and the overdue rule, shared by the server (the `overdue` flag it answers) and the client
 * (the progress summary).
 *
 * Dates are calendar days 'YYYY-MM-DD' of the hospital's zone (see ../hospital-time.ts),
 * compared as days: text order is date order for this format. 'Today' is always passed in,
 * so the rule can be tested at any day and the server answers with its injected clock.
 */
import type { CalendarDate } from '../hospital-time';

export const MILESTONE_KINDS = [
  'ethicsApproval',
  'siteInitiation',
  'firstSubjectIn',
  'lastSubjectOut',
  'closeOut',
  'other',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const MILESTONE_KIND_LABELS: Record<MilestoneKind, { 'zh-CN': string; en: string }> = {
  ethicsApproval: { 'zh-CN': '伦理批准', en: 'Ethics approval' },
  siteInitiation: { 'zh-CN': '中心启动', en: 'Site initiation' },
  firstSubjectIn: { 'zh-CN': '首例入组', en: 'First subject in' },
  lastSubjectOut: { 'zh-CN': '末例出组', en: 'Last subject out' },
  closeOut: { 'zh-CN': '关闭中心', en: 'Close-out' },
  other: { 'zh-CN': '其他', en: 'Other' },
};

export interface MilestoneDates {
  plannedDate: CalendarDate | null;
  actualDate: CalendarDate | null;
}

/** Done: it has an actual date. */
export const isMilestoneDone = (milestone: MilestoneDates) => milestone.actualDate !== null;

/**
 * Overdue: the planned day has passed (it is before today; due today is not yet overdue)
 * and there is no actual date. A milestone without a planned date is never overdue.
 */
export function isMilestoneOverdue(milestone: MilestoneDates, today: CalendarDate): boolean {
  return milestone.actualDate === null && milestone.plannedDate !== null && milestone.plannedDate < today;
}

export interface MilestoneProgress<M> {
  done: number;
  total: number;
  overdue: number;
  /** The open milestone with the earliest planned date (overdue ones included), if any. */
  nextDue: M | undefined;
}

export function milestoneProgress<M extends MilestoneDates>(milestones: readonly M[], today: CalendarDate) {
  let nextDue: M | undefined;
  for (const milestone of milestones) {
    if (isMilestoneDone(milestone) || milestone.plannedDate === null) continue;
    if (!nextDue || milestone.plannedDate < (nextDue.plannedDate ?? '')) nextDue = milestone;
  }
  return {
    done: milestones.filter(isMilestoneDone).length,
    total: milestones.length,
    overdue: milestones.filter((milestone) => isMilestoneOverdue(milestone, today)).length,
    nextDue,
  } satisfies MilestoneProgress<M>;
}
