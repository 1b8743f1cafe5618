/**
 * All SQL of the task inbox: reads only, of the records other modules write (safety_ae,
 * safety_sae, safety_susar, safety_dsur, safety_violation, safety_con_med, subject_visit,
 * recruit_patient), in the project ids the caller may see for each kind. Subjects are read
 * by number and initials only (never the patient); candidates by id only. Each query stops
 * at `limit` rows (TASK_KIND_MAX_ROWS): the inbox merges them before paging. Days are the
 * hospital's 'YYYY-MM-DD' text, so text comparison is date order on both engines.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/**
 * The columns every subject-bound task row starts with, for a query over `<record> as r` joined
 * to `project as p` and `trialSubject as ts`: one list so every kind names its subject alike.
 */
const subjectTaskColumns = [
  'r.id',
  'r.projectId',
  'p.name as projectName',
  'r.subjectId',
  'ts.subjectNumber',
  'ts.initials',
  'r.createdAt',
] as const;

/** One button the user holds in one project of their team. */
export interface ProjectGrant {
  projectId: number;
  projectName: string;
  button: string;
}

export function createTaskRepository(db: Executor) {
  const ae = () =>
    db
      .selectFrom('safetyAe as r')
      .innerJoin('project as p', 'p.id', 'r.projectId')
      .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
      .select([...subjectTaskColumns, 'r.term', 'r.onsetDate', 'r.severity', 'r.revision', 'r.saeRequired']);

  return {
    /** The task buttons the user holds per project of their team (through any of their project roles). */
    async grants(userId: number, buttons: readonly string[]): Promise<ProjectGrant[]> {
      return db
        .selectFrom('userProjectRole as upr')
        .innerJoin('rolePermission as rp', 'rp.roleId', 'upr.roleId')
        .innerJoin('project as p', 'p.id', 'upr.projectId')
        .select(['p.id as projectId', 'p.name as projectName', 'rp.name as button'])
        .distinct()
        .where('upr.userId', '=', userId)
        .where('rp.scope', '=', 'project')
        .where('rp.kind', '=', 'button')
        .where('rp.name', 'in', [...buttons])
        .execute();
    },

    /** The projects of the user's team (an SAE draft's assignee sees it in these). */
    async teamProjectIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userProjectRole')
        .select('projectId')
        .distinct()
        .where('userId', '=', userId)
        .execute();
      return rows.map((row) => row.projectId);
    },

    async aeDrafts(projectIds: number[], limit: number) {
      if (projectIds.length === 0) return [];
      return ae()
        .where('r.projectId', 'in', projectIds)
        .where('r.status', '=', 'draft')
        .orderBy('r.createdAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** Serious AEs, or ones the rules say must be reported, without any SAE report yet. */
    async aesWithoutSae(projectIds: number[], limit: number) {
      if (projectIds.length === 0) return [];
      return ae()
        .where('r.projectId', 'in', projectIds)
        .where('ts.invalid', '=', 0)
        .where((eb) => eb.or([eb('r.saeRequired', '=', 1), eb('r.serious', '=', '1')]))
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('safetySae as s').select('s.id').whereRef('s.aeId', '=', 'r.id'))),
        )
        .orderBy('r.createdAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** SAE drafts in `projectIds`, and those assigned to `assigneeId` in `teamIds`. */
    async saeDrafts(projectIds: number[], assigneeId: number, teamIds: number[], limit: number) {
      if (projectIds.length === 0 && teamIds.length === 0) return [];
      return db
        .selectFrom('safetySae as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .innerJoin('safetyAe as a', 'a.id', 'r.aeId')
        .select([...subjectTaskColumns, 'a.term', 'r.reportType', 'r.learnedAt', 'r.revision'])
        .where('r.status', '=', 'draft')
        .where((eb) =>
          eb.or([
            ...(projectIds.length > 0 ? [eb('r.projectId', 'in', projectIds)] : []),
            ...(teamIds.length > 0
              ? [eb.and([eb('r.assigneeId', '=', assigneeId), eb('r.projectId', 'in', teamIds)])]
              : []),
          ]),
        )
        .orderBy('r.learnedAt')
        .limit(limit)
        .execute();
    },

    /** SUSAR drafts (`open`) or submitted reports waiting for or under PV review. */
    async susars(projectIds: number[], which: 'draft' | 'pv', limit: number) {
      if (projectIds.length === 0) return [];
      let q = db
        .selectFrom('safetySusar as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .leftJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .leftJoin('safetySusar as i', 'i.id', 'r.initialId')
        .select((eb) => [
          ...subjectTaskColumns,
          'r.reaction',
          'r.drugName',
          'r.reportNo',
          'r.pvStatus',
          eb.fn.coalesce('i.learnedDate', 'r.learnedDate').as('learnedDate'),
          eb.fn.coalesce('i.fatal', 'r.fatal').as('fatal'),
          'r.initialId',
        ])
        .where('r.projectId', 'in', projectIds);
      q =
        which === 'draft'
          ? q.where('r.status', '=', 'draft')
          : q.where('r.status', '=', 'submitted').where('r.pvStatus', 'in', ['waiting', 'auditing']);
      const rows = await q.orderBy('r.createdAt', 'desc').limit(limit).execute();
      return rows.map(({ initialId, ...row }) => ({ ...row, fatal: Number(row.fatal), followUp: initialId !== null }));
    },

    /** DSUR drafts or submitted reports waiting for or under PV review. */
    async dsurs(projectIds: number[], which: 'draft' | 'pv', limit: number) {
      if (projectIds.length === 0) return [];
      let q = db
        .selectFrom('safetyDsur as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.createdAt',
          'r.reportYear',
          'r.reportNo',
          'r.dataLockPoint',
          'r.pvStatus',
        ])
        .where('r.projectId', 'in', projectIds);
      q =
        which === 'draft'
          ? q.where('r.status', '=', 'draft')
          : q.where('r.status', '=', 'submitted').where('r.pvStatus', 'in', ['waiting', 'auditing']);
      return q.orderBy('r.createdAt', 'desc').limit(limit).execute();
    },

    async openViolations(projectIds: number[], limit: number) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('safetyViolation as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.type', 'r.severity', 'r.occurredDate', 'r.description', 'r.source'])
        .where('r.projectId', 'in', projectIds)
        .where('r.status', '=', 'open')
        .where('ts.invalid', '=', 0)
        .orderBy('r.createdAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** Recorded, not yet checked; prohibited drugs first so the cap never drops one of them. */
    async uncheckedConMeds(projectIds: number[], limit: number) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('safetyConMed as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.drug', 'r.dose', 'r.startDate', 'r.ruleFlag'])
        .where('r.projectId', 'in', projectIds)
        .where('r.status', '=', 'recorded')
        .where('ts.invalid', '=', 0)
        .orderBy((eb) => eb.case().when('r.ruleFlag', '=', 'prohibited').then(0).else(1).end())
        .orderBy('r.createdAt', 'desc')
        .limit(limit)
        .execute();
    },

    /** Still-planned visits whose window has opened by `today` (the overdue ones included), oldest first. */
    async dueVisits(projectIds: number[], today: string, limit: number) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('subjectVisit as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.name', 'r.plannedDate', 'r.windowStart', 'r.windowEnd'])
        .where('r.projectId', 'in', projectIds)
        .where('r.status', '=', 'planned')
        .where('r.windowStart', '<=', today)
        .where('ts.invalid', '=', 0)
        .orderBy('r.windowEnd')
        .orderBy('r.id')
        .limit(limit)
        .execute();
    },

    /** Candidates whose next follow-up day has come, oldest first (their id only: no identifying fields). */
    async dueFollowUps(projectIds: number[], today: string, limit: number) {
      if (projectIds.length === 0) return [];
      const rows = await db
        .selectFrom('recruitPatient as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .select(['r.id', 'r.projectId', 'p.name as projectName', 'r.createdAt', 'r.nextFollowUp', 'r.contactCount'])
        .where('r.projectId', 'in', projectIds)
        .where('r.nextFollowUp', 'is not', null)
        .where('r.nextFollowUp', '<=', today)
        .orderBy('r.nextFollowUp')
        .orderBy('r.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, nextFollowUp: row.nextFollowUp ?? today }));
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;

type RowOf<K extends keyof TaskRepository> = Awaited<ReturnType<TaskRepository[K]>>[number];
export type AeTaskRow = RowOf<'aeDrafts'>;
export type SaeTaskRow = RowOf<'saeDrafts'>;
export type SusarTaskRow = RowOf<'susars'>;
export type DsurTaskRow = RowOf<'dsurs'>;
export type ViolationTaskRow = RowOf<'openViolations'>;
export type ConMedTaskRow = RowOf<'uncheckedConMeds'>;
export type VisitTaskRow = RowOf<'dueVisits'>;
export type FollowUpTaskRow = RowOf<'dueFollowUps'>;
