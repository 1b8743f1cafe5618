/**
 * An ethics committee's quorum as data (the committee's own rules, stored with the committee):
 * a vote on an agenda item may open only while enough members are present and the present
 * members are composed as the rules require. Each condition is answered on its own, so the
 * meeting room can say which one is missing.
 *
 * The default follows the common rule of Chinese ethics committees (the 2016 measures for
 * the ethical review of biomedical research involving people): more than half of the
 * members present, among them at least one member outside the medical and scientific
 * professions and one not affiliated with the institution, and members of both sexes.
 */

export type Sex = 'female' | 'male';

/** What the quorum needs to know of a committee member. */
export interface QuorumMember {
  userId: number;
  sex: Sex;
  /** A member from a medical or scientific profession (else a lay member: law, ethics, community). */
  scientific: boolean;
  /** Employed by the institution the committee belongs to. */
  affiliated: boolean;
}

export interface QuorumRules {
  /** Present members must be more than this share of all members (0.5: more than half). */
  moreThanShare: number;
  /** At least this many members present in any case. */
  minimumPresent: number;
  requireNonScientific: boolean;
  requireNonAffiliated: boolean;
  requireBothSexes: boolean;
}

export const DEFAULT_QUORUM_RULES: QuorumRules = {
  moreThanShare: 0.5,
  minimumPresent: 5,
  requireNonScientific: true,
  requireNonAffiliated: true,
  requireBothSexes: true,
};

export const QUORUM_CONDITIONS = ['count', 'nonScientific', 'nonAffiliated', 'bothSexes'] as const;
export type QuorumCondition = (typeof QUORUM_CONDITIONS)[number];

export interface QuorumAnswer {
  met: boolean;
  present: number;
  /** The present members the count condition asks for at least. */
  needed: number;
  /** Each condition the rules set, and whether the present members meet it. */
  conditions: { condition: QuorumCondition; met: boolean }[];
}

/** Members needed present out of `total`: more than the share, and at least the minimum. */
export function membersNeeded(total: number, rules: QuorumRules): number {
  return Math.max(Math.floor(total * rules.moreThanShare) + 1, rules.minimumPresent);
}

/**
 * The quorum of the members present (on time or late) out of all the committee's members.
 * For a vote on one item, pass the present members without those who declared a conflict
 * of interest for it: they leave the vote, and the quorum must hold without them.
 */
export function quorumOf(
  members: readonly QuorumMember[],
  present: readonly QuorumMember[],
  rules: QuorumRules,
): QuorumAnswer {
  const needed = membersNeeded(members.length, rules);
  const conditions: QuorumAnswer['conditions'] = [{ condition: 'count', met: present.length >= needed }];
  if (rules.requireNonScientific) {
    conditions.push({ condition: 'nonScientific', met: present.some((member) => !member.scientific) });
  }
  if (rules.requireNonAffiliated) {
    conditions.push({ condition: 'nonAffiliated', met: present.some((member) => !member.affiliated) });
  }
  if (rules.requireBothSexes) {
    const sexes = new Set(present.map((member) => member.sex));
    conditions.push({ condition: 'bothSexes', met: sexes.has('female') && sexes.has('male') });
  }
  return { met: conditions.every((item) => item.met), present: present.length, needed, conditions };
}

/** A problem with a committee's rules as an administrator would type them, or null. */
export function quorumRulesProblem(rules: QuorumRules): 'share' | 'minimum' | null {
  if (!(rules.moreThanShare >= 0 && rules.moreThanShare < 1)) return 'share';
  if (!Number.isInteger(rules.minimumPresent) || rules.minimumPresent < 1 || rules.minimumPresent > 100) {
    return 'minimum';
  }
  return null;
}
