/** The due date of a SUSAR or DSUR row and where it stands at the server's now (shared/domain/safety/due-dates.ts). */
import { type Due, type DueState, dsurDue, dueState, susarDue } from '../../../../shared/domain/safety/due-dates';

export interface SusarDueFacts {
  reportType: string;
  learnedDate: string;
  fatal: number;
  /** The first report's facts: a follow-up's clock runs from them. */
  initialLearnedDate: string | null;
  initialFatal: number | null;
}

/** A first report from its own day of knowledge; a follow-up 8 days after its first report's due day. */
export function susarDueOf(row: SusarDueFacts): Due {
  if (row.reportType === 'followup' && row.initialLearnedDate !== null) {
    return susarDue(row.initialLearnedDate, row.initialFatal === 1, true);
  }
  return susarDue(row.learnedDate, row.fatal === 1, false);
}

export const dsurDueOf = (row: { dataLockPoint: string }): Due => dsurDue(row.dataLockPoint);

/** The due fields a row carries on the wire, computed at `now`. */
export function dueFields(due: Due, submittedAt: string | null, now: number): Due & { dueState: DueState } {
  return { ...due, dueState: dueState(due, now, submittedAt === null ? null : Date.parse(submittedAt)) };
}
