/**
 * The status machines of the safety area, as data (SUITE.md): the server enforces them and
 * the client offers only the moves allowed now.
 *
 * - Safety records (AE, SAE, SUSAR, DSUR) are saved as drafts, then submitted (SPEC §4 'save
 *   then submit'). A submitted record is frozen as a numbered revision; it changes only
 *   through `revise`, which opens the next revision as a draft with a reason, and the
 *   submitted revisions stay readable.
 * - SUSAR and DSUR reports also carry the pharmacovigilance status (SPEC §4 PV status):
 *   new while drafted, waiting once submitted, auditing when the reviewer takes it up,
 *   accepted at the end. A revision starts again at new.
 * - Protocol violations are open until an investigator reviews them; concomitant medications
 *   are recorded until checked.
 */
import type { LocalizedText } from '../labels';
import type { PvStatus } from '../study';

export const SAFETY_RECORD_KINDS = ['ae', 'sae', 'susar', 'dsur'] as const;
export type SafetyRecordKind = (typeof SAFETY_RECORD_KINDS)[number];

export const RECORD_STATUSES = ['draft', 'submitted'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** A stored status as a RecordStatus; the schema's CHECK keeps others out, so one is a broken row. */
export function recordStatusOf(value: string): RecordStatus {
  const status = RECORD_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown safety record status: ${value}`);
  return status;
}

export const RECORD_STATUS_LABELS: Record<RecordStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  submitted: { 'zh-CN': '已提交', en: 'Submitted' },
};

/** Which button of a record kind allows what (permissions.ts names them). */
export const RECORD_BUTTONS = {
  ae: { update: 'ae:update', submit: 'ae:submit' },
  sae: { update: 'sae:update', submit: 'sae:submit' },
  susar: { update: 'susar:update', submit: 'susar:submit' },
  dsur: { update: 'dsur:update', submit: 'dsur:submit' },
} as const satisfies Record<SafetyRecordKind, { update: string; submit: string }>;

interface RecordTransition {
  from: readonly RecordStatus[];
  to: RecordStatus;
  /** Which of the kind's buttons allows it. */
  button: 'update' | 'submit';
  needsReason: boolean;
}

export const RECORD_TRANSITIONS = {
  submit: { from: ['draft'], to: 'submitted', button: 'submit', needsReason: false },
  revise: { from: ['submitted'], to: 'draft', button: 'submit', needsReason: true },
} as const satisfies Record<string, RecordTransition>;

export type RecordAction = keyof typeof RECORD_TRANSITIONS;

export const RECORD_ACTION_LABELS: Record<RecordAction, LocalizedText> = {
  submit: { 'zh-CN': '提交', en: 'Submit' },
  revise: { 'zh-CN': '修订', en: 'Revise' },
};

export function canRecordTransition(status: RecordStatus, action: RecordAction): boolean {
  return (RECORD_TRANSITIONS[action].from as readonly RecordStatus[]).includes(status);
}

/** Drafts are edited in place; a draft that was never submitted (revision 1) may be deleted. */
export const canEditRecord = (status: RecordStatus) => status === 'draft';
export const canDeleteRecord = (status: RecordStatus, revision: number) => status === 'draft' && revision === 1;

/** PV status moves after submission (submit itself sets 'waiting', revise sets 'new'). */
export const PV_TRANSITIONS = {
  audit: { from: ['waiting'], to: 'auditing' },
  accept: { from: ['auditing'], to: 'accepted' },
  sendBack: { from: ['auditing'], to: 'waiting' },
} as const satisfies Record<string, { from: readonly PvStatus[]; to: PvStatus }>;

export type PvAction = keyof typeof PV_TRANSITIONS;
export const PV_ACTIONS = Object.keys(PV_TRANSITIONS) as PvAction[];

export const PV_ACTION_LABELS: Record<PvAction, LocalizedText> = {
  audit: { 'zh-CN': '开始审核', en: 'Start review' },
  accept: { 'zh-CN': '接收', en: 'Accept' },
  sendBack: { 'zh-CN': '退回待审核', en: 'Send back to waiting' },
};

/** The PV status a record gets from the record moves: new while drafted, waiting once submitted. */
export const pvStatusAfter = (action: RecordAction): PvStatus => (action === 'submit' ? 'waiting' : 'new');

export function allowedPvActions(pvStatus: PvStatus, recordStatus: RecordStatus): PvAction[] {
  if (recordStatus !== 'submitted') return [];
  return PV_ACTIONS.filter((action) => (PV_TRANSITIONS[action].from as readonly PvStatus[]).includes(pvStatus));
}

export const VIOLATION_STATUSES = ['open', 'reviewed'] as const;
export type ViolationStatus = (typeof VIOLATION_STATUSES)[number];
export const VIOLATION_STATUS_LABELS: Record<ViolationStatus, LocalizedText> = {
  open: { 'zh-CN': '待审核', en: 'To review' },
  reviewed: { 'zh-CN': '已审核', en: 'Reviewed' },
};
export const VIOLATION_TRANSITIONS = {
  review: { from: ['open'], to: 'reviewed', button: 'violation:review' },
  reopen: { from: ['reviewed'], to: 'open', button: 'violation:review' },
} as const satisfies Record<string, { from: readonly ViolationStatus[]; to: ViolationStatus; button: string }>;

export const CON_MED_STATUSES = ['recorded', 'checked'] as const;
export type ConMedStatus = (typeof CON_MED_STATUSES)[number];
export const CON_MED_STATUS_LABELS: Record<ConMedStatus, LocalizedText> = {
  recorded: { 'zh-CN': '待核对', en: 'To check' },
  checked: { 'zh-CN': '已核对', en: 'Checked' },
};
export const CON_MED_TRANSITIONS = {
  check: { from: ['recorded'], to: 'checked', button: 'cmed:check' },
} as const satisfies Record<string, { from: readonly ConMedStatus[]; to: ConMedStatus; button: string }>;

/** Where a violation came from: entered by hand, or the visits area's out-of-window or missed visit. */
export const VIOLATION_SOURCES = ['manual', 'visitOutOfWindow', 'visitMissed'] as const;
export type ViolationSource = (typeof VIOLATION_SOURCES)[number];
export const VIOLATION_SOURCE_LABELS: Record<ViolationSource, LocalizedText> = {
  manual: { 'zh-CN': '手动录入', en: 'Entered' },
  visitOutOfWindow: { 'zh-CN': '访视超窗', en: 'Visit out of window' },
  visitMissed: { 'zh-CN': '访视缺失', en: 'Visit missed' },
};
