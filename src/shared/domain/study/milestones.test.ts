import { describe, expect, it } from 'vitest';
import { isMilestoneOverdue, milestoneProgress } from './milestones';

describe('the overdue rule', () => {
  const today = '2026-03-10';
  it('is overdue once the planned day has passed with no actual date', () => {
    expect(isMilestoneOverdue({ plannedDate: '2026-03-09', actualDate: null }, today)).toBe(true);
    expect(isMilestoneOverdue({ plannedDate: '2025-12-31', actualDate: null }, today)).toBe(true);
  });

  it('is not overdue on the planned day itself, before it, when done, or with no plan', () => {
    expect(isMilestoneOverdue({ plannedDate: '2026-03-10', actualDate: null }, today)).toBe(false);
    expect(isMilestoneOverdue({ plannedDate: '2026-03-11', actualDate: null }, today)).toBe(false);
    expect(isMilestoneOverdue({ plannedDate: '2026-01-01', actualDate: '2026-02-15' }, today)).toBe(false);
    expect(isMilestoneOverdue({ plannedDate: null, actualDate: null }, today)).toBe(false);
  });

  it('compares calendar days across month and year ends', () => {
    expect(isMilestoneOverdue({ plannedDate: '2025-12-31', actualDate: null }, '2026-01-01')).toBe(true);
    expect(isMilestoneOverdue({ plannedDate: '2026-02-28', actualDate: null }, '2026-03-01')).toBe(true);
    expect(isMilestoneOverdue({ plannedDate: '2026-10-01', actualDate: null }, '2026-09-30')).toBe(false);
  });
});

describe('milestone progress', () => {
  it('counts done and overdue and names the open milestone planned first', () => {
    const milestones = [
      { id: 1, plannedDate: '2026-01-10', actualDate: '2026-01-12' },
      { id: 2, plannedDate: '2026-04-01', actualDate: null },
      { id: 3, plannedDate: '2026-03-01', actualDate: null },
      { id: 4, plannedDate: null, actualDate: null },
    ];
    const progress = milestoneProgress(milestones, '2026-03-10');
    expect(progress).toMatchObject({ done: 1, total: 4, overdue: 1 });
    expect(progress.nextDue?.id).toBe(3);
    expect(milestoneProgress([], '2026-03-10')).toEqual({ done: 0, total: 0, overdue: 0, nextDue: undefined });
  });
});
