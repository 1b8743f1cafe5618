/**
 * The inbox's order and paging in the database: one key row per open task (kind, record id,
 * regulatory tier, due key), every kind's rows joined with UNION ALL, ordered and cut to the
 * page by the engine, and counted per kind. Reads only, the tables repository.ts reads, in
 * the projects the caller may see for each kind.
 *
 * The order: the tier (0: the 24-hour SAE clock, reports to submit and SAEs still to raise;
 * 1: SUSAR 7/15-day reports; 2: DSUR; 3: everything else), then the due key (none last), then
 * rank (a prohibited drug first), then the newest, then kind and id, so every task has one
 * place and pages never repeat or skip one. Within a tier the due key is of one sort, so text
 * order is due order: tier 0 the instant the site learned of the event (ISO 8601 UTC, due 24
 * hours later), the others the hospital day the task is due by. The order does not depend on
 * the clock; the engines only add days to a day (spelled per engine in addDaysSql).
 */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { TASK_KIND_OWN_DRAFT_BUTTONS, type TaskKind } from '../../../../shared/api/work/tasks';
import {
  DSUR_DUE_DAYS_AFTER_LOCK,
  SUSAR_FATAL_DUE_DAYS,
  SUSAR_FOLLOW_UP_EXTRA_DAYS,
  SUSAR_OTHER_DUE_DAYS,
} from '../../../../shared/domain/safety';
import { dialectOf } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

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

/** Who is asking and where each kind may show (inbox.ts). */
export interface TaskKeyScope {
  /** Project ids where the caller holds `button`, the project filter applied. */
  ids: (button: string) => number[];
  userName: string;
  userId: number;
  /** The projects of the caller's team, the project filter applied (SAE drafts assigned to them). */
  teamIds: number[];
  today: string;
}

const text = (value: string) => sql<string>`${sql.lit(value)}`;
const int = (value: number) => sql<number>`${sql.lit(value)}`;
const noDue = sql<string | null>`cast(null as text)`;

