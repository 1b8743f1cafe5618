/**
 * The inbox's order and paging in the database, over the key rows of task-branches.ts (one
 * query per kind the caller may see). Reads only.
 *
 * The order: the tier (0: the 24-hour SAE clock, reports to submit and SAEs still to raise;
 * 1: SUSAR 7/15-day reports; 2: DSUR; 3: everything else), then the due key (none last), then
 * rank (a prohibited drug first), then the newest, then kind and id, so every task has one
 * place and pages never repeat or skip one. The order does not depend on the clock.
 *
 * A page is cut from each branch's own first `offset + limit` rows in that order (no row past
 * them can be on the page), so the engine sorts a few rows per kind, not every open task; the
 * counts are taken per branch, without a sort or a grouping of every open task.
 */
import { type AliasableExpression, type Kysely, sql } from 'kysely';
import type { TaskCounts, TaskKind } from '../../../../shared/api/work/tasks';
import type { Database } from '../../../db/schema';
import { type TaskBranch, type TaskKey, type TaskKeyScope, taskBranches } from './task-branches';

export type { TaskKey, TaskKeyScope } from './task-branches';

type Executor = Kysely<Database>;

/** The key rows in the inbox's order. */
function inOrder(db: Executor, keys: AliasableExpression<TaskKey>) {
  return db
    .selectFrom(keys.as('k'))
    .selectAll()
    .orderBy('tier')
    .orderBy((eb) => eb.case().when('dueKey', 'is', null).then(1).else(0).end())
    .orderBy('dueKey')
    .orderBy('rank')
    .orderBy('createdAt', 'desc')
    .orderBy('kind')
    .orderBy('sub')
    .orderBy('id');
}

/** One kind's open tasks, how many are overdue, and the next due key of the rest. */
export interface KindSummary {
  kind: string;
  open: number;
  overdue: number;
  next: string | null;
}

/** Which page: of one kind or all, from `offset`, `limit` keys. */
export interface TaskPage {
  kind?: TaskKind;
  offset: number;
  limit: number;
}

/**
 * The branches of the tiers the page falls in (tiers are whole in the order), and how many
 * tasks the tiers before them hold: the page starts that many fewer rows into what is read.
 */
function onPage(branches: TaskBranch[], counts: TaskCounts, { offset, limit }: TaskPage) {
  const tiers = [...new Set(branches.map((branch) => branch.tier))].sort((a, b) => a - b);
  const inTier = (tier: number) =>
    [...new Set(branches.filter((branch) => branch.tier === tier).map((branch) => branch.kind))].reduce(
      (sum, kind) => sum + counts[kind],
      0,
    );
  const wanted = new Set<number>();
  let start = 0;
  let skipped = 0;
  for (const tier of tiers) {
    const end = start + inTier(tier);
    if (end <= offset) skipped = end;
    else if (start < offset + limit) wanted.add(tier);
    start = end;
  }
  return { branches: branches.filter((branch) => wanted.has(branch.tier)), skipped };
}

/** PV review's two branches as one kind; kinds with no open task left out. */
function mergedByKind(rows: KindSummary[]): KindSummary[] {
  const byKind = new Map<string, KindSummary>();
  for (const row of rows) {
    const seen = byKind.get(row.kind);
    if (!seen) {
      byKind.set(row.kind, row);
      continue;
    }
    const nexts = [seen.next, row.next].flatMap((next) => (next === null ? [] : [next])).sort();
    byKind.set(row.kind, {
      ...row,
      open: seen.open + row.open,
      overdue: seen.overdue + row.overdue,
      next: nexts[0] ?? null,
    });
  }
  return [...byKind.values()].filter((row) => row.open > 0);
}

export function createTaskKeyReader(db: Executor) {
  return {
    /**
     * One page of task keys in the inbox's order, of every kind or one. `counts` (this
     * request's summary) says which tiers the page falls in: the others are not read.
     */
    async page(scope: TaskKeyScope, counts: TaskCounts, page: TaskPage): Promise<TaskKey[]> {
      const { branches, skipped } = onPage(taskBranches(db, scope, page.kind), counts, page);
      const offset = page.offset - skipped;
      const [first, ...rest] = branches.map((branch) =>
        db
          .selectFrom(
            inOrder(db, branch.keys)
              .limit(offset + page.limit)
              .as('b'),
          )
          .selectAll(),
      );
      if (first === undefined) return [];
      const keys = rest.length === 0 ? first : first.unionAll(rest);
      const rows = await inOrder(db, keys).offset(offset).limit(page.limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), tier: Number(row.tier), rank: Number(row.rank) }));
    },

    /**
     * Per kind: open tasks, those past due at `overdue` (tier 0: learned at or before
     * `instant`, 24 hours before now; the day kinds: due by a day before `day`, today), and
     * the smallest due key of the others.
     */
    async summary(scope: TaskKeyScope, overdue: { instant: string; day: string }): Promise<KindSummary[]> {
      const [first, ...rest] = taskBranches(db, scope).map(({ kind, keys }) =>
        db.selectFrom(keys.as('k')).select((eb) => {
          const late = eb.or([
            eb.and([eb('tier', '=', 0), eb('dueKey', '<=', overdue.instant)]),
            eb.and([eb('tier', '>', 0), eb('dueKey', '<', overdue.day)]),
          ]);
          return [
            sql<string>`${sql.lit(kind)}`.as('kind'),
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.sum<number | string | null>(eb.case().when(late).then(1).else(0).end()).as('overdue'),
            eb.fn
              .min<string | null>(sql<string | null>`case when ${late} then null else ${eb.ref('dueKey')} end`)
              .as('next'),
          ];
        }),
      );
      if (first === undefined) return [];
      const rows = await (rest.length === 0 ? first : first.unionAll(rest)).execute();
      return mergedByKind(
        rows.map((row) => ({ kind: row.kind, open: Number(row.n), overdue: Number(row.overdue ?? 0), next: row.next })),
      );
    },
  };
}

export type TaskKeyReader = ReturnType<typeof createTaskKeyReader>;
