/**
 * All SQL of SAE reports: table safety_sae (migration 012) with what a row shows of its AE
 * (term), its subject (number and initials only), its first report, its assignee's real
 * name, its attachment count and when it was first submitted (revision 1 in
 * safety_revision, which decides whether it was in time); the attachments
 * (safety_attachment + stored_file) and who on the project's team may be assigned reports
 * (user_project_role with role_permission).
 */
import type { Kysely, Selectable } from 'kysely';
import { SAE_ASSIGNEE_BUTTONS } from '../../../../shared/domain/safety/records';
import type { Database, SafetySaeTable } from '../../../db/schema';

type Executor = Kysely<Database>;

export type SaeTableRow = Selectable<SafetySaeTable>;

export interface SaeListedRow extends SaeTableRow {
  aeTerm: string;
  subjectNumber: string | null;
  subjectInitials: string | null;
  initialNo: string | null;
  assigneeName: string | null;
  attachmentCount: number | string | bigint | null;
  firstSubmittedAt: string | null;
}

/** The fields a save sets (seriousness as JSON text). */
export interface SaeFields {
  aeId: number;
  subjectId: number;
  reportType: string;
  initialId: number | null;
  learnedAt: string;
  seriousness: string;
  description: string;
}

export interface SaeFilters {
  status?: string;
  assigneeId?: number;
  aeId?: number;
  subjectId?: number;
}

export interface AttachmentRow {
  id: number;
  saeId: number;
  fileId: number;
  name: string;
  size: number;
  mimeType: string;
  uploadedBy: string;
  createdAt: string;
}

function listedColumns(db: Executor) {
  return db
    .selectFrom('safetySae as r')
    .innerJoin('safetyAe as ae', 'ae.id', 'r.aeId')
    .leftJoin('trialSubject as subject', 'subject.id', 'r.subjectId')
    .leftJoin('safetySae as initial', 'initial.id', 'r.initialId')
    .leftJoin('staffUser as assignee', 'assignee.id', 'r.assigneeId')
    .leftJoin('safetyRevision as first', (join) =>
      join.onRef('first.recordId', '=', 'r.id').on('first.kind', '=', 'sae').on('first.revision', '=', 1),
    )
    .selectAll('r')
    .select((eb) => [
      'ae.term as aeTerm',
      'subject.subjectNumber as subjectNumber',
      'subject.initials as subjectInitials',
      'initial.reportNo as initialNo',
      'assignee.realname as assigneeName',
      'first.submittedAt as firstSubmittedAt',
      eb
        .selectFrom('safetyAttachment as a')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('a.saeId', '=', 'r.id')
        .as('attachmentCount'),
    ]);
}

function listed(db: Executor, projectId: number) {
  return listedColumns(db).where('r.projectId', '=', projectId);
}

