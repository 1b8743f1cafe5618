/**
 * The visit plan editor's state as typed (numbers as text, so a half-typed value is kept),
 * read into the save body and the preview's plan visits, with the problems per visit.
 */
import type { VisitInput, VisitPlanDetail } from '../../../../shared/api/visits/plans';
import {
  PLAN_LIMITS,
  type PlanVisitSpec,
  type RepeatUnit,
  type VisitAnchor,
} from '../../../../shared/domain/visits/schedule';

export interface VisitDraft {
  /** A React key that survives reordering. */
  key: number;
  code?: string;
  name: string;
  groupIndex: number | null;
  dayOffset: string;
  windowBefore: string;
  windowAfter: string;
  repeatOn: boolean;
  repeatEvery: string;
  repeatUnit: RepeatUnit;
  repeatTimes: string;
  /** visitItemType keys, with the names already given to them. */
  activities: { type: string; name: string }[];
}

export interface PlanDraft {
  name: string;
  anchor: VisitAnchor;
  note: string;
  groups: { key: number; name: string }[];
  visits: VisitDraft[];
}

let nextKey = 1;
export const newKey = () => nextKey++;

export function newVisit(): VisitDraft {
  return {
    key: newKey(),
    name: '',
    groupIndex: null,
    dayOffset: '0',
    windowBefore: '0',
    windowAfter: '0',
    repeatOn: false,
    repeatEvery: '21',
    repeatUnit: 'day',
    repeatTimes: '2',
    activities: [],
  };
}

export function draftOf(plan: VisitPlanDetail | undefined): PlanDraft {
  if (!plan) return { name: '', anchor: 'enrolment', note: '', groups: [], visits: [] };
  return {
    name: plan.name,
    anchor: plan.anchor,
    note: plan.note ?? '',
    groups: plan.groups.map((group) => ({ key: newKey(), name: group.name })),
    visits: plan.visits.map((visit) => ({
      key: newKey(),
      code: visit.code,
      name: visit.name,
      groupIndex: visit.groupIndex,
      dayOffset: String(visit.dayOffset),
      windowBefore: String(visit.windowBefore),
      windowAfter: String(visit.windowAfter),
      repeatOn: visit.repeat !== null,
      repeatEvery: String(visit.repeat?.every ?? 21),
      repeatUnit: visit.repeat?.unit ?? 'day',
      repeatTimes: String(visit.repeat?.times ?? 2),
      activities: visit.activities.map((activity) => ({ ...activity })),
    })),
  };
}

/** The problem of a typed whole number, as the bounds to name; undefined when fine. */
function intOf(text: string, min: number, max: number): number | { min: number; max: number } {
  const value = Number(text.trim());
  return /^-?\d+$/.test(text.trim()) && value >= min && value <= max ? value : { min, max };
}

export type VisitProblem = { field: keyof VisitDraft; min?: number; max?: number };

/** One visit as sent, or the first problem found in it. */
export function visitInputOf(visit: VisitDraft): VisitInput | VisitProblem {
  if (!visit.name.trim()) return { field: 'name' };
  const checks = [
    ['dayOffset', intOf(visit.dayOffset, PLAN_LIMITS.dayOffsetMin, PLAN_LIMITS.dayOffsetMax)],
    ['windowBefore', intOf(visit.windowBefore, 0, PLAN_LIMITS.windowMax)],
    ['windowAfter', intOf(visit.windowAfter, 0, PLAN_LIMITS.windowMax)],
    ['repeatEvery', visit.repeatOn ? intOf(visit.repeatEvery, 1, PLAN_LIMITS.repeatEveryMax) : 1],
    [
      'repeatTimes',
      visit.repeatOn ? intOf(visit.repeatTimes, PLAN_LIMITS.repeatTimesMin, PLAN_LIMITS.repeatTimesMax) : 2,
    ],
  ] as const;
  const values: Record<string, number> = {};
  for (const [field, value] of checks) {
    if (typeof value !== 'number') return { field, ...value };
    values[field] = value;
  }
  const number = (field: string) => values[field] ?? 0;
  return {
    ...(visit.code ? { code: visit.code } : {}),
    name: visit.name.trim(),
    groupIndex: visit.groupIndex,
    dayOffset: number('dayOffset'),
    windowBefore: number('windowBefore'),
    windowAfter: number('windowAfter'),
    repeat: visit.repeatOn
      ? { every: number('repeatEvery'), unit: visit.repeatUnit, times: number('repeatTimes') }
      : null,
    activities: visit.activities,
  };
}

export const isVisitProblem = (value: VisitInput | VisitProblem): value is VisitProblem => 'field' in value;

/** The visits the preview can expand now (those typed well enough), with group names. */
export function previewVisits(draft: PlanDraft): PlanVisitSpec[] {
  return draft.visits.flatMap((visit, index) => {
    const input = visitInputOf(visit);
    if (isVisitProblem(input)) return [];
    const groupName = input.groupIndex === null ? null : (draft.groups[input.groupIndex]?.name ?? null);
    return [{ ...input, code: input.code ?? `#${index + 1}`, groupName, sort: index + 1 }];
  });
}

/** Removes a group: its visits lose their group and later groups' indexes shift down. */
export function withoutGroup(draft: PlanDraft, index: number): PlanDraft {
  const shift = (groupIndex: number | null) =>
    groupIndex === null || groupIndex === index ? null : groupIndex > index ? groupIndex - 1 : groupIndex;
  return {
    ...draft,
    groups: draft.groups.filter((_, i) => i !== index),
    visits: draft.visits.map((visit) => ({ ...visit, groupIndex: shift(visit.groupIndex) })),
  };
}

/** Moves a visit one place up (-1) or down (+1). */
export function movedVisit(visits: readonly VisitDraft[], index: number, by: -1 | 1): VisitDraft[] {
  const next = [...visits];
  const [visit] = next.splice(index, 1);
  if (visit) next.splice(Math.max(0, Math.min(next.length, index + by)), 0, visit);
  return next;
}
