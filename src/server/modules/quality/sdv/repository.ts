/**
 * All SQL of SDV marks (table sdv_mark, migration 029) and the coverage figures: key records
 * (shared/domain/quality/sdv.ts SDV_KEY_KINDS) of the project's valid subjects, verified when
 * their mark is at the record's current version.
 */
import { type Kysely, sql } from 'kysely';
import { QUERY_UNSETTLED } from '../../../../shared/domain/quality/query-status';
import type { SdvRecordKind } from '../../../../shared/domain/quality/sdv';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface SdvMarkRow {
  recordKind: string;
  recordId: number;
  recordVersion: number;
  verifiedBy: string;
  verifiedAt: string;
}

/** Per subject: key records and how many are verified at their current version. */
export interface SubjectCoverageRow {
  subjectId: number;
  total: number;
  verified: number;
}

const KEY_TABLES = [
  { kind: 'visit', table: 'subject_visit', where: sql`and r.status = 'done'` },
  { kind: 'ae', table: 'safety_ae', where: sql`` },
  { kind: 'sae', table: 'safety_sae', where: sql`` },
  { kind: 'conMed', table: 'safety_con_med', where: sql`` },
] as const;

export function createSdvRepository(db: Executor) {
  return {
    async marksOfSubject(projectId: number, subjectId: number): Promise<SdvMarkRow[]> {
      return db
        .selectFrom('sdvMark')
        .select(['recordKind', 'recordId', 'recordVersion', 'verifiedBy', 'verifiedAt'])
        .where('projectId', '=', projectId)
        .where('subjectId', '=', subjectId)
        .execute();
    },

    async mark(row: {
      projectId: number;
      subjectId: number;
      recordKind: SdvRecordKind;
      recordId: number;
      recordVersion: number;
      verifiedBy: string;
      verifiedAt: string;
    }): Promise<SdvMarkRow | undefined> {
      const before = await db
        .selectFrom('sdvMark')
        .select(['recordKind', 'recordId', 'recordVersion', 'verifiedBy', 'verifiedAt'])
        .where('recordKind', '=', row.recordKind)
        .where('recordId', '=', row.recordId)
        .executeTakeFirst();
      await db
        .insertInto('sdvMark')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['recordKind', 'recordId']).doUpdateSet({
            recordVersion: row.recordVersion,
            verifiedBy: row.verifiedBy,
            verifiedAt: row.verifiedAt,
          }),
        )
        .execute();
      return before;
    },

    async unmark(kind: SdvRecordKind, id: number): Promise<SdvMarkRow | undefined> {
      const before = await db
        .selectFrom('sdvMark')
        .select(['recordKind', 'recordId', 'recordVersion', 'verifiedBy', 'verifiedAt'])
        .where('recordKind', '=', kind)
        .where('recordId', '=', id)
        .executeTakeFirst();
      if (before) await db.deleteFrom('sdvMark').where('recordKind', '=', kind).where('recordId', '=', id).execute();
      return before;
    },

    /** Key records and verified ones per valid subject of the project (subjects without any included). */
    async coverage(projectId: number): Promise<SubjectCoverageRow[]> {
      const parts = KEY_TABLES.map(
        ({ kind, table, where }) => sql`select r.subject_id, count(*) as total, count(m.id) as verified
          from ${sql.table(table)} r
          left join sdv_mark m on m.record_kind = ${kind} and m.record_id = r.id and m.record_version = r.version
          where r.project_id = ${projectId} ${where}
          group by r.subject_id`,
      );
      const rows = await sql<{ subjectId: number; total: number | string; verified: number | string }>`
        select s.id as subject_id, coalesce(sum(k.total), 0) as total, coalesce(sum(k.verified), 0) as verified
        from trial_subject s
        left join (${sql.join(parts, sql` union all `)}) k on k.subject_id = s.id
        where s.project_id = ${projectId} and s.invalid = 0
        group by s.id`.execute(db);
      return rows.rows.map((row) => ({
        subjectId: row.subjectId,
        total: Number(row.total),
        verified: Number(row.verified),
      }));
    },

    /** The project's valid subjects by number. */
    async subjects(projectId: number) {
      return db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber', 'initials'])
        .where('projectId', '=', projectId)
        .where('invalid', '=', 0)
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    /** Unsettled queries per subject of the project. */
    async unsettledBySubject(projectId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('qualityQuery')
        .select(['subjectId', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('projectId', '=', projectId)
        .where('status', 'in', QUERY_UNSETTLED)
        .groupBy('subjectId')
        .execute();
      return new Map(rows.map((row) => [row.subjectId, Number(row.n)]));
    },

    /** Unsettled queries per record of a subject, keyed 'kind:id'. */
    async unsettledByRecord(projectId: number, subjectId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('qualityQuery')
        .select(['recordKind', 'recordId', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('projectId', '=', projectId)
        .where('subjectId', '=', subjectId)
        .where('status', 'in', QUERY_UNSETTLED)
        .groupBy(['recordKind', 'recordId'])
        .execute();
      return new Map(rows.map((row) => [`${row.recordKind}:${row.recordId}`, Number(row.n)]));
    },
  };
}
