/**
 * What every branch of the inbox answers (task-branches.ts explains the key rows): one key row
 * per open task and the branch that holds one kind's, with the SQL literals they are made of.
 */
import { type AliasableExpression, sql } from 'kysely';
import type { TaskKind } from '../../../../shared/api/work/tasks';

/** One open task's place in the inbox. */
export interface TaskKey {
  kind: string;
  /** pvReview: 'susar' or 'dsur'; '' for the other kinds. */
  sub: string;
  id: number;
  tier: number;
  dueKey: string | null;
  rank: number;
  createdAt: string;
}

/** The key rows of one kind's open tasks (of one sort of record for PV review). */
export interface TaskBranch {
  kind: TaskKind;
  tier: number;
  keys: AliasableExpression<TaskKey>;
}

/** A text literal in the SQL (a kind's name, a sub-kind). */
export const text = (value: string) => sql<string>`${sql.lit(value)}`;
/** An integer literal in the SQL (a tier, a rank). */
export const int = (value: number) => sql<number>`${sql.lit(value)}`;
/** No due key: the task sorts after those with one. */
export const noDue = sql<string | null>`cast(null as text)`;
