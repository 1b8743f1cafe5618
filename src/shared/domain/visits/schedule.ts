/**
 * Visit plans as pure rules (issue 14): expanding a plan's visits into dated visits with
 * their windows and repeat cycles, the window checks and flags, the visit status machine
 * as data, and what applying a newer plan version does to a subject's visits.
 *
 * Days are the hospital's calendar days 'YYYY-MM-DD' (../hospital-time.ts); 'today' is always
 * passed in, so the rules can be tested at any day and the server uses its injected clock.
 */
import { type CalendarDate, addDays, addMonths } from '../hospital-time';
import type { LocalizedText } from '../labels';

/** The event a plan's day offsets count from, and the subject field that holds its day. */
export const ANCHORS = ['enrolment', 'consent', 'screening'] as const;
export type VisitAnchor = (typeof ANCHORS)[number];

export type AnchorField = 'enrolledDate' | 'consentDate' | 'screeningDate';

export const ANCHOR_INFO: Record<VisitAnchor, { label: LocalizedText; field: AnchorField }> = {
  enrolment: { label: { 'zh-CN': '入组日', en: 'Enrolment' }, field: 'enrolledDate' },
  consent: { label: { 'zh-CN': '知情同意日', en: 'Informed consent' }, field: 'consentDate' },
  screening: { label: { 'zh-CN': '筛选日', en: 'Screening' }, field: 'screeningDate' },
};

export const isVisitAnchor = (value: string): value is VisitAnchor => (ANCHORS as readonly string[]).includes(value);

/** The anchor day of a subject for a plan's anchor; null while the event has not happened. */
export function anchorDayOf(
  subject: Partial<Record<AnchorField, string | null>>,
  anchor: VisitAnchor,
): CalendarDate | null {
  return subject[ANCHOR_INFO[anchor].field] ?? null;
}

export const REPEAT_UNITS = ['day', 'week', 'month'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];

export const REPEAT_UNIT_LABELS: Record<RepeatUnit, LocalizedText> = {
  day: { 'zh-CN': '天', en: 'days' },
  week: { 'zh-CN': '周', en: 'weeks' },
  month: { 'zh-CN': '月', en: 'months' },
};

export const isRepeatUnit = (value: string): value is RepeatUnit => (REPEAT_UNITS as readonly string[]).includes(value);

/** Bounds the API validates and the editor offers (days unless named). */
export const PLAN_LIMITS = {
  dayOffsetMin: -365,
  dayOffsetMax: 3650,
  windowMax: 90,
  repeatEveryMax: 365,
  repeatTimesMin: 2,
  repeatTimesMax: 60,
} as const;

/** 'every 21 days for 6 cycles': `times` counts all cycles, the first one included. */
export interface VisitRepeat {
  every: number;
  unit: RepeatUnit;
  times: number;
}

/** One activity of a visit: `type` is a key of the visitItemType dictionary. */
export interface VisitActivity {
  type: string;
  name: string;
}

/** One visit of a plan version, as other modules read it. */
export interface PlanVisitSpec {
  code: string;
  name: string;
  groupName: string | null;
  sort: number;
  dayOffset: number;
  windowBefore: number;
  windowAfter: number;
  repeat: VisitRepeat | null;
  activities: VisitActivity[];
}

/** A dated visit (one repeat cycle) of a subject, before it is stored. */
export interface PlannedVisit {
  code: string;
  /** 1..times; 1 for a visit without a repeat. */
  cycle: number;
  name: string;
  groupName: string | null;
  sort: number;
  plannedDate: CalendarDate;
  windowStart: CalendarDate;
  windowEnd: CalendarDate;
  activities: VisitActivity[];
}

/**
 * The day of cycle `cycle` (1-based) of a visit whose first cycle is on `base`. Month
 * repeats count from the base day each time rather than from the previous cycle, so a
 * visit on the 31st comes back on the 31st (or the month's end) and never drifts earlier.
 */
export function cycleDay(base: CalendarDate, repeat: VisitRepeat | null, cycle: number): CalendarDate {
  if (!repeat || cycle <= 1) return base;
  const steps = (cycle - 1) * repeat.every;
  if (repeat.unit === 'month') return addMonths(base, steps);
  return addDays(base, repeat.unit === 'week' ? steps * 7 : steps);
}

/** The window around a planned day. */
export function visitWindow(
  plannedDate: CalendarDate,
  windowBefore: number,
  windowAfter: number,
): { windowStart: CalendarDate; windowEnd: CalendarDate } {
  return { windowStart: addDays(plannedDate, -windowBefore), windowEnd: addDays(plannedDate, windowAfter) };
}

/**
 * All dated visits of a plan for a subject whose anchor event was on `anchorDay`, ordered by
 * planned day, then plan order, then cycle.
 */
