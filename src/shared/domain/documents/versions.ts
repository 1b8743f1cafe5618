/**
 * A document version's status machine as data (SUITE.md): draft → inReview → effective →
 * superseded, and withdrawn. The server enforces it and the client offers only the moves
 * allowed now. A version is uploaded as a draft or filed as effective (an already approved
 * document, such as an ethics approval letter); a draft is submitted for review, which runs
 * on the approval workflow (`DOCUMENT_WORKFLOWS.review`): its last signed approval makes the
 * version effective and supersedes the one before, a rejection (or the submitter taking the
 * submission back) returns it to draft. An effective version is withdrawn with a signature.
 * Only a draft is deleted (docs/documents.md).
 */
export const DOCUMENT_VERSION_STATUSES = ['draft', 'inReview', 'effective', 'superseded', 'withdrawn'] as const;
export type DocumentVersionStatus = (typeof DOCUMENT_VERSION_STATUSES)[number];

/** How an upload starts: a draft, or filed as already effective. */
export const UPLOAD_STATUSES = ['draft', 'effective'] as const satisfies readonly DocumentVersionStatus[];
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

interface Transition {
  from: readonly DocumentVersionStatus[];
  to: DocumentVersionStatus | null;
  /** The button (document-pages.ts) that allows the move; null: the server's own move. */
  button: string | null;
}

const VERSION_TRANSITIONS = {
  submit: { from: ['draft'], to: 'inReview', button: 'document:upload' },
  /** The review's last step approved (the approval workflow's end). */
  approve: { from: ['inReview'], to: 'effective', button: null },
  /** The review rejected, or the submitter took it back. */
  reject: { from: ['inReview'], to: 'draft', button: null },
  /** A newer version became effective. */
  supersede: { from: ['effective'], to: 'superseded', button: null },
  /** Signed: the version is no longer in force (a draft is deleted instead; a review is taken back). */
  withdraw: { from: ['effective'], to: 'withdrawn', button: 'document:withdraw' },
  delete: { from: ['draft'], to: null, button: 'document:upload' },
} as const satisfies Record<string, Transition>;

export type DocumentVersionAction = keyof typeof VERSION_TRANSITIONS;
const ACTIONS = Object.keys(VERSION_TRANSITIONS) as DocumentVersionAction[];

export const DOCUMENT_VERSION = {
  transitions: VERSION_TRANSITIONS,
  can: (status: DocumentVersionStatus, action: DocumentVersionAction) =>
    (VERSION_TRANSITIONS[action].from as readonly string[]).includes(status),
  /** The moves offered now to a caller holding these buttons. */
  allowed: (status: DocumentVersionStatus, buttons: readonly string[]) =>
    ACTIONS.filter((action) => {
      const { from, button } = VERSION_TRANSITIONS[action];
      return (from as readonly string[]).includes(status) && button !== null && buttons.includes(button);
    }),
};

export const DOCUMENT_VERSION_STATUS_TEXT: Record<DocumentVersionStatus, { 'zh-CN': string; en: string }> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  inReview: { 'zh-CN': '审核中', en: 'In review' },
  effective: { 'zh-CN': '生效', en: 'Effective' },
  superseded: { 'zh-CN': '已替代', en: 'Superseded' },
  withdrawn: { 'zh-CN': '已撤回', en: 'Withdrawn' },
};

/** The approval workflow key a version's review runs under, and the workflow's record kind. */
export const DOCUMENT_WORKFLOWS = { review: 'documentReview' } as const;
export const DOCUMENT_REVIEW_RECORD_KIND = 'documentVersion';

/** Document kinds of a binder; `expires` marks the ones whose versions carry an expiry date. */
export const DOCUMENT_KINDS = {
  protocol: { 'zh-CN': '方案及修正案', en: 'Protocol or amendment', expires: false },
  investigatorBrochure: { 'zh-CN': '研究者手册', en: "Investigator's brochure", expires: false },
  ethicsApproval: { 'zh-CN': '伦理批件', en: 'Ethics approval', expires: true },
  contract: { 'zh-CN': '合同协议', en: 'Contract', expires: false },
  delegationLog: { 'zh-CN': '授权分工表', en: 'Delegation log', expires: false },
  cv: { 'zh-CN': '研究者简历', en: 'CV', expires: true },
  gcpCertificate: { 'zh-CN': 'GCP 证书', en: 'GCP certificate', expires: true },
  trainingRecord: { 'zh-CN': '培训记录', en: 'Training record', expires: false },
  monitoringReport: { 'zh-CN': '监查报告', en: 'Monitoring report', expires: false },
  qcReport: { 'zh-CN': '质控报告', en: 'QC report', expires: false },
  saeReport: { 'zh-CN': 'SAE 报告', en: 'SAE report', expires: false },
  susarReport: { 'zh-CN': 'SUSAR 报告', en: 'SUSAR report', expires: false },
  drugAccountability: { 'zh-CN': '药品清点记录', en: 'Drug accountability', expires: false },
  labCertificate: { 'zh-CN': '实验室资质与正常值', en: 'Lab certification or normal ranges', expires: true },
  insurance: { 'zh-CN': '保险', en: 'Insurance', expires: true },
  correspondence: { 'zh-CN': '往来函件', en: 'Correspondence', expires: false },
  other: { 'zh-CN': '其他', en: 'Other', expires: false },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_CODES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];
