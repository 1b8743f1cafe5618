/**
 * Ethics submissions (SPEC's ethics issues): what a project team sends the committee, and
 * their status machine as data (SUITE.md). A team submits; the secretary checks
 * completeness and returns it (the team corrects and submits again) or accepts it, which
 * gives it its acceptance number (审查受理号); the secretary then routes it to expedited
 * review by the primary reviewers alone or to full-board review on a meeting's agenda; the
 * review ends in a decision. A team may withdraw a submission until it is decided.
 */
import type { LocalizedText } from '../labels';

export const SUBMISSION_TYPES = [
  'initial',
  'amendment',
  'continuing',
  'safetyReport',
  'deviation',
  'suspension',
  'closure',
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
export const SUBMISSION_TYPE_LABELS: Record<SubmissionType, LocalizedText> = {
  initial: { 'zh-CN': '初始审查', en: 'Initial review' },
  amendment: { 'zh-CN': '修正案审查', en: 'Amendment' },
  continuing: { 'zh-CN': '跟踪（年度）审查', en: 'Continuing review' },
  safetyReport: { 'zh-CN': '严重不良事件/SUSAR 报告', en: 'SAE or SUSAR report' },
  deviation: { 'zh-CN': '违背方案报告', en: 'Protocol deviation' },
  suspension: { 'zh-CN': '暂停/终止研究报告', en: 'Suspension or termination' },
  closure: { 'zh-CN': '结题报告', en: 'Closure' },
};

export const SUBMISSION_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'accepted',
  'expedited',
  'onAgenda',
  'decided',
  'withdrawn',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  submitted: { 'zh-CN': '待受理', en: 'Awaiting acceptance' },
  returned: { 'zh-CN': '退回补充', en: 'Returned for completion' },
  accepted: { 'zh-CN': '已受理', en: 'Accepted' },
  expedited: { 'zh-CN': '快速审查中', en: 'In expedited review' },
  onAgenda: { 'zh-CN': '已列入会议', en: 'On a meeting agenda' },
  decided: { 'zh-CN': '已决定', en: 'Decided' },
  withdrawn: { 'zh-CN': '已撤回', en: 'Withdrawn' },
};

interface Transition {
  from: readonly SubmissionStatus[];
  to: SubmissionStatus;
  /** Who moves it: the project's team or the committee's secretary (reviewers and votes decide). */
  by: 'team' | 'secretary' | 'review';
}

const SUBMISSION_TRANSITIONS = {
  submit: { from: ['draft', 'returned'], to: 'submitted', by: 'team' },
  return: { from: ['submitted'], to: 'returned', by: 'secretary' },
  accept: { from: ['submitted'], to: 'accepted', by: 'secretary' },
  expedite: { from: ['accepted'], to: 'expedited', by: 'secretary' },
  schedule: { from: ['accepted', 'expedited'], to: 'onAgenda', by: 'secretary' },
  /** Taken off a cancelled meeting's agenda, back to be routed again. */
  unschedule: { from: ['onAgenda'], to: 'accepted', by: 'secretary' },
  decide: { from: ['expedited', 'onAgenda'], to: 'decided', by: 'review' },
  withdraw: {
    from: ['draft', 'submitted', 'returned', 'accepted', 'expedited', 'onAgenda'],
    to: 'withdrawn',
    by: 'team',
  },
} as const satisfies Record<string, Transition>;

export type SubmissionAction = keyof typeof SUBMISSION_TRANSITIONS;

export const ETHICS_SUBMISSION = {
  transitions: SUBMISSION_TRANSITIONS,
  can: (status: SubmissionStatus, action: SubmissionAction) =>
    (SUBMISSION_TRANSITIONS[action].from as readonly string[]).includes(status),
};

/**
 * Types a secretary may route to expedited review: reports and minor changes. Initial
 * reviews and suspensions go to the full board; an amendment may go either way.
 */
export const EXPEDITABLE_TYPES: readonly SubmissionType[] = [
  'amendment',
  'continuing',
  'safetyReport',
  'deviation',
  'closure',
];
