/** The inbox's monitoring rows (task-rows.ts dresses the others alike). */
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import { SDV_RECORD_KIND_LABELS, type SdvRecordKind } from '../../../../shared/domain/quality';
import { dueByEndOf, dueState } from '../../../../shared/domain/safety';
import type { LabelLocale } from '../../../../shared/domain/labels';
import type { AppointmentTaskRow, QueryTaskRow } from './repository';

const DETAIL_TEXT_MAX = 60;
const clip = (text: string) => (text.length > DETAIL_TEXT_MAX ? `${text.slice(0, DETAIL_TEXT_MAX)}…` : text);
const both = (make: (locale: LabelLocale) => string) => ({ 'zh-CN': make('zh-CN'), en: make('en') });

export function queryTask(kind: 'queryAnswer' | 'queryClose', row: QueryTaskRow): TaskRow {
  const record = (locale: LabelLocale) =>
    SDV_RECORD_KIND_LABELS[row.recordKind as SdvRecordKind]?.[locale] ?? row.recordKind;
  return {
    key: `${kind}:${row.id}`,
    kind,
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: row.subjectId,
    subjectNumber: row.subjectNumber,
    initials: row.initials,
    title: both((locale) => `${TASK_KIND_LABELS[kind][locale]} · ${record(locale)} ${row.field}`),
    detail: both(() =>
      [`${row.subjectNumber} ${row.initials}`, clip(row.question), row.answer && clip(row.answer)]
        .filter(Boolean)
        .join(' · '),
    ),
    dueAt: null,
    dueLabel: null,
    dueState: null,
    overdue: false,
  };
}

export function appointmentTask(
  kind: 'appointmentReview' | 'appointmentConfirm',
  row: AppointmentTaskRow,
  now: number,
): TaskRow {
  const day = kind === 'appointmentConfirm' ? (row.proposedDate ?? row.visitDate) : row.visitDate;
  const due = dueByEndOf(day);
  const state = dueState(due, now, null);
  return {
    key: `${kind}:${row.id}`,
    kind,
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: both((locale) => `${TASK_KIND_LABELS[kind][locale]} · ${day}`),
    detail: both(() => [row.monitorName, clip(row.purpose)].join(' · ')),
    dueAt: due.dueAt,
    dueLabel: due.dueLabel,
    dueState: state,
    overdue: state === 'overdue',
  };
}
