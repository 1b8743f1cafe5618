/**
 * The task inbox's reads of one page's records (task-keys.ts chose and ordered them, in the
 * projects the caller may see for each kind): the records other modules write (safety_ae,
 * safety_sae, safety_susar, safety_dsur, safety_violation, safety_con_med, subject_visit,
 * recruit_patient) by id, and the caller's grants. Reads only. Subjects are read by number
 * and initials only (never the patient); candidates with their sealed name, which the
 * inbox shows masked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { createMonitoringTaskReads } from './monitoring-task-reads';
import { createQualityTaskReads } from './quality-task-reads';
import { createApprovalTaskReads } from './approval-task-reads';
import { createFinanceTaskReads } from './task-finance';
import { createDocumentTaskReads } from './task-documents';
import { createEthicsTaskReads } from './task-ethics';

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
      .select([
        ...subjectTaskColumns,
        'r.term',
        'r.onsetDate',
        'r.severity',
        'r.revision',
        'r.saeRequired',
        'r.seriousLearnedAt',
      ]);

  return {
    // Monitoring: queries and monitoring visits by id.
    ...createMonitoringTaskReads(db),
    // Quality control: check tasks and findings by id.
    ...createQualityTaskReads(db),
    // Approvals: whom the caller decides for, open steps by id.
    ...createApprovalTaskReads(db),
    // Finance: open early warnings by id.
    ...createFinanceTaskReads(db),
    // Documents: the due-days setting, expiring documents by id.
    ...createDocumentTaskReads(db),
    ...createEthicsTaskReads(db),
    /**
     * The projects of the user's team (an SAE draft's assignee sees it in these) and the task
     * buttons they hold in each (through any of their project roles), read at once.
     */
    async team(userId: number, buttons: readonly string[]): Promise<{ grants: ProjectGrant[]; projectIds: number[] }> {
      const rows = await db
        .selectFrom('userProjectRole as upr')
        .innerJoin('project as p', 'p.id', 'upr.projectId')
        .leftJoin('rolePermission as rp', (join) =>
          join
            .onRef('rp.roleId', '=', 'upr.roleId')
            .on('rp.scope', '=', 'project')
            .on('rp.kind', '=', 'button')
            .on('rp.name', 'in', [...buttons]),
        )
        .select(['p.id as projectId', 'p.name as projectName', 'rp.name as button'])
        .distinct()
        .where('upr.userId', '=', userId)
        .execute();
      return {
        grants: rows.flatMap(({ button, ...row }) => (button === null ? [] : [{ ...row, button }])),
        projectIds: [...new Set(rows.map((row) => row.projectId))],
      };
    },

    /** AEs by id (AE drafts to submit, serious AEs to raise an SAE for). */
    async aes(ids: number[]) {
      if (ids.length === 0) return [];
      return ae().where('r.id', 'in', ids).execute();
    },

    async saes(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('safetySae as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .innerJoin('safetyAe as a', 'a.id', 'r.aeId')
        .select([...subjectTaskColumns, 'a.term', 'r.reportType', 'r.learnedAt', 'r.revision'])
        .where('r.id', 'in', ids)
        .execute();
    },

    /** SUSARs by id, with the initial report's clock for a follow-up. */
    async susars(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
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
        .where('r.id', 'in', ids)
        .execute();
      return rows.map(({ initialId, ...row }) => ({ ...row, fatal: Number(row.fatal), followUp: initialId !== null }));
    },

    async dsurs(ids: number[]) {
      if (ids.length === 0) return [];
      return db
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
        .where('r.id', 'in', ids)
        .execute();
    },

    async violations(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('safetyViolation as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.type', 'r.severity', 'r.occurredDate', 'r.description', 'r.source'])
        .where('r.id', 'in', ids)
        .execute();
    },

    async conMeds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('safetyConMed as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.drug', 'r.dose', 'r.startDate', 'r.ruleFlag'])
        .where('r.id', 'in', ids)
        .execute();
    },

    async visits(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('subjectVisit as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .innerJoin('trialSubject as ts', 'ts.id', 'r.subjectId')
        .select([...subjectTaskColumns, 'r.name', 'r.plannedDate', 'r.windowStart', 'r.windowEnd'])
        .where('r.id', 'in', ids)
        .execute();
    },

    /** Candidates by id, with their sealed name (shown masked) and their subject number once enrolled. */
    async followUps(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('recruitPatient as r')
        .innerJoin('project as p', 'p.id', 'r.projectId')
        .leftJoin('trialSubject as ts', (join) =>
          join.onRef('ts.patientId', '=', 'r.id').onRef('ts.projectId', '=', 'r.projectId'),
        )
        .select([
          'r.id',
          'r.projectId',
          'p.name as projectName',
          'r.createdAt',
          'r.nextFollowUp',
          'r.contactCount',
          'r.nameEnc',
          'ts.id as subjectId',
          'ts.subjectNumber',
          'ts.initials',
        ])
        .where('r.id', 'in', ids)
        .execute();
      return rows.map((row) => ({ ...row, nextFollowUp: row.nextFollowUp ?? '' }));
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;

type RowOf<K extends Exclude<keyof TaskRepository, 'team' | 'approverIdentities' | 'documentDueDays'>> = Awaited<
  ReturnType<TaskRepository[K]>
>[number];
export type AeTaskRow = RowOf<'aes'>;
export type SaeTaskRow = RowOf<'saes'>;
export type SusarTaskRow = RowOf<'susars'>;
export type DsurTaskRow = RowOf<'dsurs'>;
export type ViolationTaskRow = RowOf<'violations'>;
export type ConMedTaskRow = RowOf<'conMeds'>;
export type VisitTaskRow = RowOf<'visits'>;
export type FollowUpTaskRow = RowOf<'followUps'>;
export type QueryTaskRow = RowOf<'queries'>;
export type AppointmentTaskRow = RowOf<'appointments'>;
export type QcTaskRow = RowOf<'checkTasks'>;
export type QcFindingTaskRow = RowOf<'findings'>;
