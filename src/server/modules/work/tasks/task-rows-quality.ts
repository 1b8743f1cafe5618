/** The inbox's quality-control rows (task-rows.ts dresses the others alike). */
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import { QC_LEVEL, QUALITY_PROBLEM_TYPE } from '../../../../shared/domain/quality';
import { dueByEndOf, dueState } from '../../../../shared/domain/safety';
import { type LabelLocale, dictEntryLabel } from '../../../../shared/domain/labels';
import type { QcFindingTaskRow, QcTaskRow } from './repository';

const DETAIL_TEXT_MAX = 60;
const clip = (text: string) => (text.length > DETAIL_TEXT_MAX ? `${text.slice(0, DETAIL_TEXT_MAX)}…` : text);
const both = (make: (locale: LabelLocale) => string) => ({ 'zh-CN': make('zh-CN'), en: make('en') });
const joinParts = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

const WORDS = {
  'zh-CN': {
    inProgress: '处理中',
    due: (day: string) => `截止 ${day}`,
    returned: (n: number) => `已退回${n}次`,
    answeredBy: (name: string) => `${name} 已反馈`,
    selfCheck: (day: string) => `自查 ${day}`,
  },
  en: {
    inProgress: 'in progress',
    due: (day: string) => `due ${day}`,
    returned: (n: number) => `returned ${n} time${n === 1 ? '' : 's'}`,
    answeredBy: (name: string) => `answered by ${name}`,
    selfCheck: (day: string) => `self-check ${day}`,
  },
} satisfies Record<LabelLocale, unknown>;

function dueOf(day: string | null, now: number) {
  if (day === null) return { dueAt: null, dueLabel: null, dueState: null, overdue: false };
  const due = dueByEndOf(day);
  const state = dueState(due, now, null);
  return { dueAt: due.dueAt, dueLabel: due.dueLabel, dueState: state, overdue: state === 'overdue' };
}

/** A check task assigned to the caller, pending or in progress; overdue after its due day. */
export function qcTaskRunTask(row: QcTaskRow, now: number): TaskRow {
  return {
    key: `qcTaskRun:${row.id}`,
    kind: 'qcTaskRun',
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: both((locale) => `${TASK_KIND_LABELS.qcTaskRun[locale]} · ${row.name}`),
    detail: both((locale) =>
      joinParts([
        dictEntryLabel(QC_LEVEL, row.level, locale),
        row.status === 40 && WORDS[locale].inProgress,
        WORDS[locale].due(row.dueDate),
      ]),
    ),
    ...dueOf(row.dueDate, now),
  };
}

/** A finding the caller must rectify (due by its day) or, as its checker, verify; named with its source. */
export function qcFindingTask(
  kind: 'qcFindingAnswer' | 'qcFindingVerify',
  row: QcFindingTaskRow,
  now: number,
): TaskRow {
  const subject = row.subjectNumber ? `${row.subjectNumber} ${row.initials ?? ''}`.trim() : null;
  return {
    key: `${kind}:${row.id}`,
    kind,
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: row.subjectNumber ? (row.subjectId ?? null) : null,
    subjectNumber: row.subjectNumber ?? null,
    initials: row.subjectNumber ? (row.initials ?? null) : null,
    title: both(
      (locale) =>
        `${TASK_KIND_LABELS[kind][locale]} · ${dictEntryLabel(QUALITY_PROBLEM_TYPE, row.problemType, locale)}`,
    ),
    detail: both((locale) =>
      joinParts([
        subject,
        row.taskName ?? row.inspectingBody ?? (row.selfCheckDay && WORDS[locale].selfCheck(row.selfCheckDay)),
        clip(row.description),
        row.returnCount > 0 && WORDS[locale].returned(row.returnCount),
        kind === 'qcFindingVerify' && row.answeredBy !== null && WORDS[locale].answeredBy(row.answeredBy),
      ]),
    ),
    ...(kind === 'qcFindingAnswer' ? dueOf(row.rectifyDue, now) : dueOf(null, now)),
  };
}