/** `day` ('YYYY-MM-DD') plus `days` days, as 'YYYY-MM-DD', on either engine. */
function addDaysSql(db: Executor, day: Expression<string>, days: Expression<number>) {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(cast(${day} as date) + (${days}), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, '+' || (${days}) || ' days')`;
}

const head = (kind: TaskKind, tier: number, sub = '') =>
  [text(kind).as('kind'), text(sub).as('sub'), 'r.id as id', int(tier).as('tier')] as const;

interface ScopeBuilder {
  or: (list: Expression<SqlBool>[]) => Expression<SqlBool>;
  and: (list: Expression<SqlBool>[]) => Expression<SqlBool>;
}

/** Rows of projects where the caller holds the button; with `own`, also their own rows where they hold that one. */
function inProjects<E extends ScopeBuilder>(
  eb: E,
  projectIn: (ids: number[]) => Expression<SqlBool>,
  mine: Expression<SqlBool>,
  all: number[],
  own: number[] = [],
) {
  return eb.or([
    ...(all.length > 0 ? [projectIn(all)] : []),
    ...(own.length > 0 ? [eb.and([projectIn(own), mine])] : []),
  ]);
}

function safetyBranches(db: Executor, scope: TaskKeyScope) {
  const { ids, userName, userId, teamIds } = scope;
  const aeSubmit = db
    .selectFrom('safetyAe as r')
    .select([...head('aeSubmit', 3), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
    .where('r.status', '=', 'draft')
    .where((eb) =>
      inProjects(
        eb,
        (p) => eb('r.projectId', 'in', p),
        eb('r.createdBy', '=', userName),
        ids('ae:submit'),
        ids(TASK_KIND_OWN_DRAFT_BUTTONS.aeSubmit),
      ),
    );
  const saeRaise = db
    .selectFrom('safetyAe as r')
    .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
    .select([...head('saeRaise', 0), 'r.seriousLearnedAt as dueKey', int(1).as('rank'), 'r.createdAt'])
    .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb.lit(false), ids('sae:update')))
    .where('ts.invalid', '=', 0)
    .where((eb) => eb.or([eb('r.saeRequired', '=', 1), eb('r.serious', '=', '1')]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('safetySae as s').select('s.id').whereRef('s.aeId', '=', 'r.id'))));
  const saeSubmit = db
    .selectFrom('safetySae as r')
    .select([...head('saeSubmit', 0), 'r.learnedAt as dueKey', int(1).as('rank'), 'r.createdAt'])
    .where('r.status', '=', 'draft')
    .where((eb) =>
      eb.or([
        inProjects(
          eb,
          (p) => eb('r.projectId', 'in', p),
          eb('r.createdBy', '=', userName),
          ids('sae:submit'),
          ids(TASK_KIND_OWN_DRAFT_BUTTONS.saeSubmit),
        ),
        ...(teamIds.length > 0 ? [eb.and([eb('r.assigneeId', '=', userId), eb('r.projectId', 'in', teamIds)])] : []),
      ]),
    );
  return [aeSubmit, saeRaise, saeSubmit] as const;
}

function reportBranches(db: Executor, { ids }: TaskKeyScope) {
  const susar = (which: 'draft' | 'pv') => {
    const q = db
      .selectFrom('safetySusar as r')
      .leftJoin('safetySusar as i', 'i.id', 'r.initialId')
      .where((eb) =>
        inProjects(
          eb,
          (p) => eb('r.projectId', 'in', p),
          eb.lit(false),
          ids(`susar:${which === 'pv' ? 'pv' : 'submit'}`),
        ),
      );
    return which === 'draft'
      ? q.where('r.status', '=', 'draft')
      : q.where('r.status', '=', 'submitted').where('r.pvStatus', 'in', ['waiting', 'auditing']);
  };
  const susarDays = sql<number>`(case when coalesce(i.fatal, r.fatal) = 1 then ${sql.lit(SUSAR_FATAL_DUE_DAYS)} else ${sql.lit(SUSAR_OTHER_DUE_DAYS)} end) + (case when r.initial_id is null then 0 else ${sql.lit(SUSAR_FOLLOW_UP_EXTRA_DAYS)} end)`;
  const susarSubmit = susar('draft').select((eb) => [
    ...head('susarSubmit', 1),
    addDaysSql(db, eb.fn.coalesce('i.learnedDate', 'r.learnedDate'), susarDays).as('dueKey'),
    int(1).as('rank'),
    'r.createdAt',
  ]);
  const susarPv = susar('pv').select([
    ...head('pvReview', 3, 'susar'),
    noDue.as('dueKey'),
    int(1).as('rank'),
    'r.createdAt',
  ]);
  const dsur = (which: 'draft' | 'pv') => {
    const q = db
      .selectFrom('safetyDsur as r')
      .where((eb) =>
        inProjects(
          eb,
          (p) => eb('r.projectId', 'in', p),
          eb.lit(false),
          ids(`dsur:${which === 'pv' ? 'pv' : 'submit'}`),
        ),
      );
    return which === 'draft'
      ? q.where('r.status', '=', 'draft')
      : q.where('r.status', '=', 'submitted').where('r.pvStatus', 'in', ['waiting', 'auditing']);
  };
  const dsurSubmit = dsur('draft').select((eb) => [
    ...head('dsurSubmit', 2),
    addDaysSql(db, eb.ref('r.dataLockPoint'), int(DSUR_DUE_DAYS_AFTER_LOCK)).as('dueKey'),
    int(1).as('rank'),
    'r.createdAt',
  ]);
  const dsurPv = dsur('pv').select([
    ...head('pvReview', 3, 'dsur'),
    noDue.as('dueKey'),
    int(1).as('rank'),
    'r.createdAt',
  ]);
  return [susarSubmit, dsurSubmit, susarPv, dsurPv] as const;
}

function subjectBranches(db: Executor, { ids, today }: TaskKeyScope) {
  const violationReview = db
    .selectFrom('safetyViolation as r')
    .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
    .select([...head('violationReview', 3), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
    .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb.lit(false), ids('violation:review')))
    .where('r.status', '=', 'open')
    .where('ts.invalid', '=', 0);
  const conMedCheck = db
    .selectFrom('safetyConMed as r')
    .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
    .select((eb) => [
      ...head('conMedCheck', 3),
      noDue.as('dueKey'),
      eb.case().when('r.ruleFlag', '=', 'prohibited').then(0).else(1).end().as('rank'),
      'r.createdAt',
    ])
    .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb.lit(false), ids('cmed:check')))
    .where('r.status', '=', 'recorded')
    .where('ts.invalid', '=', 0);
  const visitDue = db
    .selectFrom('subjectVisit as r')
    .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
    .select([...head('visitDue', 3), 'r.windowEnd as dueKey', int(1).as('rank'), 'r.createdAt'])
    .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb.lit(false), ids('visit:record')))
    .where('r.status', '=', 'planned')
    .where('r.windowStart', '<=', today)
    .where('ts.invalid', '=', 0);
  const followUp = db
    .selectFrom('recruitPatient as r')
    .select([...head('followUp', 3), 'r.nextFollowUp as dueKey', int(1).as('rank'), 'r.createdAt'])
    .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb.lit(false), ids('recruit:follow')))
    .where('r.nextFollowUp', 'is not', null)
    .where('r.nextFollowUp', '<=', today);
  return [violationReview, conMedCheck, visitDue, followUp] as const;
}

/** Every open task's key row, as one UNION ALL the engine orders, pages and counts. */
function allKeys(db: Executor, scope: TaskKeyScope) {
  const [first, ...rest] = [...safetyBranches(db, scope), ...reportBranches(db, scope), ...subjectBranches(db, scope)];
  const others: Expression<TaskKey>[] = rest;
  return db.selectFrom(first.unionAll(others).as('t'));
}

export function createTaskKeyReader(db: Executor) {
  return {
    /** One page of task keys in the inbox's order, of every kind or one. */
    async page(scope: TaskKeyScope, kind: TaskKind | undefined, offset: number, limit: number): Promise<TaskKey[]> {
      let q = allKeys(db, scope).selectAll();
      if (kind !== undefined) q = q.where('kind', '=', kind);
      const rows = await q
        .orderBy('tier')
        .orderBy((eb) => eb.case().when('dueKey', 'is', null).then(1).else(0).end())
        .orderBy('dueKey')
        .orderBy('rank')
        .orderBy('createdAt', 'desc')
        .orderBy('kind')
        .orderBy('sub')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), tier: Number(row.tier), rank: Number(row.rank) }));
    },

    /**
     * Per kind: open tasks, those past due at `overdue` (tier 0: learned at or before
     * `instant`, 24 hours before now; the day kinds: due by a day before `day`, today), and
     * the smallest due key of the others.
     */
    async summary(scope: TaskKeyScope, overdue: { instant: string; day: string }): Promise<KindSummary[]> {
      const rows = await allKeys(db, scope)
        .select((eb) => {
          const late = eb.or([
            eb.and([eb('tier', '=', 0), eb('dueKey', '<=', overdue.instant)]),
            eb.and([eb('tier', '>', 0), eb('dueKey', '<', overdue.day)]),
          ]);
          return [
            'kind',
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.sum<number | string | null>(eb.case().when(late).then(1).else(0).end()).as('overdue'),
            eb.fn
              .min<string | null>(sql<string | null>`case when ${late} then null else ${eb.ref('dueKey')} end`)
              .as('next'),
          ];
        })
        .groupBy('kind')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        open: Number(row.n),
        overdue: Number(row.overdue ?? 0),
        next: row.next,
      }));
    },
  };
}

/** One kind's open tasks, how many are overdue, and the next due key of the rest. */
export interface KindSummary {
  kind: string;
  open: number;
  overdue: number;
  next: string | null;
}

export type TaskKeyReader = ReturnType<typeof createTaskKeyReader>;
