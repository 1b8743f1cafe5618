/**
 * The inbox's continuing-review kind (task-branches.ts explains the key rows): a project's
 * running review clock (the latest signed approval of an initial or continuing review, not
 * superseded) whose next continuing review is due within the notice days (through today +
 * DEFAULT_REVIEW_NOTICE_DAYS, hospital days) or overdue, in the projects where the caller holds
 * ethics:submit. Due by the end of the due day; an approval of the next continuing review
 * supersedes the clock and ends the task. The branch, the read of letters by id, and the row.
 */
import type { Kysely } from 'kysely';
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import { DEFAULT_REVIEW_NOTICE_DAYS } from '../../../../shared/domain/ethics';
import { addDays } from '../../../../shared/domain/hospital-time';
import { dueByEndOf, dueState } from '../../../../shared/domain/safety';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, text } from './task-key';

type Executor = Kysely<Database>;

export function ethicsBranches(
  db: Executor,
  scope: { ids: (button: string) => number[]; today: string },
): TaskBranch[] {
  const submit = scope.ids('ethics:submit');
  if (submit.length === 0) return [];
  const keys = db
    .selectFrom('ethicsLetter as l')
    .select([
      text('ethicsContinuingReview').as('kind'),
      text('').as('sub'),
      'l.id as id',
      int(3).as('tier'),
      'l.nextReviewDue as dueKey',
      int(1).as('rank'),
      'l.createdAt',
    ])
    .where('l.projectId', 'in', submit)
    .where('l.nextReviewDue', 'is not', null)
    .where('l.clockSupersededAt', 'is', null)
    .where('l.nextReviewDue', '<=', addDays(scope.today, DEFAULT_REVIEW_NOTICE_DAYS));
  return [{ kind: 'ethicsContinuingReview', tier: 3, keys }];
}

export function createEthicsTaskReads(db: Executor) {
  return {
    /** The running review clocks by letter id, with the project's approval number. */
    async reviewClocks(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('ethicsLetter as l')
        .innerJoin('project as p', 'p.id', 'l.projectId')
        .select(['l.id', 'l.projectId', 'p.name as projectName', 'l.approvalNumber', 'l.nextReviewDue'])
        .where('l.id', 'in', ids)
        .execute();
    },
  };
}
export type ReviewClockTaskRow = Awaited<ReturnType<ReturnType<typeof createEthicsTaskReads>['reviewClocks']>>[number];

/** A continuing review due: the approval it follows and its due day; due at the end of that day. */
export function continuingReviewTask(row: ReviewClockTaskRow, now: number, today: string): TaskRow {
  const dueOn = row.nextReviewDue ?? '';
  const due = dueByEndOf(dueOn);
  const overdue = dueOn < today;
  const label = TASK_KIND_LABELS.ethicsContinuingReview;
  return {
    key: `ethicsContinuingReview:${row.id}`,
    kind: 'ethicsContinuingReview',
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: { 'zh-CN': `${label['zh-CN']} · ${row.projectName}`, en: `${label.en} · ${row.projectName}` },
    detail: {
      'zh-CN': `伦理批件号 ${row.approvalNumber ?? '—'} · ${dueOn} 前递交跟踪审查`,
      en: `Approval ${row.approvalNumber ?? '—'} · submit the continuing review by ${dueOn}`,
    },
    dueAt: due.dueAt,
    dueLabel: due.dueLabel,
    dueState: dueState(due, now, null),
    overdue,
  };
}
