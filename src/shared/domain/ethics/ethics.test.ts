import { activeOn, compositionOf, formatAcceptanceNumber } from './committee';
import { describe, expect, it } from 'vitest';
import { nextReviewDue, reviewDueState, validUntil } from './continuing-review';
import { MEETING, isPresent } from '../meetings';
import { DEFAULT_QUORUM_RULES, type QuorumMember, membersNeeded, quorumOf, quorumRulesProblem } from './quorum';
import { ETHICS_SUBMISSION } from './submissions';
import { tallyVotes } from './votes';

/** A committee of nine: seven scientists of the hospital, a lawyer of the hospital, a lay member from outside. */
const member = (userId: number, sex: QuorumMember['sex'], scientific = true, affiliated = true): QuorumMember => ({
  userId,
  sex,
  scientific,
  affiliated,
});
const committee: QuorumMember[] = [
  member(1, 'male'),
  member(2, 'female'),
  member(3, 'male'),
  member(4, 'female'),
  member(5, 'male'),
  member(6, 'female'),
  member(7, 'male'),
  member(8, 'female', false, true),
  member(9, 'male', false, false),
];
const byId = (...ids: number[]) => committee.filter((m) => ids.includes(m.userId));
const unmet = (present: QuorumMember[]) =>
  quorumOf(committee, present, DEFAULT_QUORUM_RULES)
    .conditions.filter((c) => !c.met)
    .map((c) => c.condition);

describe('quorum', () => {
  it('needs more than half of the members present, and at least the minimum', () => {
    expect(membersNeeded(9, DEFAULT_QUORUM_RULES)).toBe(5);
    expect(membersNeeded(10, DEFAULT_QUORUM_RULES)).toBe(6);
    expect(membersNeeded(5, DEFAULT_QUORUM_RULES)).toBe(5);
    expect(quorumOf(committee, byId(1, 2, 8, 9), DEFAULT_QUORUM_RULES)).toMatchObject({
      met: false,
      present: 4,
      needed: 5,
    });
    expect(unmet(byId(1, 2, 8, 9))).toEqual(['count']);
    expect(quorumOf(committee, byId(1, 2, 3, 8, 9), DEFAULT_QUORUM_RULES).met).toBe(true);
  });

  it('needs a member outside the scientific professions', () => {
    expect(unmet(byId(1, 2, 3, 4, 5, 6))).toEqual(['nonScientific', 'nonAffiliated']);
    expect(unmet(byId(1, 2, 3, 4, 8))).toEqual(['nonAffiliated']);
  });

  it('needs a member not affiliated with the institution', () => {
    expect(unmet(byId(1, 2, 3, 4, 8))).toContain('nonAffiliated');
    expect(unmet(byId(1, 2, 3, 4, 9))).toEqual([]);
  });

  it('needs members of both sexes', () => {
    expect(unmet(byId(1, 3, 5, 7, 9))).toEqual(['bothSexes']);
    expect(unmet(byId(2, 4, 6, 8, 9))).toEqual([]);
  });

  it('holds without a conflicted member only if the rest still make it', () => {
    const present = byId(1, 2, 3, 4, 9);
    expect(quorumOf(committee, present, DEFAULT_QUORUM_RULES).met).toBe(true);
    // Member 9, the only non-affiliated member present, declared a conflict for this item.
    const voters = present.filter((m) => m.userId !== 9);
    expect(unmet(voters)).toEqual(['count', 'nonScientific', 'nonAffiliated']);
  });

  it('answers only the conditions the committee set', () => {
    const rules = { ...DEFAULT_QUORUM_RULES, requireBothSexes: false, requireNonAffiliated: false };
    expect(quorumOf(committee, byId(1, 3, 5, 7, 8), rules)).toMatchObject({
      met: true,
      conditions: [
        { condition: 'count', met: true },
        { condition: 'nonScientific', met: true },
      ],
    });
  });

  it('refuses rules an administrator could mistype', () => {
    expect(quorumRulesProblem(DEFAULT_QUORUM_RULES)).toBeNull();
    expect(quorumRulesProblem({ ...DEFAULT_QUORUM_RULES, moreThanShare: 1 })).toBe('share');
    expect(quorumRulesProblem({ ...DEFAULT_QUORUM_RULES, minimumPresent: 0 })).toBe('minimum');
    expect(quorumRulesProblem({ ...DEFAULT_QUORUM_RULES, minimumPresent: 2.5 })).toBe('minimum');
  });
});

