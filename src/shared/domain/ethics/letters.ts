/**
 * Decision letters (审查决定函 / 伦理批件): what the committee sends the team once a submission is
 * decided. The secretary drafts it from the decision; the chair signs it, which files it into
 * the project's binder and moves the project's ethics header labels. An approving decision
 * (APPROVING_DECISIONS) gives an approval number (伦理批件号) with a validity; the approval of
 * an initial or continuing review also sets when the next continuing review is due.
 */
import type { LocalizedText } from '../labels';
import type { ReviewFrequency } from './continuing-review';
import type { SubmissionType } from './submissions';
import { APPROVING_DECISIONS, type VoteDecision } from './votes';

export const LETTER_STATUSES = ['draft', 'signed'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LETTER_STATUS_LABELS: Record<LetterStatus, LocalizedText> = {
  draft: { 'zh-CN': '待签发', en: 'Awaiting signature' },
  signed: { 'zh-CN': '已签发', en: 'Signed' },
};

/** An approval letter carries an approval number; an opinion letter states any other decision. */
export type LetterKind = 'approval' | 'opinion';
export const LETTER_KIND_LABELS: Record<LetterKind, LocalizedText> = {
  approval: { 'zh-CN': '伦理审查批件', en: 'Ethics approval' },
  opinion: { 'zh-CN': '伦理审查意见', en: 'Ethics review opinion' },
};

export const letterKindOf = (decision: VoteDecision | null): LetterKind =>
  decision !== null && APPROVING_DECISIONS.includes(decision) ? 'approval' : 'opinion';

/** Validity of an approval in months, unless the secretary sets another (1–36). */
export const DEFAULT_VALIDITY_MONTHS = 12;
export const MAX_VALIDITY_MONTHS = 36;
export const DEFAULT_REVIEW_FREQUENCY: ReviewFrequency = 12;

/** Submissions whose approval (re)starts the continuing-review clock. */
export const CLOCK_SETTING_TYPES: readonly SubmissionType[] = ['initial', 'continuing'];

/** 伦理批件号: the committee's approvals of a year, numbered in signing order. */
export const formatApprovalNumber = (year: string, seq: number): string =>
  `EC-PJ-${year}-${String(seq).padStart(4, '0')}`;
