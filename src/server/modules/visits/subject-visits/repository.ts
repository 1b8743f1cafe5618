/**
 * All SQL of subjects' visits: table subject_visit (migration 011, one row per visit and
 * repeat cycle of the plan version a subject is on, kept for the life of the trial record)
 * and the plan pin on trial_subject (visit_plan_id, visit_anchor_date). Rows name subjects
 * by id and number only.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SubjectVisitTable } from '../../../db/schema';

type Executor = Kysely<Database>;

export type SubjectVisitRow = Selectable<SubjectVisitTable>;
export type NewSubjectVisit = Omit<Insertable<SubjectVisitTable>, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** What a coordinator's write changes on a visit. */
export type SubjectVisitChange = Partial<
  Pick<
    SubjectVisitRow,
    'plannedDate' | 'planDateReason' | 'executedDate' | 'status' | 'outOfWindow' | 'activitiesDone' | 'note'
  >
>;

/** The subject fields the calendar and the generation read. */
export interface VisitSubject {
  id: number;
  projectId: number;
  subjectNumber: string;
  status: string;
  invalid: number;
  screeningDate: string;
  consentDate: string | null;
  enrolledDate: string | null;
  visitPlanId: number | null;
  visitAnchorDate: string | null;
  version: number;
}

export interface DeviationRow extends SubjectVisitRow {
  subjectNumber: string;
}

const subjectColumns = [
  'id',
  'projectId',
  'subjectNumber',
  'status',
  'invalid',
  'screeningDate',
  'consentDate',
  'enrolledDate',
  'visitPlanId',
  'visitAnchorDate',
  'version',
] as const;

export function createSubjectVisitRepository(db: Executor) {
  return {
    async subject(id: number): Promise<VisitSubject | undefined> {
      return db.selectFrom('trialSubject').select(subjectColumns).where('id', '=', id).executeTakeFirst();
    },

    /** A subject's visits by planned day (a calendar), then plan order and cycle. */
    async ofSubject(subjectId: number): Promise<SubjectVisitRow[]> {
      return db
        .selectFrom('subjectVisit')
        .selectAll()
        .where('subjectId', '=', subjectId)
        .orderBy('plannedDate')
        .orderBy('sort')
        .orderBy('cycle')
        .orderBy('id')
        .execute();
    },

    async byId(id: number): Promise<SubjectVisitRow | undefined> {
      return db.selectFrom('subjectVisit').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertMany(rows: readonly NewSubjectVisit[], now: string): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insertInto('subjectVisit')
        .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now, version: 1 })))
        .returning('id')
        .execute();
      return inserted.map((row) => row.id);
    },

    /** Applies a change if the visit is still at `version`; false when another write got there first. */
    async update(id: number, version: number, change: SubjectVisitChange, now: string): Promise<boolean> {
      const result = await db
        .updateTable('subjectVisit')
        .set({ ...change, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async removeMany(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('subjectVisit').where('id', 'in', ids).execute();
    },

    /**
     * Pins the subject on a plan version and anchor day. `bumpFrom` given: only if the subject
     * is still at that version, which it then moves on (false: a concurrent write won);
     * absent: within a write that already moved the version (the enrolment).
     */
    async pinPlan(
      subjectId: number,
      pin: { visitPlanId: number; visitAnchorDate: string },
      now: string,
      bumpFrom?: number,
    ): Promise<boolean> {
      let query = db.updateTable('trialSubject').where('id', '=', subjectId);
      query =
        bumpFrom === undefined
          ? query.set({ ...pin, updatedAt: now })
          : query.set({ ...pin, updatedAt: now, version: bumpFrom + 1 }).where('version', '=', bumpFrom);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The project's missed visits, visits done out of window and planned ones whose window ended before `today`. */
    async deviations(projectId: number, today: string): Promise<DeviationRow[]> {
      return db
        .selectFrom('subjectVisit as v')
        .innerJoin('trialSubject as s', 's.id', 'v.subjectId')
        .selectAll('v')
        .select('s.subjectNumber')
        .where('v.projectId', '=', projectId)
        .where('s.invalid', '=', 0)
        .where((eb) =>
          eb.or([
            eb('v.status', '=', 'missed'),
            eb.and([eb('v.status', '=', 'done'), eb('v.outOfWindow', '=', 1)]),
            eb.and([eb('v.status', '=', 'planned'), eb('v.windowEnd', '<', today)]),
          ]),
        )
        .orderBy('s.seq')
        .orderBy('v.sort')
        .orderBy('v.cycle')
        .execute();
    },
  };
}