describe('vote outcome', () => {
  it('is the decision more than half of the eligible members chose', () => {
    const tally = tallyVotes(['approve', 'approve', 'approve', 'disapprove', 'approveWithModifications'], 5);
    expect(tally).toMatchObject({ cast: 5, eligible: 5, decision: 'approve' });
    expect(tally.counts).toMatchObject({
      approve: 3,
      disapprove: 1,
      approveWithModifications: 1,
      terminateOrSuspend: 0,
    });
  });

  it('has no decision without a majority of the members present, votes not cast included', () => {
    expect(tallyVotes(['approve', 'approve', 'disapprove', 'disapprove'], 4).decision).toBeNull();
    // Three of seven present voted to approve: not a majority of those present.
    expect(tallyVotes(['approve', 'approve', 'approve'], 7).decision).toBeNull();
    expect(tallyVotes(['approve', 'approve', 'approve', 'approve'], 7).decision).toBe('approve');
  });
});

describe('continuing review', () => {
  it('is due the frequency in months after the last decision, across month ends and leap days', () => {
    expect(nextReviewDue('2026-01-15', 12)).toBe('2027-01-15');
    expect(nextReviewDue('2026-08-31', 6)).toBe('2027-02-28');
    expect(nextReviewDue('2027-11-30', 3)).toBe('2028-02-29');
    expect(validUntil('2026-03-01', 12)).toBe('2027-02-28');
  });

  it('shows from the notice days before its day, and is overdue the day after', () => {
    const due = '2026-12-28';
    expect(reviewDueState(due, '2026-11-27', 30)).toBe('notDue');
    expect(reviewDueState(due, '2026-11-28', 30)).toBe('dueSoon');
    expect(reviewDueState(due, '2026-12-28', 30)).toBe('dueSoon');
    expect(reviewDueState(due, '2026-12-29', 30)).toBe('overdue');
  });
});

describe('status machines', () => {
  it('lets the secretary accept or return only what was submitted, and the team resubmit a returned one', () => {
    expect(ETHICS_SUBMISSION.can('submitted', 'accept')).toBe(true);
    expect(ETHICS_SUBMISSION.can('draft', 'accept')).toBe(false);
    expect(ETHICS_SUBMISSION.can('returned', 'submit')).toBe(true);
    expect(ETHICS_SUBMISSION.can('decided', 'withdraw')).toBe(false);
    expect(ETHICS_SUBMISSION.can('onAgenda', 'decide')).toBe(true);
    expect(ETHICS_SUBMISSION.can('accepted', 'decide')).toBe(false);
  });

  it('runs a meeting from not started to ongoing to done, and cancels only one not started', () => {
    expect(MEETING.can(0, 'start')).toBe(true);
    expect(MEETING.can(1, 'close')).toBe(true);
    expect(MEETING.can(1, 'cancel')).toBe(false);
    expect(MEETING.can(2, 'start')).toBe(false);
    expect(MEETING.inSession(1)).toBe(true);
    expect(MEETING.inSession(2)).toBe(false);
    expect([1, 2, 3, 4].map((s) => isPresent(s as 1 | 2 | 3 | 4))).toEqual([true, true, false, false]);
  });
});

describe('committee composition', () => {
  const seats = committee.map((seat, index) => ({
    ...seat,
    role: index === 0 ? ('secretary' as const) : index === 1 ? ('chair' as const) : ('member' as const),
  }));
  const unmetOf = (list: typeof seats) =>
    compositionOf(list)
      .conditions.filter((c) => !c.met)
      .map((c) => c.condition);

  it('needs seven members of both sexes, a lay and an outside member, and one chair', () => {
    expect(compositionOf(seats)).toMatchObject({ met: true, members: 9 });
    expect(unmetOf(seats.slice(0, 6))).toEqual(['size', 'nonScientific', 'nonAffiliated']);
    expect(unmetOf(seats.filter((seat) => seat.sex === 'male'))).toContain('bothSexes');
    expect(unmetOf(seats.map((seat) => ({ ...seat, role: 'member' as const })))).toEqual(['chair']);
  });

  it('counts only the members whose term covers the day', () => {
    const terms = [
      { startsOn: '2025-01-01', endsOn: null },
      { startsOn: '2025-01-01', endsOn: '2025-12-31' },
      { startsOn: '2026-02-01', endsOn: null },
    ];
    expect(activeOn(terms, '2026-01-05')).toEqual([terms[0]]);
  });

  it('numbers accepted submissions per year with four digits', () => {
    expect(formatAcceptanceNumber('2026', 1)).toBe('EC-2026-0001');
    expect(formatAcceptanceNumber('2027', 123)).toBe('EC-2027-0123');
  });
});
