/**
 * The query (rSDV issue) status machine, as data (SUITE.md): the monitor raises a query on a
 * field of a subject's record; the site answers it; the monitor closes it, or re-opens it when
 * the answer does not settle it (a closed query may be re-opened too). Only the monitor's
 * button closes and re-opens; the site's only answers.
 */
import type { LocalizedText } from '../labels';

export const QUERY_STATUSES = ['open', 'answered', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export const QUERY_STATUS_LABELS: Record<QueryStatus, LocalizedText> = {
  open: { 'zh-CN': '待回复', en: 'Open' },
  answered: { 'zh-CN': '已回复', en: 'Answered' },
  closed: { 'zh-CN': '已关闭', en: 'Closed' },
};

export const QUERY_BUTTONS = { monitor: 'query:manage', site: 'query:answer' } as const;

export const QUERY_TRANSITIONS = {
  answer: { from: ['open'], to: 'answered', by: 'site' },
  close: { from: ['open', 'answered'], to: 'closed', by: 'monitor' },
  reopen: { from: ['answered', 'closed'], to: 'open', by: 'monitor' },
} as const satisfies Record<string, { from: readonly QueryStatus[]; to: QueryStatus; by: keyof typeof QUERY_BUTTONS }>;

export type QueryAction = keyof typeof QUERY_TRANSITIONS;
export const QUERY_ACTIONS = Object.keys(QUERY_TRANSITIONS) as QueryAction[];

export const QUERY_ACTION_LABELS: Record<QueryAction, LocalizedText> = {
  answer: { 'zh-CN': '回复', en: 'Answer' },
  close: { 'zh-CN': '关闭质疑', en: 'Close' },
  reopen: { 'zh-CN': '重新打开', en: 'Re-open' },
};

/** Statuses that still flag the record (an unsettled query). */
export const QUERY_UNSETTLED: readonly QueryStatus[] = ['open', 'answered'];

export function canQueryTransition(status: QueryStatus, action: QueryAction): boolean {
  return (QUERY_TRANSITIONS[action].from as readonly QueryStatus[]).includes(status);
}

/** The moves offered now to a caller holding these buttons. */
export function allowedQueryActions(status: QueryStatus, buttons: readonly string[]): QueryAction[] {
  return QUERY_ACTIONS.filter(
    (action) => canQueryTransition(status, action) && buttons.includes(QUERY_BUTTONS[QUERY_TRANSITIONS[action].by]),
  );
}

export function queryStatusOf(value: string): QueryStatus {
  const status = QUERY_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown query status: ${value}`);
  return status;
}
