/**
 * Votes of a full-board review (SPEC dictionaries voteDecision and otherDecision): each
 * present member without a conflict of interest votes once per agenda item; the item's
 * decision is the one a majority of the members present for it chose. Without such a
 * majority the item has no decision and is reviewed again (a revote or the next meeting),
 * which the secretary records as an otherDecision.
 */
import type { LocalizedText } from '../labels';

/** voteDecision: what a member votes for (and what an item's decision is). */
export const VOTE_DECISIONS = [
  'approve',
  'approveWithModifications',
  'reReviewAfterModification',
  'disapprove',
  'terminateOrSuspend',
] as const;
export type VoteDecision = (typeof VOTE_DECISIONS)[number];
export const VOTE_DECISION_LABELS: Record<VoteDecision, LocalizedText> = {
  approve: { 'zh-CN': '同意', en: 'Approve' },
  approveWithModifications: { 'zh-CN': '必要的修改后同意', en: 'Approve after modifications' },
  reReviewAfterModification: { 'zh-CN': '必要的修改后重审', en: 'Re-review after modifications' },
  disapprove: { 'zh-CN': '不同意', en: 'Disapprove' },
  terminateOrSuspend: { 'zh-CN': '终止或暂停已同意的研究', en: 'Terminate or suspend the approved research' },
};

/** otherDecision: an item's outcome when no vote decided it. */
export const OTHER_DECISIONS = ['noMajority', 'deferred', 'withdrawnBySponsor', 'noted'] as const;
export type OtherDecision = (typeof OTHER_DECISIONS)[number];
export const OTHER_DECISION_LABELS: Record<OtherDecision, LocalizedText> = {
  noMajority: { 'zh-CN': '未形成多数意见，再次审查', en: 'No majority: to be reviewed again' },
  deferred: { 'zh-CN': '推迟审查', en: 'Deferred' },
  withdrawnBySponsor: { 'zh-CN': '申请人撤回', en: 'Withdrawn by the applicant' },
  noted: { 'zh-CN': '知悉备案', en: 'Noted' },
};

/** Decisions that let the research go on (the decision letter carries an approval number). */
export const APPROVING_DECISIONS: readonly VoteDecision[] = ['approve', 'approveWithModifications'];

export interface VoteTally {
  /** Votes cast per decision, every decision listed. */
  counts: Record<VoteDecision, number>;
  cast: number;
  /** Members present and entitled to vote on the item (present, without a conflict). */
  eligible: number;
  /** The decision more than half of the eligible members chose, or null. */
  decision: VoteDecision | null;
}

/** The tally of an item's votes and its decision under the majority-of-members-present rule. */
export function tallyVotes(votes: readonly VoteDecision[], eligible: number): VoteTally {
  const counts = Object.fromEntries(VOTE_DECISIONS.map((decision) => [decision, 0])) as Record<VoteDecision, number>;
  for (const vote of votes) counts[vote] += 1;
  const decision = VOTE_DECISIONS.find((candidate) => counts[candidate] * 2 > eligible) ?? null;
  return { counts, cast: votes.length, eligible, decision };
}