export function expandPlan(visits: readonly PlanVisitSpec[], anchorDay: CalendarDate): PlannedVisit[] {
  const planned: PlannedVisit[] = [];
  for (const visit of visits) {
    const base = addDays(anchorDay, visit.dayOffset);
    const times = visit.repeat ? visit.repeat.times : 1;
    for (let cycle = 1; cycle <= times; cycle += 1) {
      const plannedDate = cycleDay(base, visit.repeat, cycle);
      planned.push({
        code: visit.code,
        cycle,
        name: visit.name,
        groupName: visit.groupName,
        sort: visit.sort,
        plannedDate,
        ...visitWindow(plannedDate, visit.windowBefore, visit.windowAfter),
        activities: visit.activities.map((activity) => ({ ...activity })),
      });
    }
  }
  return planned.sort(
    (a, b) =>
      (a.plannedDate < b.plannedDate ? -1 : a.plannedDate > b.plannedDate ? 1 : 0) ||
      a.sort - b.sort ||
      a.cycle - b.cycle,
  );
}

export interface VisitWindow {
  windowStart: CalendarDate;
  windowEnd: CalendarDate;
}

/** Inside the window, both ends included. */
export function isInWindow(day: CalendarDate, visit: VisitWindow): boolean {
  return day >= visit.windowStart && day <= visit.windowEnd;
}

export const VISIT_STATUSES = ['planned', 'done', 'missed'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Record<VisitStatus, LocalizedText> = {
  planned: { 'zh-CN': '计划中', en: 'Planned' },
  done: { 'zh-CN': '已完成', en: 'Done' },
  missed: { 'zh-CN': '已缺失', en: 'Missed' },
};

export interface VisitFlagInput extends VisitWindow {
  status: string;
  plannedDate: CalendarDate;
  executedDate: CalendarDate | null;
}

export interface VisitFlags {
  /** Still planned and its window ended before today. */
  overdue: boolean;
  /** Executed on a day outside its window (a protocol deviation). */
  outOfWindow: boolean;
  /** Still planned for today. */
  dueToday: boolean;
}

export function visitFlags(visit: VisitFlagInput, today: CalendarDate): VisitFlags {
  const planned = visit.status === 'planned';
  return {
    overdue: planned && visit.windowEnd < today,
    outOfWindow: visit.executedDate !== null && !isInWindow(visit.executedDate, visit),
    dueToday: planned && visit.plannedDate === today,
  };
}

/**
 * The visit status machine as data: the server enforces it and the client offers only the
 * actions allowed now. `record` keeps the executed day and the activities done; `reset`
 * clears them and the visit is planned again.
 */
export const VISIT_TRANSITIONS = {
  record: { from: ['planned'], to: 'done', button: 'visit:record' },
  miss: { from: ['planned'], to: 'missed', button: 'visit:record' },
  reset: { from: ['done', 'missed'], to: 'planned', button: 'visit:record' },
} as const satisfies Record<string, { from: readonly VisitStatus[]; to: VisitStatus; button: 'visit:record' }>;

export type VisitAction = keyof typeof VISIT_TRANSITIONS;
export const VISIT_ACTIONS = Object.keys(VISIT_TRANSITIONS) as VisitAction[];

export function canVisitTransition(action: VisitAction, status: string): boolean {
  return (VISIT_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The actions a visit in this status allows. */
export const visitActionsFor = (status: string): VisitAction[] =>
  VISIT_ACTIONS.filter((action) => canVisitTransition(action, status));

/** Executed visits: done or missed. They are the record and are never removed by a plan change. */
export const isExecutedVisit = (visit: { status: string }) => visit.status === 'done' || visit.status === 'missed';

export interface ExistingVisitKey {
  visitCode: string;
  cycle: number;
  status: string;
}

export interface PlanApplication<E extends ExistingVisitKey> {
  /** Executed (done or missed) visits: kept as they are, on the version they were done on. */
  keep: E[];
  /** Planned visits of the old version: replaced by the new version's. */
  remove: E[];
  /** The new version's visits whose code and cycle were not already done or missed. */
  add: PlannedVisit[];
}

/**
 * Moving a subject to a newer plan version: executed visits always stay, the old version's
 * planned visits go, and the new version's visits come in except those whose code and cycle
 * the subject has already done or missed.
 */
export function applyPlanVersion<E extends ExistingVisitKey>(
  existing: readonly E[],
  next: readonly PlannedVisit[],
): PlanApplication<E> {
  const keep = existing.filter(isExecutedVisit);
  const remove = existing.filter((visit) => !isExecutedVisit(visit));
  const executed = new Set(keep.map((visit) => `${visit.visitCode}#${visit.cycle}`));
  const add = next.filter((visit) => !executed.has(`${visit.code}#${visit.cycle}`));
  return { keep, remove, add };
}
