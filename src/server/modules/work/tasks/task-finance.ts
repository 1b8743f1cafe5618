/**
 * The inbox's finance kind (task-branches.ts explains the key rows): the open early warnings
 * of the projects where the caller holds warning:manage (they set the rules and resolve the
 * warnings on the project's warnings page), newest first within the tier; a warning leaves the
 * inbox once resolved, by the job or by hand. The branch, the read of warnings by id, and the
 * row the inbox shows.
 */
import { type Kysely, sql } from 'kysely';
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import { type WarningKind, warningAbout, warningRuleLabel } from '../../../../shared/domain/finance';
import type { LabelLocale } from '../../../../shared/domain/labels';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, text } from './task-key';

type Executor = Kysely<Database>;

export function financeBranches(db: Executor, { ids }: { ids: (button: string) => number[] }): TaskBranch[] {
  const manage = ids('warning:manage');
  if (manage.length === 0) return [];
  const keys = db
    .selectFrom('financeWarning as r')
    .select([
      text('financeWarning').as('kind'),
      text('').as('sub'),
      'r.id as id',
      int(3).as('tier'),
      sql<string | null>`cast(null as text)`.as('dueKey'),
      int(1).as('rank'),
      'r.raisedAt as createdAt',
    ])
    .where('r.projectId', 'in', manage)
    .where('r.resolvedAt', 'is', null);
  return [{ kind: 'financeWarning', tier: 3, keys }];
}

export function createFinanceTaskReads(db: Executor) {
  return {
    async financeWarnings(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('financeWarning as r')
        .innerJoin('financeWarningRule as w', 'w.id', 'r.ruleId')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .select(['r.id', 'r.projectId', 'p.name as projectName', 'w.kind', 'w.threshold', 'r.detail', 'r.raisedAt'])
        .where('r.id', 'in', ids)
        .execute();
    },
  };
}
export type FinanceWarningTaskRow = Awaited<
  ReturnType<ReturnType<typeof createFinanceTaskReads>['financeWarnings']>
>[number];

const both = (make: (locale: LabelLocale) => string) => ({ 'zh-CN': make('zh-CN'), en: make('en') });

/** An open warning: the rule with its threshold, and the record it is about. */
export function financeWarningTask(row: FinanceWarningTaskRow): TaskRow {
  const kind = row.kind as WarningKind;
  const detail = JSON.parse(row.detail) as Record<string, string | number>;
  return {
    key: `financeWarning:${row.id}`,
    kind: 'financeWarning',
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: both(
      (locale) => `${TASK_KIND_LABELS.financeWarning[locale]} · ${warningRuleLabel(kind, row.threshold, locale)}`,
    ),
    detail: both((locale) => warningAbout(kind, detail, locale)),
    dueAt: null,
    dueLabel: null,
    dueState: null,
    overdue: false,
  };
}
