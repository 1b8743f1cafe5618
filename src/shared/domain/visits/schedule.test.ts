import { describe, expect, it } from 'vitest';
import {
  anchorDayOf,
  applyPlanVersion,
  canVisitTransition,
  expandPlan,
  isInWindow,
  type PlanVisitSpec,
  visitActionsFor,
  visitFlags,
} from './schedule';

const visit = (over: Partial<PlanVisitSpec> & { code: string }): PlanVisitSpec => ({
  name: over.code,
  groupName: null,
  sort: 1,
  dayOffset: 0,
  windowBefore: 0,
  windowAfter: 0,
  repeat: null,
  activities: [],
  ...over,
});

describe('expandPlan', () => {
  it('dates a visit from the anchor with its window', () => {
    const [v1] = expandPlan([visit({ code: 'V1', dayOffset: 14, windowBefore: 3, windowAfter: 2 })], '2026-01-20');
    expect(v1).toMatchObject({
      code: 'V1',
      cycle: 1,
      plannedDate: '2026-02-03',
      windowStart: '2026-01-31',
      windowEnd: '2026-02-05',
    });
  });

  it("expands 'every 21 days for 6 cycles'", () => {
    const rows = expandPlan(
      [
        visit({
          code: 'C',
          dayOffset: 1,
          windowBefore: 1,
          windowAfter: 1,
          repeat: { every: 21, unit: 'day', times: 6 },
        }),
      ],
      '2026-01-01',
    );
    expect(rows.map((row) => [row.cycle, row.plannedDate])).toEqual([
      [1, '2026-01-02'],
      [2, '2026-01-23'],
      [3, '2026-02-13'],
      [4, '2026-03-06'],
      [5, '2026-03-27'],
      [6, '2026-04-17'],
    ]);
    expect(rows[5]).toMatchObject({ windowStart: '2026-04-16', windowEnd: '2026-04-18' });
  });

  it('repeats monthly from the 31st without drifting', () => {
    const rows = expandPlan([visit({ code: 'M', repeat: { every: 1, unit: 'month', times: 5 } })], '2026-01-31');
    expect(rows.map((row) => row.plannedDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('handles a leap-day anchor and weekly repeats', () => {
    const rows = expandPlan(
      [
        visit({ code: 'Y', dayOffset: 0, repeat: { every: 12, unit: 'month', times: 2 } }),
        visit({ code: 'W', sort: 2, dayOffset: 1, repeat: { every: 2, unit: 'week', times: 2 } }),
      ],
      '2028-02-29',
    );
    expect(rows.map((row) => `${row.code}${row.cycle}:${row.plannedDate}`)).toEqual([
      'Y1:2028-02-29',
      'W1:2028-03-01',
      'W2:2028-03-15',
      'Y2:2029-02-28',
    ]);
  });

  it('accepts negative offsets (a screening visit before enrolment) and orders by day', () => {
    const rows = expandPlan(
      [visit({ code: 'V2', sort: 2, dayOffset: 0 }), visit({ code: 'V1', sort: 1, dayOffset: -7, windowBefore: 7 })],
      '2026-03-03',
    );
    expect(rows.map((row) => [row.code, row.plannedDate, row.windowStart])).toEqual([
      ['V1', '2026-02-24', '2026-02-17'],
      ['V2', '2026-03-03', '2026-03-03'],
    ]);
  });
});

describe('windows and flags', () => {
  const row = { plannedDate: '2026-03-10', windowStart: '2026-03-08', windowEnd: '2026-03-12' };
  it('includes both window ends', () => {
    expect(isInWindow('2026-03-08', row)).toBe(true);
    expect(isInWindow('2026-03-12', row)).toBe(true);
    expect(isInWindow('2026-03-07', row)).toBe(false);
    expect(isInWindow('2026-03-13', row)).toBe(false);
  });

  it('is overdue only once the window has ended and the visit is still planned', () => {
    const planned = { ...row, status: 'planned', executedDate: null };
    expect(visitFlags(planned, '2026-03-12').overdue).toBe(false);
    expect(visitFlags(planned, '2026-03-13').overdue).toBe(true);
    expect(visitFlags({ ...planned, status: 'missed' }, '2026-03-13').overdue).toBe(false);
    expect(visitFlags(planned, '2026-03-10').dueToday).toBe(true);
    expect(visitFlags(planned, '2026-03-11').dueToday).toBe(false);
  });

  it('flags a visit executed outside its window', () => {
    const done = { ...row, status: 'done', executedDate: '2026-03-13' };
    expect(visitFlags(done, '2026-04-01')).toEqual({ overdue: false, outOfWindow: true, dueToday: false });
    expect(visitFlags({ ...done, executedDate: '2026-03-12' }, '2026-04-01').outOfWindow).toBe(false);
  });
});

describe('the visit status machine', () => {
  it('allows planned -> done or missed, and done|missed -> reset', () => {
    expect(visitActionsFor('planned')).toEqual(['record', 'miss']);
    expect(visitActionsFor('done')).toEqual(['reset']);
    expect(visitActionsFor('missed')).toEqual(['reset']);
    expect(canVisitTransition('record', 'done')).toBe(false);
    expect(canVisitTransition('reset', 'planned')).toBe(false);
  });

  it("reads the subject's anchor day", () => {
    expect(anchorDayOf({ enrolledDate: '2026-02-01', consentDate: '2026-01-20' }, 'consent')).toBe('2026-01-20');
    expect(anchorDayOf({ enrolledDate: null }, 'enrolment')).toBeNull();
  });
});

describe('applyPlanVersion', () => {
  it('keeps executed visits, replaces planned ones and skips what is already done', () => {
    const existing = [
      { id: 1, visitCode: 'V1', cycle: 1, status: 'done' },
      { id: 2, visitCode: 'C', cycle: 1, status: 'missed' },
      { id: 3, visitCode: 'C', cycle: 2, status: 'planned' },
      { id: 4, visitCode: 'V9', cycle: 1, status: 'planned' },
    ];
    const next = expandPlan(
      [
        visit({ code: 'V1', dayOffset: 0 }),
        visit({ code: 'C', sort: 2, dayOffset: 7, repeat: { every: 21, unit: 'day', times: 3 } }),
        visit({ code: 'V3', sort: 3, dayOffset: 90 }),
      ],
      '2026-01-01',
    );
    const result = applyPlanVersion(existing, next);
    expect(result.keep.map((row) => row.id)).toEqual([1, 2]);
    expect(result.remove.map((row) => row.id)).toEqual([3, 4]);
    expect(result.add.map((row) => `${row.code}#${row.cycle}`)).toEqual(['C#2', 'C#3', 'V3#1']);
  });
});
