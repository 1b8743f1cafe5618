/**
 * All SQL of trial subjects: table trial_subject (migration 010), the project's subject-number
 * pattern (project.subject_number_pattern) and what enrolment reads and bumps of a candidate
 * (recruit_patient). Subjects carry initials, never a full name.
 */
import type { Kysely, Selectable } from 'kysely';
import type { SubjectListQuery } from '../../../../shared/api/recruitment/subjects';
import type { Database, TrialSubjectTable } from '../../../db/schema';
import { dialectOf } from '../../../db/dialect';
import { containsIgnoringCase } from '../../../db/like';

type Executor = Kysely<Database>;

export type SubjectRow = Selectable<TrialSubjectTable>;

/** The fields a manual save sets. */
export interface SubjectFields {
  initials: string;
  screeningDate: string;
  consentDate: string | null;
  note: string | null;
}

/** What a status move, the invalid flag or an edit writes. */
export type SubjectChange = Partial<
  Pick<
    SubjectRow,
    | 'status'
    | 'invalid'
    | 'invalidReason'
    | 'consentDate'
    | 'enrolledDate'
    | 'endedDate'
    | 'reasonCode'
    | 'reason'
    | 'initials'
    | 'screeningDate'
    | 'note'
    | 'randomisationNumber'
    | 'randomisationArm'
    | 'randomisedDate'
    | 'consentVersion'
  >
>;

export interface NewSubject extends SubjectFields {
  projectId: number;
  patientId: number | null;
  centreId: number | null;
  subjectNumber: string;
  seq: number;
}

const SORT_COLUMNS = {
  subjectNumber: 'seq',
  screeningDate: 'screeningDate',
  status: 'status',
  updatedAt: 'updatedAt',
} as const;

type Filters = Omit<SubjectListQuery, 'offset' | 'limit'>;

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = db.selectFrom('trialSubject').where('projectId', '=', projectId);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.validity) q = q.where('invalid', '=', query.validity === 'invalid' ? 1 : 0);
  if (query.from) q = q.where('screeningDate', '>=', query.from);
  if (query.to) q = q.where('screeningDate', '<=', query.to);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const dialect = dialectOf(db);
    q = q.where((eb) =>
      eb.or([
        containsIgnoringCase(eb, dialect, 'subjectNumber', keyword),
        containsIgnoringCase(eb, dialect, 'initials', keyword),
      ]),
    );
  }
  return q;
}

export function createSubjectRepository(db: Executor) {
  return {
    async list(
      projectId: number,
      query: Filters & { offset: number; limit: number },
    ): Promise<{ rows: SubjectRow[]; total: number }> {
      const base = filtered(db, projectId, query);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const order = query.order ?? 'asc';
      const rows = await base
        .selectAll()
        .orderBy(SORT_COLUMNS[query.sort ?? 'subjectNumber'], order)
        .orderBy('id', order)
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return { rows, total: Number(total) };
    },

    async byId(id: number): Promise<SubjectRow | undefined> {
      return db.selectFrom('trialSubject').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether another subject of the project already has this randomisation number. */
    async randomisationNumberTaken(projectId: number, number: string, exceptId: number): Promise<boolean> {
      const row = await db
        .selectFrom('trialSubject')
        .select('id')
        .where('projectId', '=', projectId)
        .where('randomisationNumber', '=', number)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async ofPatient(patientId: number): Promise<SubjectRow | undefined> {
      return db.selectFrom('trialSubject').selectAll().where('patientId', '=', patientId).executeTakeFirst();
    },

    async nextSeq(projectId: number): Promise<number> {
      const { last } = await db
        .selectFrom('trialSubject')
        .select((eb) => eb.fn.max('seq').as('last'))
        .where('projectId', '=', projectId)
        .executeTakeFirstOrThrow();
      return Number(last ?? 0) + 1;
    },

    async insert(subject: NewSubject, now: string): Promise<number> {
      const { id } = await db
        .insertInto('trialSubject')
        .values({ ...subject, status: 'screening', invalid: 0, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(id: number, version: number, set: SubjectChange, now: string): Promise<boolean> {
      const result = await db
        .updateTable('trialSubject')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: number, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('trialSubject')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Holds the project's row until the transaction ends, so enrolments of one project take
     * their running numbers one after another on PostgreSQL (SQLite runs one write at a time).
     */
    async lockProjectNumbers(projectId: number): Promise<void> {
      if (dialectOf(db) !== 'postgres') return;
      await db.selectFrom('project').select('id').where('id', '=', projectId).forUpdate().execute();
    },

    async project(
      projectId: number,
    ): Promise<{ id: number; projectNo: string | null; pattern: string | null; version: number } | undefined> {
      return db
        .selectFrom('project')
        .select(['id', 'projectNo', 'subjectNumberPattern as pattern', 'version'])
        .where('id', '=', projectId)
        .executeTakeFirst();
    },

    async setPattern(projectId: number, version: number, pattern: string | null, now: string): Promise<boolean> {
      const result = await db
        .updateTable('project')
        .set({ subjectNumberPattern: pattern, updatedAt: now, version: version + 1 })
        .where('id', '=', projectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What enrolment needs of a candidate and its project: never more than the sealed name for the initials. */
    async candidate(patientId: number) {
      return db
        .selectFrom('recruitPatient')
        .innerJoin('project', 'project.id', 'recruitPatient.projectId')
        .select([
          'recruitPatient.id',
          'recruitPatient.projectId',
          'recruitPatient.nameEnc',
          'recruitPatient.matchStatus',
          'recruitPatient.recruitResult',
          'recruitPatient.version',
          'project.recruitStatus',
        ])
        .where('recruitPatient.id', '=', patientId)
        .executeTakeFirst();
    },

    /** Bumps the candidate's version, so two enrolments from the same read cannot both pass. */
    async touchCandidate(patientId: number, version: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('recruitPatient')
        .set({ updatedAt: now, version: version + 1 })
        .where('id', '=', patientId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
