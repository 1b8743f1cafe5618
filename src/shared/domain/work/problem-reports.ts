/**
 * Problem reports (SPEC §7 gctms bug reports): a staff member reports a problem from any
 * page; administrators triage it through a status machine kept here as data, so the server
 * enforces it and the triage page offers only the moves allowed now.
 *
 * The page is filed as its path only: the query string and the hash are dropped, because
 * list filters and search boxes in them can carry personal data (a patient's name typed into
 * a search). The path itself holds route segments and ids only.
 */
import type { LocalizedText } from '../labels';

export const PROBLEM_STATUSES = ['new', 'confirmed', 'fixed', 'closed'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, LocalizedText> = {
  new: { 'zh-CN': '新提交', en: 'New' },
  confirmed: { 'zh-CN': '已确认', en: 'Confirmed' },
  fixed: { 'zh-CN': '已修复', en: 'Fixed' },
  closed: { 'zh-CN': '已关闭', en: 'Closed' },
};

/** The moves: confirm, fix, close a fixed report, or close a new one as 'not a problem'. */
export const PROBLEM_TRANSITIONS = {
  confirm: { from: ['new'], to: 'confirmed' },
  fix: { from: ['confirmed'], to: 'fixed' },
  close: { from: ['fixed'], to: 'closed' },
  dismiss: { from: ['new'], to: 'closed' },
} as const satisfies Record<string, { from: readonly ProblemStatus[]; to: ProblemStatus }>;

export type ProblemAction = keyof typeof PROBLEM_TRANSITIONS;
export const PROBLEM_ACTIONS = Object.keys(PROBLEM_TRANSITIONS) as ProblemAction[];

export const PROBLEM_ACTION_LABELS: Record<ProblemAction, LocalizedText> = {
  confirm: { 'zh-CN': '确认问题', en: 'Confirm' },
  fix: { 'zh-CN': '标记已修复', en: 'Mark fixed' },
  close: { 'zh-CN': '关闭', en: 'Close' },
  dismiss: { 'zh-CN': '不是问题，关闭', en: 'Not a problem: close' },
};

/** A report closed by 'dismiss' was not a problem; one closed after a fix was. */
export const PROBLEM_RESOLUTIONS = ['fixed', 'notProblem'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

export function canProblemTransition(status: ProblemStatus, action: ProblemAction): boolean {
  return (PROBLEM_TRANSITIONS[action].from as readonly ProblemStatus[]).includes(status);
}

/** The moves offered now. */
export const allowedProblemActions = (status: ProblemStatus): ProblemAction[] =>
  PROBLEM_ACTIONS.filter((action) => canProblemTransition(status, action));

export function problemStatusOf(value: string): ProblemStatus {
  const status = PROBLEM_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown problem report status: ${value}`);
  return status;
}

/** Limits of a report (characters; the screenshot in bytes). */
export const PROBLEM_TEXT_MAX = 2000;
export const PROBLEM_ANSWER_MAX = 2000;
export const PROBLEM_PATH_MAX = 300;
export const PROBLEM_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Screenshots: the image types a browser shows and a screen capture produces. */
export const PROBLEM_SCREENSHOT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;

/** The page as filed: the path alone, without the query or the hash (see the header). */
export function problemPagePath(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean.slice(0, PROBLEM_PATH_MAX);
}

/** The screenshot's problem before it is sent, or null (the server checks again, with the bytes). */
export function screenshotProblem(file: { name: string; size: number }): 'type' | 'size' | 'empty' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(PROBLEM_SCREENSHOT_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > PROBLEM_SCREENSHOT_MAX_BYTES ? 'size' : null;
}