export function createSaeRepository(db: Executor) {
  return {
    async list(projectId: number, filters: SaeFilters): Promise<SaeListedRow[]> {
      let query = listed(db, projectId);
      if (filters.status) query = query.where('r.status', '=', filters.status);
      if (filters.assigneeId !== undefined) query = query.where('r.assigneeId', '=', filters.assigneeId);
      if (filters.aeId !== undefined) query = query.where('r.aeId', '=', filters.aeId);
      if (filters.subjectId !== undefined) query = query.where('r.subjectId', '=', filters.subjectId);
      return query.orderBy('r.learnedAt', 'asc').orderBy('r.id', 'asc').execute();
    },

    /**
     * These reports of the project, in the order of `ids` (a page of the list). Read by id
     * alone, so that the database looks up the page's rows instead of walking the project's
     * reports; a row of another project is dropped here.
     */
    async byIds(projectId: number, ids: readonly number[]): Promise<SaeListedRow[]> {
      if (ids.length === 0) return [];
      const rows = await listedColumns(db)
        .where('r.id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.filter((row) => row.projectId === projectId).map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async byId(projectId: number, id: number): Promise<SaeListedRow | undefined> {
      return listed(db, projectId).where('r.id', '=', id).executeTakeFirst();
    },

    /** The AE of the project a report is made from, with its onset day (the date rules). */
    async aeInProject(
      projectId: number,
      aeId: number,
    ): Promise<{ id: number; subjectId: number; onsetDate: string } | undefined> {
      return db
        .selectFrom('safetyAe')
        .select(['id', 'subjectId', 'onsetDate'])
        .where('id', '=', aeId)
        .where('projectId', '=', projectId)
        .executeTakeFirst();
    },

    /** Another initial report of the AE than `exceptId` (an AE has one, then follow-ups). */
    async otherInitial(aeId: number, exceptId: number | undefined): Promise<boolean> {
      let query = db.selectFrom('safetySae').select('id').where('aeId', '=', aeId).where('reportType', '=', 'first');
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(projectId: number, fields: SaeFields, actorName: string, now: string): Promise<number> {
      const { id } = await db
        .insertInto('safetySae')
        .values({ ...fields, projectId, createdBy: actorName, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(
      id: number,
      version: number,
      fields: Partial<SaeFields> & { assigneeId?: number | null },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('safetySae')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** An enabled user whose role in the project holds an SAE button (SAE_ASSIGNEE_BUTTONS). */
    async assignee(projectId: number, userId: number): Promise<{ id: number; realName: string } | undefined> {
      return assignees(db, projectId).where('u.id', '=', userId).executeTakeFirst();
    },

    /** Who may be assigned the project's SAE reports, by name. */
    async team(projectId: number): Promise<{ id: number; realName: string }[]> {
      return assignees(db, projectId).orderBy('u.realname').orderBy('u.id').execute();
    },

    async attachments(saeId: number): Promise<AttachmentRow[]> {
      return attachmentQuery(db).where('a.saeId', '=', saeId).orderBy('a.id').execute();
    },

    /** An attachment of the project (404 for another project's). */
    async attachmentInProject(projectId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
      return attachmentQuery(db)
        .where('a.id', '=', attachmentId)
        .where('a.projectId', '=', projectId)
        .executeTakeFirst();
    },

    async attachmentCount(saeId: number): Promise<number> {
      const { n } = await db
        .selectFrom('safetyAttachment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('saeId', '=', saeId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async insertAttachment(row: {
      projectId: number;
      saeId: number;
      fileId: number;
      uploadedBy: string;
      createdAt: string;
    }): Promise<number> {
      const { id } = await db.insertInto('safetyAttachment').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async deleteAttachment(id: number): Promise<void> {
      await db.deleteFrom('safetyAttachment').where('id', '=', id).execute();
    },
  };
}

function assignees(db: Executor, projectId: number) {
  return db
    .selectFrom('staffUser as u')
    .select(['u.id as id', 'u.realname as realName'])
    .where('u.status', '=', 'enabled')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userProjectRole as upr')
          .innerJoin('rolePermission as rp', 'rp.roleId', 'upr.roleId')
          .select('upr.userId')
          .whereRef('upr.userId', '=', 'u.id')
          .where('upr.projectId', '=', projectId)
          .where('rp.scope', '=', 'project')
          .where('rp.kind', '=', 'button')
          .where('rp.name', 'in', [...SAE_ASSIGNEE_BUTTONS]),
      ),
    );
}

function attachmentQuery(db: Executor) {
  return db
    .selectFrom('safetyAttachment as a')
    .innerJoin('storedFile as f', 'f.id', 'a.fileId')
    .select([
      'a.id as id',
      'a.saeId as saeId',
      'a.fileId as fileId',
      'f.originalName as name',
      'f.size as size',
      'f.mimeType as mimeType',
      'a.uploadedBy as uploadedBy',
      'a.createdAt as createdAt',
    ]);
}
