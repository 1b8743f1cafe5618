/**
 * All SQL of SUSAR reports: table safety_susar (migration 012) with what a row shows of its
 * subject (number and initials only), its SAE and its first report, and when the report was
 * first submitted (revision 1 in safety_revision), which decides whether it was in time.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SafetySusarTable } from '../../../db/schema';

type Executor = Kysely<Database>;

export type SusarTableRow = Selectable<SafetySusarTable>;

export interface SusarListedRow extends SusarTableRow {
  subjectNumber: string | null;
  subjectInitials: string | null;
  saeNo: string | null;
  initialNo: string | null;
  initialLearnedDate: string | null;
  initialFatal: number | null;
  firstSubmittedAt: string | null;
}

/** The fields a save sets. */
export interface SusarFields {
  subjectId: number | null;
  saeId: number | null;
  reportType: string;
  initialId: number | null;
  learnedDate: string;
  fatal: number;
  drugName: string;
  reaction: string;
  description: string;
}

export interface SusarFilters {
  status?: string;
  pvStatus?: string;
}

function listed(db: Executor, projectId: number) {
  return db
    .selectFrom('safetySusar as s')
    .leftJoin('trialSubject as subject', 'subject.id', 's.subjectId')
    .leftJoin('safetySae as sae', 'sae.id', 's.saeId')
    .leftJoin('safetySusar as initial', 'initial.id', 's.initialId')
    .leftJoin('safetyRevision as first', (join) =>
      join.onRef('first.recordId', '=', 's.id').on('first.kind', '=', 'susar').on('first.revision', '=', 1),
    )
    .selectAll('s')
    .select([
      'subject.subjectNumber as subjectNumber',
      'subject.initials as subjectInitials',
      'sae.reportNo as saeNo',
      'initial.reportNo as initialNo',
      'initial.learnedDate as initialLearnedDate',
      'initial.fatal as initialFatal',
      'first.submittedAt as firstSubmittedAt',
    ])
    .where('s.projectId', '=', projectId);
}

export function createSusarRepository(db: Executor) {
  return {
    /** Every project's reports never submitted, with the facts their due time needs (few at any time). */
    async unsubmittedDueFacts() {
      return db
        .selectFrom('safetySusar as s')
        .leftJoin('safetySusar as initial', 'initial.id', 's.initialId')
        .leftJoin('safetyRevision as first', (join) =>
          join.onRef('first.recordId', '=', 's.id').on('first.kind', '=', 'susar').on('first.revision', '=', 1),
        )
        .where('first.submittedAt', 'is', null)
        .select([
          's.reportType',
          's.learnedDate',
          's.fatal',
          'initial.learnedDate as initialLearnedDate',
          'initial.fatal as initialFatal',
        ])
        .execute();
    },

    /** All the project's reports matching the filters, newest day of knowledge first. */
    async list(projectId: number, filters: SusarFilters): Promise<SusarListedRow[]> {
      let query = listed(db, projectId);
      if (filters.status) query = query.where('s.status', '=', filters.status);
      if (filters.pvStatus) query = query.where('s.pvStatus', '=', filters.pvStatus);
      return query.orderBy('s.learnedDate', 'desc').orderBy('s.id', 'desc').execute();
    },

    async byId(projectId: number, id: number): Promise<SusarListedRow | undefined> {
      return listed(db, projectId).where('s.id', '=', id).executeTakeFirst();
    },

    async subjectInProject(projectId: number, subjectId: number): Promise<boolean> {
      const row = await db
        .selectFrom('trialSubject')
        .select('id')
        .where('id', '=', subjectId)
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The project's name and number, as a filed report shows them. */
    async projectLabel(projectId: number) {
      return db
        .selectFrom('project')
        .select(['name', 'projectNo'])
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
    },

    async saeInProject(projectId: number, saeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('safetySae')
        .select('id')
        .where('id', '=', saeId)
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(projectId: number, fields: SusarFields, actorName: string, now: string): Promise<number> {
      const { id } = await db
        .insertInto('safetySusar')
        .values({ ...fields, projectId, createdBy: actorName, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a save if the row is still at `version`; false when another write got there first. */
    async update(id: number, version: number, fields: Partial<SusarFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('safetySusar')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
