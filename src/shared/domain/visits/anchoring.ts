/**
 * A subject's calendar anchored on the days recorded for them (issue 24 item 4). A plan counts
 * its days from one event (enrolment, say), so its screening visit falls days before that
 * event; but the subject was screened on a recorded day. A visit planned before the plan's
 * anchor day is therefore kept within the subject's own days: not before their first recorded
 * day (screening, else consent), and its window stays open until the anchor event, which it
 * must precede. A subject screened, consented and enrolled today gets the screening visit
 * today, not an overdue one days ago.
 *
 * Visits are named from the plan: a name carrying the cycle token 'CnD1' is numbered per
 * cycle (C2D1), as oncology protocols name their visits.
 */
import type { CalendarDate } from '../hospital-time';
import { type AnchorField, type PlanVisitSpec, type PlannedVisit, expandPlan } from './schedule';

export type RecordedDays = Partial<Record<AnchorField, string | null>>;

const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);

/** The first day the subject was seen in the study: screening, else consent. */
function firstRecordedDay(recorded: RecordedDays): CalendarDate | null {
  return recorded.screeningDate ?? recorded.consentDate ?? null;
}

/** One pre-anchor visit kept within the subject's days (see the header). */
function keptWithin(visit: PlannedVisit, anchorDay: CalendarDate, first: CalendarDate): PlannedVisit {
  const plannedDate = later(visit.plannedDate, first);
  const windowStart = later(visit.windowStart, first);
  return { ...visit, plannedDate, windowStart, windowEnd: later(visit.windowEnd, later(plannedDate, anchorDay)) };
}

const byDay = (a: PlannedVisit, b: PlannedVisit) =>
  (a.plannedDate < b.plannedDate ? -1 : a.plannedDate > b.plannedDate ? 1 : 0) || a.sort - b.sort || a.cycle - b.cycle;

/**
 * The dated visits of a plan for a subject whose anchor event was on `anchorDay`, anchored on
 * the subject's recorded days and named per cycle.
 */
export function subjectVisitsOf(
  visits: readonly PlanVisitSpec[],
  anchorDay: CalendarDate,
  recorded: RecordedDays,
): PlannedVisit[] {
  const first = firstRecordedDay(recorded);
  return expandPlan(visits, anchorDay)
    .map((visit) => {
      const named = { ...visit, name: cycleVisitName(visit.name, visit.cycle) ?? visit.name };
      return first !== null && first <= anchorDay && visit.plannedDate < anchorDay
        ? keptWithin(named, anchorDay, first)
        : named;
    })
    .sort(byDay);
}

/** 'CnD1' in a plan's visit name: the cycle number goes in place of the n. */
const CYCLE_TOKEN = /C[nN](?=D\d)/g;
const NUMBERED_CYCLE = /C\d+D\d+/;

/**
 * A visit's name for one cycle: the plan's 'CnD1' numbered (C2D1); the name as it is when it
 * already names its cycle; null when it does not, and the caller adds the cycle in words.
 */
export function cycleVisitName(name: string, cycle: number): string | null {
  if (name.match(CYCLE_TOKEN)) return name.replace(CYCLE_TOKEN, `C${cycle}`);
  return NUMBERED_CYCLE.test(name) ? name : null;
}
