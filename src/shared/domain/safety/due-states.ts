/**
 * Where a safety report stands against its due time. A file of its own, without the date
 * arithmetic of due-dates.ts: API schemas list these states, and a page that only reads a
 * state (the workbench, the task inbox) then carries no date library.
 */
export const DUE_STATES = ['open', 'dueSoon', 'overdue', 'inTime', 'late'] as const;
/**
 * open / dueSoon / overdue: not yet submitted, before / close to / past its due time;
 * inTime / late: submitted before / after it.
 */
export type DueState = (typeof DUE_STATES)[number];
