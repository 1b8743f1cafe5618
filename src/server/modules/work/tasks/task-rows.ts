/**
 * From repository rows to the inbox's wire rows: the zh-CN title and detail (subjects by
 * number and initials, candidates by their masked name), and the due time at the server's
 * now with the domain rules (shared/domain/safety/due-dates.ts). The order is task-keys.ts's.
 */
import { TASK_KIND_LABELS, type TaskKind, type TaskRow } from '../../../../shared/api/work/tasks';
import { hospitalTime } from '../../../../shared/domain/hospital-time';
import { SEVERITY, VIOLATION_TYPE } from '../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { type Due, dsurDue, dueByEndOf, dueState, saeDue, susarDue } from '../../../../shared/domain/safety';
import { VIOLATION_SOURCE_LABELS, type ViolationSource } from '../../../../shared/domain/safety';
import type {
  AeTaskRow,
  ConMedTaskRow,
  DsurTaskRow,
  FollowUpTaskRow,
  SaeTaskRow,
  SusarTaskRow,
  ViolationTaskRow,
  VisitTaskRow,
} from './repository';

/** The demo dictionary reportType's names; an unknown code shows as itself. */
const REPORT_TYPE_NAMES: Record<string, string> = { first: '首次报告', followup: '随访报告', summary: '总结报告' };
const DETAIL_TEXT_MAX = 60;

const clip = (text: string) => (text.length > DETAIL_TEXT_MAX ? `${text.slice(0, DETAIL_TEXT_MAX)}…` : text);
const joinParts = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

interface Base {
  id: number;
  projectId: number;
  projectName: string;
  subjectId?: number | null;
  subjectNumber?: string | null;
  initials?: string | null;
  createdAt: string;
}

const subjectOf = (row: Base) => (row.subjectNumber ? `${row.subjectNumber} ${row.initials ?? ''}`.trim() : null);

function task(kind: TaskKind, row: Base, what: string, detail: string, due: Due | null, now: number): TaskRow {
  const state = due ? dueState(due, now, null) : null;
  const wire: TaskRow = {
    key: `${kind}:${row.id}`,
    kind,
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: row.subjectId ?? null,
    subjectNumber: row.subjectNumber ?? null,
    initials: row.subjectNumber ? (row.initials ?? null) : null,
    title: `${TASK_KIND_LABELS[kind]['zh-CN']} · ${what}`,
    detail,
    dueAt: due?.dueAt ?? null,
    dueLabel: due?.dueLabel ?? null,
    dueState: state,
    overdue: state === 'overdue',
  };
  return wire;
}

const aeDetail = (row: AeTaskRow) =>
  joinParts([
    subjectOf(row),
    `发生 ${row.onsetDate}`,
    dictEntryLabel(SEVERITY, row.severity, 'zh-CN'),
    row.saeRequired === 1 && '规则要求上报SAE',
    row.revision > 1 && `第${row.revision}版`,
  ]);

export const aeSubmitTask = (row: AeTaskRow, now: number) => task('aeSubmit', row, row.term, aeDetail(row), null, now);

/** Due 24 hours from when the site learned the AE is serious (none when that was not recorded). */
export function saeRaiseTask(row: AeTaskRow, now: number) {
  const learned = row.seriousLearnedAt === null ? null : Date.parse(row.seriousLearnedAt);
  const detail = joinParts([aeDetail(row), learned !== null && `获知严重 ${hospitalTime(learned)}`]);
  return task('saeRaise', row, row.term, detail, learned === null ? null : saeDue(learned), now);
}

export function saeSubmitTask(row: SaeTaskRow, now: number) {
  const learnedAt = Date.parse(row.learnedAt);
  const detail = joinParts([
    subjectOf(row),
    REPORT_TYPE_NAMES[row.reportType] ?? row.reportType,
    `获知 ${hospitalTime(learnedAt)}`,
    row.revision > 1 && `第${row.revision}版`,
  ]);
  return task('saeSubmit', row, row.term, detail, saeDue(learnedAt), now);
}

export function susarSubmitTask(row: SusarTaskRow, now: number) {
  const detail = joinParts([
    subjectOf(row),
    row.drugName,
    row.followUp ? '随访报告' : '首次报告',
    row.fatal === 1 && '致死/危及生命',
    `获知 ${row.learnedDate}`,
  ]);
  return task('susarSubmit', row, row.reaction, detail, susarDue(row.learnedDate, row.fatal === 1, row.followUp), now);
}

export function dsurSubmitTask(row: DsurTaskRow, now: number) {
  const detail = `数据锁定点 ${row.dataLockPoint}`;
  return task('dsurSubmit', row, `${row.reportYear}年度`, detail, dsurDue(row.dataLockPoint), now);
}

const PV_STATUS_NAMES: Record<string, string> = { waiting: '待审核', auditing: '审核中' };

export function susarPvTask(row: SusarTaskRow, now: number) {
  const detail = joinParts([subjectOf(row), row.reportNo, PV_STATUS_NAMES[row.pvStatus] ?? row.pvStatus]);
  const made = task('pvReview', row, `SUSAR ${row.reaction}`, detail, null, now);
  return { ...made, key: `pvReview:susar:${row.id}`, pvKind: 'susar' as const };
}

export function dsurPvTask(row: DsurTaskRow, now: number) {
  const detail = joinParts([row.reportNo, PV_STATUS_NAMES[row.pvStatus] ?? row.pvStatus]);
  const made = task('pvReview', row, `DSUR ${row.reportYear}年度`, detail, null, now);
  return { ...made, key: `pvReview:dsur:${row.id}`, pvKind: 'dsur' as const };
}

export function violationTask(row: ViolationTaskRow, now: number) {
  const what =
    row.type === null
      ? (VIOLATION_SOURCE_LABELS[row.source as ViolationSource]?.['zh-CN'] ?? row.source)
      : dictEntryLabel(VIOLATION_TYPE, row.type, 'zh-CN');
  const detail = joinParts([
    subjectOf(row),
    `发生 ${row.occurredDate}`,
    dictEntryLabel(SEVERITY, row.severity, 'zh-CN'),
    clip(row.description),
  ]);
  return task('violationReview', row, what, detail, null, now);
}

export function conMedTask(row: ConMedTaskRow, now: number) {
  const flag = row.ruleFlag === 'prohibited' ? '禁用药物' : row.ruleFlag === 'cautioned' ? '慎用药物' : null;
  const detail = joinParts([subjectOf(row), flag, row.dose, `开始 ${row.startDate}`]);
  return task('conMedCheck', row, row.drug, detail, null, now);
}

export function visitTask(row: VisitTaskRow, now: number) {
  const detail = joinParts([subjectOf(row), `计划 ${row.plannedDate}`, `窗口 ${row.windowStart} ~ ${row.windowEnd}`]);
  return task('visitDue', row, row.name, detail, dueByEndOf(row.windowEnd), now);
}

/** A candidate by their masked name (what the candidate list shows the same roles), and subject number once enrolled. */
export function followUpTask(row: FollowUpTaskRow, maskedName: string, now: number) {
  const detail = joinParts([subjectOf(row), `计划随访 ${row.nextFollowUp}`, `已联系 ${row.contactCount} 次`]);
  return task('followUp', row, maskedName, detail, dueByEndOf(row.nextFollowUp), now);
}
