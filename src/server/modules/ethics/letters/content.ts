/**
 * A decision letter's content, frozen when the secretary drafts it: the lines printed on the
 * page and in the filed PDF, and signed by the chair (the signature's hash is of these lines
 * with the number and days given at signing). Bilingual labels, as the binder's records are.
 */
import { LETTER_KIND_LABELS, type LetterKind } from '../../../../shared/domain/ethics/letters';
import { SUBMISSION_TYPE_LABELS, type SubmissionType } from '../../../../shared/domain/ethics/submissions';
import {
  OTHER_DECISION_LABELS,
  type OtherDecision,
  VOTE_DECISION_LABELS,
  type VoteDecision,
} from '../../../../shared/domain/ethics/votes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { RecordLine } from '../../documents';

export type { RecordLine };

export interface LetterFacts {
  kind: LetterKind;
  committeeName: string;
  project: { name: string; projectNo: string | null; sponsorName: string | null; leadResearcher: string | null };
  submission: {
    type: SubmissionType;
    title: string;
    acceptanceNumber: string | null;
    decision: VoteDecision | null;
    otherDecision: OtherDecision | null;
    decidedVia: string | null;
    decidedAt: string | null;
    decisionNote: string | null;
  };
  documents: { title: string; number: number; fileName: string }[];
}

const VIA_TEXT: Record<string, string> = {
  expedited: '快速审查 Expedited review',
  meeting: '会议审查 Full-board review',
};

/** The letter's lines before signing (the approval's number and days are added when it is signed). */
export function draftLines(facts: LetterFacts): RecordLine[] {
  const { submission, project } = facts;
  const decided = submission.decision
    ? VOTE_DECISION_LABELS[submission.decision]
    : submission.otherDecision
      ? OTHER_DECISION_LABELS[submission.otherDecision]
      : null;
  const type = SUBMISSION_TYPE_LABELS[submission.type];
  return [
    {
      section: `${facts.committeeName} · ${LETTER_KIND_LABELS[facts.kind]['zh-CN']} ${LETTER_KIND_LABELS[facts.kind].en}`,
    },
    { label: '项目名称 Project', value: project.name },
    { label: '项目编号 Project number', value: project.projectNo ?? '—' },
    { label: '申办方 Sponsor', value: project.sponsorName ?? '—' },
    { label: '主要研究者 Principal investigator', value: project.leadResearcher ?? '—' },
    { label: '审查类别 Review type', value: `${type['zh-CN']} ${type.en}` },
    { label: '递交标题 Submission', value: submission.title },
    { label: '受理号 Acceptance number', value: submission.acceptanceNumber ?? '—' },
    {
      label: '审查方式 Review',
      value: `${VIA_TEXT[submission.decidedVia ?? ''] ?? '—'}${submission.decidedAt ? ` · ${hospitalDay(Date.parse(submission.decidedAt))}` : ''}`,
    },
    { label: '审查决定 Decision', value: decided ? `${decided['zh-CN']} ${decided.en}` : '—' },
    ...(submission.decisionNote ? [{ label: '审查意见 Comments', value: submission.decisionNote }] : []),
    { section: '审查文件 Documents reviewed' },
    ...facts.documents.map((document) => ({
      label: `${document.title} v${document.number}`,
      value: document.fileName,
    })),
  ];
}

/** The approval's lines added at signing. */
export function approvalLines(approval: {
  approvalNumber: string;
  validFrom: string;
  validUntil: string | null;
  reviewFrequencyMonths: number | null;
  nextReviewDue: string | null;
}): RecordLine[] {
  return [
    { section: '批准 Approval' },
    { label: '伦理批件号 Approval number', value: approval.approvalNumber },
    {
      label: '有效期 Valid',
      value: `${approval.validFrom} – ${approval.validUntil ?? '—'}`,
    },
    ...(approval.reviewFrequencyMonths
      ? [
          {
            label: '跟踪审查频率 Continuing review',
            value: `每 ${approval.reviewFrequencyMonths} 个月 Every ${approval.reviewFrequencyMonths} months`,
          },
        ]
      : []),
    ...(approval.nextReviewDue
      ? [{ label: '下次跟踪审查 Next continuing review', value: approval.nextReviewDue }]
      : []),
  ];
}
