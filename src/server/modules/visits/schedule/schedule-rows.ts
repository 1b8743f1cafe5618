/**
 * From repository rows to the schedule's wire rows: the flags at the hospital's today
 * (shared/domain/visits/schedule.ts `visitFlags`, as on the subject's calendar), the order the coordinator reads them in, and the .ics events.
 */
import type { ScheduleRow } from '../../../../shared/api/visits/schedule';
import type { IcsAllDayEvent } from '../../../../shared/domain/visits/ical';
import { type VisitStatus, visitFlags } from '../../../../shared/domain/visits/schedule';
import type { VisitRow } from './repository';

/** The domain part of every exported UID: host-independent, so a re-import updates the same events. */
export const ICS_UID_DOMAIN = 'visits.trial-portal';

const asStatus = (status: string): VisitStatus => (status === 'done' || status === 'missed' ? status : 'planned');

export function toScheduleRow(row: VisitRow, today: string): ScheduleRow {
  const status = asStatus(row.status);
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    subjectId: row.subjectId,
    subjectNumber: row.subjectNumber,
    initials: row.initials,
    visitCode: row.visitCode,
    cycle: row.cycle,
    visitName: row.visitName,
    groupName: row.groupName,
    day: row.day,
    plannedDate: row.plannedDate,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    executedDate: row.executedDate,
    status,
    ...visitFlags(row, today),
  };
}

const needsAttention = (row: ScheduleRow) => row.dueToday || row.overdue;

/** Today's and overdue first, then by day, project and subject number. */
export function scheduleOrder(a: ScheduleRow, b: ScheduleRow): number {
  const rank = Number(needsAttention(b)) - Number(needsAttention(a));
  if (rank !== 0) return rank;
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.projectId !== b.projectId) return a.projectId - b.projectId;
  return a.subjectNumber.localeCompare(b.subjectNumber) || a.id - b.id;
}

/** A printed day list reads by project, then subject. */
export function dayListOrder(a: ScheduleRow, b: ScheduleRow): number {
  if (a.projectId !== b.projectId) return a.projectId - b.projectId;
  return a.subjectNumber.localeCompare(b.subjectNumber) || a.id - b.id;
}

/** One all-day event per visit: subject number and visit name, the project and the window; no patient names. */
export function toIcsEvent(row: VisitRow): IcsAllDayEvent {
  const cycle = row.cycle > 1 ? ` (${row.cycle})` : '';
  return {
    uid: `visit-${row.id}@${ICS_UID_DOMAIN}`,
    day: row.plannedDate,
    summary: `${row.subjectNumber} ${row.visitName}${cycle}`,
    description: `项目 Project: ${row.projectName}\n窗口 Window: ${row.windowStart} ~ ${row.windowEnd}`,
  };
}
