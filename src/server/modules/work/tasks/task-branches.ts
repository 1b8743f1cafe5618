/**
 * One query per kind of open task (two for PV review: SUSARs and DSURs), each answering one key
 * row per task (kind, record id, regulatory tier, due key, rank, created): the rows task-keys.ts
 * counts, orders and pages. Reads only, the tables repository.ts reads. A branch is built only
 * where the caller may see its kind somewhere, so a role with nothing of a kind to do costs no
 * query for it; each branch names its projects itself, so the engine reads only their rows
 * (from one index where the migrations made one for it).
 *
 * Within a tier the due key is of one sort, so text order is due order: tier 0 the instant the
 * site learned of the event (ISO 8601 UTC, due 24 hours later), the others the hospital day the
 * task is due by. The engines only add days to a day (spelled per engine in addDaysSql).
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
import { monitoringBranches } from './task-branches-monitoring';
import { qualityBranches } from './task-branches-quality';
import { type ApproverIdentities, approvalBranches } from './task-branches-approvals';
import { financeBranches } from './task-finance';
import { documentBranches } from './task-documents';
import { ethicsBranches } from './task-ethics';
import { type TaskBranch, int, noDue, text } from './task-key';

export type { TaskBranch, TaskKey } from './task-key';

type Executor = Kysely<Database>;

/** Who is asking and where each kind may show (inbox.ts). */
export interface TaskKeyScope {
  /** Project ids where the caller holds `button`, the project filter applied. */
  ids: (button: string) => number[];
  userName: string;
  userId: number;
  /** The projects of the caller's team, the project filter applied (SAE drafts assigned to them). */
  teamIds: number[];
  today: string;
  /** Whom the caller may decide approval steps for today. */
  approvers?: ApproverIdentities;
  /** The project filter; undefined: all the caller's projects. */
  projectId?: number;
  /** The site's 'documents due within N days' (task-documents.ts). */
  documentDueDays?: number;
}

