/**
 * A trial subject's life, as data (SUITE.md 'status machines as data'): the server enforces
 * it and the client offers only the actions allowed now.
 *
 * screening -> screenFailed (with a reason) or enrolled (needs the informed-consent date);
 * enrolled -> completed or withdrawn (with a reason). `invalid` is a flag, not a status: an
 * entry set invalid (with a reason) is kept for the record and accepts no further change.
 * A subject may be deleted only while screening without a consent date: once informed
 * consent is signed the record must be kept (GCP).
 */
import type { LocalizedText } from '../labels';
import { SCREEN_FAIL_REASON_CODES, WITHDRAW_REASON_CODES } from './reasons';

export const SUBJECT_STATUSES = ['screening', 'screenFailed', 'enrolled', 'completed', 'withdrawn'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];

export const SUBJECT_STATUS_LABELS: Record<SubjectStatus, LocalizedText> = {
  screening: { 'zh-CN': '筛选中', en: 'Screening' },
  screenFailed: { 'zh-CN': '筛选失败', en: 'Screen failed' },
  enrolled: { 'zh-CN': '已入组', en: 'Enrolled' },
  completed: { 'zh-CN': '已完成', en: 'Completed' },
  withdrawn: { 'zh-CN': '已退出', en: 'Withdrawn' },
};

export type SubjectButton = 'subject:status' | 'subject:invalid' | 'subject:delete';

export interface SubjectTransition {
  from: readonly SubjectStatus[];
  to: SubjectStatus;
  button: 'subject:status';
  /** The reason codes the caller must choose from; absent: no reason asked. */
  reasonCodes?: readonly string[];
  /** The subject must have (or the request must give) the informed-consent date. */
  needsConsent: boolean;
  /** Which date the move's day is kept in. */
  dateField: 'enrolledDate' | 'endedDate';
}

export const SUBJECT_TRANSITIONS = {
  screenFail: {
    from: ['screening'],
    to: 'screenFailed',
    button: 'subject:status',
    reasonCodes: SCREEN_FAIL_REASON_CODES,
    needsConsent: false,
    dateField: 'endedDate',
  },
  enrol: {
    from: ['screening'],
    to: 'enrolled',
    button: 'subject:status',
    needsConsent: true,
    dateField: 'enrolledDate',
  },
  complete: {
    from: ['enrolled'],
    to: 'completed',
    button: 'subject:status',
    needsConsent: false,
    dateField: 'endedDate',
  },
  withdraw: {
    from: ['enrolled'],
    to: 'withdrawn',
    button: 'subject:status',
    reasonCodes: WITHDRAW_REASON_CODES,
    needsConsent: false,
    dateField: 'endedDate',
  },
} as const satisfies Record<string, SubjectTransition>;

export type SubjectTransitionAction = keyof typeof SUBJECT_TRANSITIONS;
export const SUBJECT_TRANSITION_ACTIONS = Object.keys(SUBJECT_TRANSITIONS) as SubjectTransitionAction[];

/** Every action a subject row can offer: the status moves plus the flag and the delete. */
export type SubjectAction = SubjectTransitionAction | 'setInvalid' | 'delete';
export const SUBJECT_ACTIONS: readonly SubjectAction[] = [...SUBJECT_TRANSITION_ACTIONS, 'setInvalid', 'delete'];

export const SUBJECT_ACTION_BUTTONS: Record<SubjectAction, SubjectButton> = {
  screenFail: 'subject:status',
  enrol: 'subject:status',
  complete: 'subject:status',
  withdraw: 'subject:status',
  setInvalid: 'subject:invalid',
  delete: 'subject:delete',
};

export const SUBJECT_ACTION_LABELS: Record<SubjectAction, LocalizedText> = {
  screenFail: { 'zh-CN': '筛选失败', en: 'Screen failure' },
  enrol: { 'zh-CN': '入组', en: 'Enrol' },
  complete: { 'zh-CN': '完成', en: 'Complete' },
  withdraw: { 'zh-CN': '退出', en: 'Withdraw' },
  setInvalid: { 'zh-CN': '设为无效', en: 'Set invalid' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
};

/** What the machine needs to know of a subject. */
export interface SubjectState {
  status: string;
  invalid: boolean;
  consentDate: string | null;
}

export function isSubjectStatus(value: string): value is SubjectStatus {
  return (SUBJECT_STATUSES as readonly string[]).includes(value);
}

export function isSubjectTransitionAction(value: string): value is SubjectTransitionAction {
  return (SUBJECT_TRANSITION_ACTIONS as readonly string[]).includes(value);
}

/** A status move from the subject's status; an invalid entry accepts none. */
export function canTransitionSubject(subject: SubjectState, action: SubjectTransitionAction): boolean {
  if (subject.invalid) return false;
  return (SUBJECT_TRANSITIONS[action].from as readonly string[]).includes(subject.status);
}

/** Deleting is for mistaken entries only: screening, and no informed consent signed. */
export function canDeleteSubject(subject: SubjectState): boolean {
  return subject.status === 'screening' && subject.consentDate === null;
}

export function canSetSubjectInvalid(subject: SubjectState): boolean {
  return !subject.invalid;
}

/** The actions allowed now, in catalogue order (the caller still needs each action's button). */
export function allowedSubjectActions(subject: SubjectState): SubjectAction[] {
  return SUBJECT_ACTIONS.filter((action) => {
    if (action === 'setInvalid') return canSetSubjectInvalid(subject);
    if (action === 'delete') return canDeleteSubject(subject);
    return canTransitionSubject(subject, action);
  });
}

/** Whether a subject has ever been enrolled (the funnel's last stage): it has an enrolment day. */
export const wasEnrolled = (subject: { enrolledDate: string | null }) => subject.enrolledDate !== null;

/** The longest free-text reason kept with a status change or the invalid flag. */
export const SUBJECT_REASON_MAX = 500;
