import { describe, expect, it } from 'vitest';
import { cycleVisitName, subjectVisitsOf } from './anchoring';
import { type PlanVisitSpec, visitFlags } from './schedule';

const plan: PlanVisitSpec[] = [
  {
    code: 'V0',
    name: '筛选访视',
    groupName: '筛选期',
    sort: 1,
    dayOffset: -14,
    windowBefore: 14,
    windowAfter: 13,
    repeat: null,
    activities: [],
  },
  {
    code: 'CD1',
    name: '治疗周期第1天（CnD1）',
    groupName: '治疗期',
    sort: 2,
    dayOffset: 0,
    windowBefore: 3,
    windowAfter: 3,
    repeat: { every: 21, unit: 'day', times: 3 },
    activities: [],
  },
];

const screeningOf = (visits: ReturnType<typeof subjectVisitsOf>) => visits.find((visit) => visit.code === 'V0');

describe('a subject calendar anchored on the recorded days', () => {
  it('plans the screening visit on the screening day for a subject screened and enrolled the same day', () => {
    const today = '2026-11-26';
    const visits = subjectVisitsOf(plan, today, { screeningDate: today, consentDate: today, enrolledDate: today });
    const screening = screeningOf(visits);
    expect(screening).toMatchObject({ plannedDate: today, windowStart: today, windowEnd: today });
    expect(visitFlags({ ...screening!, status: 'planned', executedDate: null }, today).overdue).toBe(false);
    expect(visitFlags({ ...screening!, status: 'done', executedDate: today }, today).outOfWindow).toBe(false);
    expect(visits.map((visit) => visit.code)).toEqual(['V0', 'CD1', 'CD1', 'CD1']);
  });

  it('keeps the plan day when screening was earlier, the window open from screening to the anchor day', () => {
    const visits = subjectVisitsOf(plan, '2026-11-26', { screeningDate: '2026-11-06', enrolledDate: '2026-11-26' });
    expect(screeningOf(visits)).toMatchObject({
      plannedDate: '2026-11-12',
      windowStart: '2026-11-06',
      windowEnd: '2026-11-26',
    });
  });

  it('leaves a screening longer ago than the window outside it (a real deviation)', () => {
    const visits = subjectVisitsOf(plan, '2026-11-26', { screeningDate: '2026-10-20', enrolledDate: '2026-11-26' });
    const screening = screeningOf(visits)!;
    expect(screening.plannedDate).toBe('2026-11-12');
    expect(visitFlags({ ...screening, status: 'done', executedDate: '2026-10-20' }, '2026-11-26').outOfWindow).toBe(
      true,
    );
  });

  it('counts from the plan anchor alone when no day is recorded', () => {
    expect(screeningOf(subjectVisitsOf(plan, '2026-11-26', {}))?.plannedDate).toBe('2026-11-12');
  });

  it('names cycles from the plan: C2D1, not a count in words', () => {
    const names = subjectVisitsOf(plan, '2026-11-26', { screeningDate: '2026-11-20' })
      .filter((visit) => visit.code === 'CD1')
      .map((visit) => visit.name);
    expect(names).toEqual(['治疗周期第1天（C1D1）', '治疗周期第1天（C2D1）', '治疗周期第1天（C3D1）']);
    expect(cycleVisitName('治疗周期第1天（CnD1）', 4)).toBe('治疗周期第1天（C4D1）');
    expect(cycleVisitName('治疗周期第1天（C4D1）', 4)).toBe('治疗周期第1天（C4D1）');
    expect(cycleVisitName('肿瘤评估', 2)).toBeNull();
  });
});
