import { describe, expect, it } from 'vitest';
import { type StepRule, agencyCovers, applicableSteps, approverMatches, stepProblems } from './approvals';

const step = (sort: number, minAmountFen: number | null, over: Partial<StepRule> = {}): StepRule => ({
  sort,
  name: `第${sort}步`,
  approverKind: 'role',
  approverRef: 'finance',
  minAmountFen,
  ...over,
});

describe('approval steps', () => {
  it('orders the steps and keeps a threshold step from its amount up, the boundary included', () => {
    const steps = [step(2, 1_000_000), step(1, null)];
    expect(applicableSteps(steps, 999_999).map((s) => s.sort)).toEqual([1]);
    expect(applicableSteps(steps, 1_000_000).map((s) => s.sort)).toEqual([1, 2]);
    expect(applicableSteps(steps, null).map((s) => s.sort)).toEqual([1]);
  });

  it('matches an approver by role, by role in the project, or by name', () => {
    const user = { userName: 'finance', roleCodes: ['finance'], projectRoleCodes: ['investigator'] };
    expect(approverMatches({ approverKind: 'role', approverRef: 'finance' }, user)).toBe(true);
    expect(approverMatches({ approverKind: 'role', approverRef: 'investigator' }, user)).toBe(false);
    expect(approverMatches({ approverKind: 'projectRole', approverRef: 'investigator' }, user)).toBe(true);
    expect(approverMatches({ approverKind: 'user', approverRef: 'finance' }, user)).toBe(true);
    expect(approverMatches({ approverKind: 'user', approverRef: 'admin' }, user)).toBe(false);
  });

  it('a delegation covers its first and last day, for its workflow or all, until revoked', () => {
    const agency = { startsOn: '2026-03-01', endsOn: '2026-03-07', revokedAt: null, workflowKey: null };
    expect(agencyCovers(agency, '2026-02-28', 'contract')).toBe(false);
    expect(agencyCovers(agency, '2026-03-01', 'contract')).toBe(true);
    expect(agencyCovers(agency, '2026-03-07', 'contract')).toBe(true);
    expect(agencyCovers(agency, '2026-03-08', 'contract')).toBe(false);
    expect(agencyCovers({ ...agency, workflowKey: 'subsidy' }, '2026-03-02', 'contract')).toBe(false);
    expect(agencyCovers({ ...agency, revokedAt: '2026-03-02T00:00:00Z' }, '2026-03-03', 'contract')).toBe(false);
  });

  it("names what is wrong with a definition's steps", () => {
    expect(stepProblems([])).toEqual(['no_steps']);
    expect(stepProblems([step(1, null), step(1, -1)])).toEqual(['duplicate_sort', 'bad_threshold']);
    expect(stepProblems([step(1, null, { approverRef: ' ' })])).toEqual(['no_approver']);
    expect(stepProblems([step(1, null), step(2, 500)])).toEqual([]);
  });
});
