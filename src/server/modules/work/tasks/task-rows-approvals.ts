/** The inbox's approval-step rows (task-rows.ts dresses the others alike). */
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import type { LabelLocale } from '../../../../shared/domain/labels';
import { formatFen } from '../../../../shared/domain/money';
import type { ApprovalStepRow } from './approval-task-reads';

const both = (make: (locale: LabelLocale) => string) => ({ 'zh-CN': make('zh-CN'), en: make('en') });

const WORDS = {
  'zh-CN': {
    onBehalf: (name: string) => `代 ${name} 审批`,
    startedBy: (name: string) => `${name} 发起`,
  },
  en: {
    onBehalf: (name: string) => `on behalf of ${name}`,
    startedBy: (name: string) => `started by ${name}`,
  },
} satisfies Record<LabelLocale, unknown>;

/** A step the caller may decide: the record, its amount, the step, and whom they act for. */
export function approvalStepTask(row: ApprovalStepRow, onBehalfOf: string | null): TaskRow {
  const amount = row.amountFen === null ? null : `${row.currency ?? 'CNY'} ${formatFen(Number(row.amountFen))}`;
  return {
    key: `approvalStep:${row.id}`,
    kind: 'approvalStep',
    projectId: Number(row.projectId),
    projectName: row.projectName,
    recordId: row.id,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: both((locale) => `${TASK_KIND_LABELS.approvalStep[locale]} · ${row.title}`),
    detail: both((locale) =>
      [row.stepName, amount, onBehalfOf && WORDS[locale].onBehalf(onBehalfOf), WORDS[locale].startedBy(row.startedBy)]
        .filter(Boolean)
        .join(' · '),
    ),
    dueAt: null,
    dueLabel: null,
    dueState: null,
    overdue: false,
  };
}