/** `day` ('YYYY-MM-DD') plus `days` days, as 'YYYY-MM-DD', on either engine. */
function addDaysSql(db: Executor, day: Expression<string>, days: Expression<number>) {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(cast(${day} as date) + (${days}), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, '+' || (${days}) || ' days')`;
}

const head = (kind: TaskKind, tier: number, sub = '') =>
  [text(kind).as('kind'), text(sub).as('sub'), 'r.id as id', int(tier).as('tier')] as const;

/**
 * The subjects marked invalid, whose records show no task. Every record names an existing
 * subject (a foreign key), so leaving these few out (migration 026 indexes them apart, the
 * condition spelled as that index's) reads no subject row per task.
 */
const invalidSubjects = (db: Executor) =>
  db.selectFrom('trialSubject as ts').select('ts.id').where('ts.invalid', '<>', int(0));

interface ScopeBuilder {
  or: (list: Expression<SqlBool>[]) => Expression<SqlBool>;
  and: (list: Expression<SqlBool>[]) => Expression<SqlBool>;
}

/**
 * The projects a kind shows in: all its rows where the caller holds the kind's button, and
 * their own rows (`mine`) where they hold only the own-draft button. The own projects that
 * are also in `all` are left out, so each project is named once (one index range each).
 */
interface Projects {
  all: number[];
  own: number[];
}

const projectsOf = (all: number[], own: number[] = []): Projects => ({
  all,
  own: own.filter((id) => !all.includes(id)),
});

const isEmpty = ({ all, own }: Projects) => all.length === 0 && own.length === 0;

function inProjects<E extends ScopeBuilder>(
  eb: E,
  projectIn: (ids: number[]) => Expression<SqlBool>,
  mine: Expression<SqlBool>,
  { all, own }: Projects,
) {
  return eb.or([
    ...(all.length > 0 ? [projectIn(all)] : []),
    ...(own.length > 0 ? [eb.and([projectIn(own), mine])] : []),
  ]);
}

function safetyBranches(db: Executor, scope: TaskKeyScope): TaskBranch[] {
  const { ids, userName, userId, teamIds } = scope;
  const branches: TaskBranch[] = [];
  const aeProjects = projectsOf(ids('ae:submit'), ids(TASK_KIND_OWN_DRAFT_BUTTONS.aeSubmit));
  if (!isEmpty(aeProjects)) {
    const keys = db
      .selectFrom('safetyAe as r')
      .select([...head('aeSubmit', 3), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
      .where('r.status', '=', 'draft')
      .where((eb) => inProjects(eb, (p) => eb('r.projectId', 'in', p), eb('r.createdBy', '=', userName), aeProjects));
    branches.push({ kind: 'aeSubmit', tier: 3, keys });
  }
  const raiseProjects = ids('sae:update');
  if (raiseProjects.length > 0) {
    // Literal values, spelled as in migration 026's partial index, so both engines may read it.
    const keys = db
      .selectFrom('safetyAe as r')
      .select([...head('saeRaise', 0), 'r.seriousLearnedAt as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', raiseProjects)
      .where('r.subjectId', 'not in', invalidSubjects(db))
      .where((eb) => eb.or([eb('r.saeRequired', '=', int(1)), eb('r.serious', '=', text('1'))]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('safetySae as s').select('s.id').whereRef('s.aeId', '=', 'r.id'))));
    branches.push({ kind: 'saeRaise', tier: 0, keys });
  }
  const saeProjects = projectsOf(ids('sae:submit'), ids(TASK_KIND_OWN_DRAFT_BUTTONS.saeSubmit));
  if (!isEmpty(saeProjects) || teamIds.length > 0) {
    const keys = db
      .selectFrom('safetySae as r')
      .select([...head('saeSubmit', 0), 'r.learnedAt as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.status', '=', 'draft')
      .where((eb) =>
        eb.or([
          inProjects(eb, (p) => eb('r.projectId', 'in', p), eb('r.createdBy', '=', userName), saeProjects),
          ...(teamIds.length > 0 ? [eb.and([eb('r.assigneeId', '=', userId), eb('r.projectId', 'in', teamIds)])] : []),
        ]),
      );
    branches.push({ kind: 'saeSubmit', tier: 0, keys });
  }
  return branches;
}

function susarBranches(db: Executor, { ids }: TaskKeyScope): TaskBranch[] {
  const susar = (projects: number[]) =>
    db
      .selectFrom('safetySusar as r')
      .leftJoin('safetySusar as i', 'i.id', 'r.initialId')
      .where('r.projectId', 'in', projects);
  const branches: TaskBranch[] = [];
  const submit = ids('susar:submit');
  if (submit.length > 0) {
    const susarDays = sql<number>`(case when coalesce(i.fatal, r.fatal) = 1 then ${sql.lit(SUSAR_FATAL_DUE_DAYS)} else ${sql.lit(SUSAR_OTHER_DUE_DAYS)} end) + (case when r.initial_id is null then 0 else ${sql.lit(SUSAR_FOLLOW_UP_EXTRA_DAYS)} end)`;
    const keys = susar(submit)
      .where('r.status', '=', 'draft')
      .select((eb) => [
        ...head('susarSubmit', 1),
        addDaysSql(db, eb.fn.coalesce('i.learnedDate', 'r.learnedDate'), susarDays).as('dueKey'),
        int(1).as('rank'),
        'r.createdAt',
      ]);
    branches.push({ kind: 'susarSubmit', tier: 1, keys });
  }
  const pv = ids('susar:pv');
  if (pv.length > 0) {
    const keys = susar(pv)
      .where('r.status', '=', 'submitted')
      .where('r.pvStatus', 'in', ['waiting', 'auditing'])
      .select([...head('pvReview', 3, 'susar'), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt']);
    branches.push({ kind: 'pvReview', tier: 3, keys });
  }
  return branches;
}

function dsurBranches(db: Executor, { ids }: TaskKeyScope): TaskBranch[] {
  const dsur = (projects: number[]) => db.selectFrom('safetyDsur as r').where('r.projectId', 'in', projects);
  const branches: TaskBranch[] = [];
  const submit = ids('dsur:submit');
  if (submit.length > 0) {
    const keys = dsur(submit)
      .where('r.status', '=', 'draft')
      .select((eb) => [
        ...head('dsurSubmit', 2),
        addDaysSql(db, eb.ref('r.dataLockPoint'), int(DSUR_DUE_DAYS_AFTER_LOCK)).as('dueKey'),
        int(1).as('rank'),
        'r.createdAt',
      ]);
    branches.push({ kind: 'dsurSubmit', tier: 2, keys });
  }
  const pv = ids('dsur:pv');
  if (pv.length > 0) {
    const keys = dsur(pv)
      .where('r.status', '=', 'submitted')
      .where('r.pvStatus', 'in', ['waiting', 'auditing'])
      .select([...head('pvReview', 3, 'dsur'), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt']);
    branches.push({ kind: 'pvReview', tier: 3, keys });
  }
  return branches;
}

function subjectBranches(db: Executor, { ids, today }: TaskKeyScope): TaskBranch[] {
  const branches: TaskBranch[] = [];
  const review = ids('violation:review');
  if (review.length > 0) {
    const keys = db
      .selectFrom('safetyViolation as r')
      .select([...head('violationReview', 3), noDue.as('dueKey'), int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', review)
      .where('r.status', '=', 'open')
      .where('r.subjectId', 'not in', invalidSubjects(db));
    branches.push({ kind: 'violationReview', tier: 3, keys });
  }
  const check = ids('cmed:check');
  if (check.length > 0) {
    const keys = db
      .selectFrom('safetyConMed as r')
      .select((eb) => [
        ...head('conMedCheck', 3),
        noDue.as('dueKey'),
        eb.case().when('r.ruleFlag', '=', 'prohibited').then(0).else(1).end().as('rank'),
        'r.createdAt',
      ])
      .where('r.projectId', 'in', check)
      .where('r.status', '=', 'recorded')
      .where('r.subjectId', 'not in', invalidSubjects(db));
    branches.push({ kind: 'conMedCheck', tier: 3, keys });
  }
  const record = ids('visit:record');
  if (record.length > 0) {
    const keys = db
      .selectFrom('subjectVisit as r')
      .select([...head('visitDue', 3), 'r.windowEnd as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', record)
      .where('r.status', '=', 'planned')
      .where('r.windowStart', '<=', today)
      .where('r.subjectId', 'not in', invalidSubjects(db));
    branches.push({ kind: 'visitDue', tier: 3, keys });
  }
  const follow = ids('recruit:follow');
  if (follow.length > 0) {
    const keys = db
      .selectFrom('recruitPatient as r')
      .select([...head('followUp', 3), 'r.nextFollowUp as dueKey', int(1).as('rank'), 'r.createdAt'])
      .where('r.projectId', 'in', follow)
      .where('r.nextFollowUp', 'is not', null)
      .where('r.nextFollowUp', '<=', today);
    branches.push({ kind: 'followUp', tier: 3, keys });
  }
  return branches;
}

/** The branches of every kind the caller may see somewhere, of one kind when `kind` is given. */
export function taskBranches(db: Executor, scope: TaskKeyScope, kind?: TaskKind): TaskBranch[] {
  const all = [
    ...safetyBranches(db, scope),
    ...susarBranches(db, scope),
    ...dsurBranches(db, scope),
    ...subjectBranches(db, scope),
    ...monitoringBranches(db, scope),
    ...qualityBranches(db, scope),
    ...approvalBranches(db, scope),
    ...financeBranches(db, scope),
    ...documentBranches(db, scope),
    ...ethicsBranches(db, scope),
  ];
  return kind === undefined ? all : all.filter((branch) => branch.kind === kind);
}
