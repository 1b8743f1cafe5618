/**
 * The institution's review and seal of a project's summary report (issue 31 item 6): the
 * application's status machine as data (SUITE.md), enforced by the server and read by the
 * client to offer only the moves allowed now. A draft names a version of the report in the
 * project's binder; submitting it starts its approval (`REPORT_SEAL_WORKFLOW`, decided and
 * signed on 我的审批). The last signed approval seals it (the sealed PDF is filed into the
 * binder in that transaction); a rejection sends it back to be corrected and submitted again;
 * the applicant taking the submission back (the approval's withdrawal) returns it to draft.
 */
import type { LocalizedText } from '../labels';

export const REPORT_SEAL_KINDS = ['stage', 'final'] as const;
export type ReportSealKind = (typeof REPORT_SEAL_KINDS)[number];

export const REPORT_SEAL_KIND_TEXT: Record<ReportSealKind, LocalizedText> = {
  stage: { 'zh-CN': '阶段小结', en: 'Stage summary report' },
  final: { 'zh-CN': '总结报告', en: 'Final summary report' },
};

export const REPORT_SEAL_STATUSES = ['draft', 'inReview', 'approved', 'rejected'] as const;
export type ReportSealStatus = (typeof REPORT_SEAL_STATUSES)[number];

export const REPORT_SEAL_STATUS_TEXT: Record<ReportSealStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  inReview: { 'zh-CN': '审核中', en: 'In review' },
  approved: { 'zh-CN': '已盖章', en: 'Sealed' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
};

interface Transition {
  from: readonly ReportSealStatus[];
  to: ReportSealStatus;
  /** The button (document-pages.ts) that allows the move; null: the approval's own move. */
  button: string | null;
}

const REPORT_SEAL_TRANSITIONS = {
  /** A draft, or a rejected application being corrected, changes. */
  edit: { from: ['draft', 'rejected'], to: 'draft', button: 'reportSeal:apply' },
  submit: { from: ['draft', 'rejected'], to: 'inReview', button: 'reportSeal:apply' },
  /** The approval's last step approved: sealed and filed. */
  approve: { from: ['inReview'], to: 'approved', button: null },
  reject: { from: ['inReview'], to: 'rejected', button: null },
  /** The applicant took the submission back (/api/bpm/instance/withdraw). */
  withdraw: { from: ['inReview'], to: 'draft', button: null },
} as const satisfies Record<string, Transition>;

export type ReportSealAction = keyof typeof REPORT_SEAL_TRANSITIONS;
const ACTIONS = Object.keys(REPORT_SEAL_TRANSITIONS) as ReportSealAction[];

export const REPORT_SEAL = {
  transitions: REPORT_SEAL_TRANSITIONS,
  can: (status: ReportSealStatus, action: ReportSealAction) =>
    (REPORT_SEAL_TRANSITIONS[action].from as readonly string[]).includes(status),
  /** The moves offered now to a caller holding these buttons. */
  allowed: (status: ReportSealStatus, buttons: readonly string[]) =>
    ACTIONS.filter((action) => {
      const { from, button } = REPORT_SEAL_TRANSITIONS[action];
      return (from as readonly string[]).includes(status) && button !== null && buttons.includes(button);
    }),
};

/** The approval workflow key an application runs under, and the workflow's record kind. */
export const REPORT_SEAL_WORKFLOW = 'reportSeal';
export const REPORT_SEAL_RECORD_KIND = 'reportSeal';

/** The stamp the sealed PDF carries as the institution's seal. */
export const INSTITUTION_SEAL_TEXT = '临床试验机构审核专用章';
