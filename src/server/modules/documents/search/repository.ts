/**
 * All SQL of the document search: documents of the given projects joined with their folder,
 * project and current version (the effective one, else the newest: two indexed lookups per
 * document on doc_document_version (document_id, status) and (document_id, number)), filtered
 * and paged by project, then title.
 */
import type { ExpressionBuilder } from 'kysely';
import type { ExpiryFilter } from '../../../../shared/api/documents/list-filters';
import { addDays } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { containsIgnoringCase, likeIgnoringCase, likePrefix } from '../../../db/like';
import type { Database } from '../../../db/schema';

export interface DocumentSearchFilter {
  projectIds: number[];
  title?: string;
  folder?: string;
  status?: string;
  expiry?: ExpiryFilter;
  withinDays: number;
  expiresBefore?: string;
  uploader?: string;
  today: string;
}

type Eb = ExpressionBuilder<Database, 'docDocument'>;

/** The id of a document's current version: the effective one, else the highest number. */
const currentVersionId = (eb: Eb) =>
  eb.fn.coalesce(
    eb
      .selectFrom('docDocumentVersion as e')
      .select('e.id')
      .whereRef('e.documentId', '=', 'docDocument.id')
      .where('e.status', '=', 'effective')
      .orderBy('e.number', 'desc')
      .limit(1),
    eb
      .selectFrom('docDocumentVersion as n')
      .select('n.id')
      .whereRef('n.documentId', '=', 'docDocument.id')
      .orderBy('n.number', 'desc')
      .limit(1),
  );

export function createDocumentSearchRepository(db: Db) {
  function matching(filter: DocumentSearchFilter) {
    let q = db
      .selectFrom('docDocument')
      .innerJoin('docDocumentVersion as v', (join) => join.on('v.id', '=', currentVersionId))
      .innerJoin('docFolder as f', 'f.id', 'docDocument.folderId')
      .innerJoin('project as p', 'p.id', 'docDocument.projectId')
      .where('docDocument.projectId', 'in', filter.projectIds);
    const { title, folder, uploader, today } = filter;
    if (title) q = q.where((eb) => containsIgnoringCase(eb, db, 'docDocument.title', title));
    if (folder)
      q = q.where((eb) =>
        eb.or([
          eb('f.code', likeIgnoringCase(db), likePrefix(folder)),
          containsIgnoringCase(eb, db, 'f.name', folder),
          containsIgnoringCase(eb, db, 'f.nameEn', folder),
        ]),
      );
    if (filter.status) q = q.where('v.status', '=', filter.status);
    if (uploader) q = q.where((eb) => containsIgnoringCase(eb, db, 'v.uploaderName', uploader));
    if (filter.expiry === 'expired') q = q.where('v.expiresOn', '<', today);
    if (filter.expiry === 'dueSoon')
      q = q.where('v.expiresOn', '>=', today).where('v.expiresOn', '<=', addDays(today, filter.withinDays));
    if (filter.expiresBefore) q = q.where('v.expiresOn', '<', filter.expiresBefore);
    return q;
  }

  return {
    /** The projects where the user holds page DocumentBinder through any of their project roles. */
    async readableProjects(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('userProjectRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
        .select('userProjectRole.projectId')
        .distinct()
        .where('userProjectRole.userId', '=', userId)
        .where('rolePermission.scope', '=', 'project')
        .where('rolePermission.kind', '=', 'page')
        .where('rolePermission.name', '=', 'DocumentBinder')
        .execute();
      return rows.map((row) => row.projectId);
    },

    async page(filter: DocumentSearchFilter, offset: number, limit: number) {
      if (filter.projectIds.length === 0) return { rows: [], total: 0 };
      const { total } = await matching(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await matching(filter)
        .select([
          'docDocument.id as documentId',
          'docDocument.projectId',
          'p.name as projectName',
          'docDocument.folderId',
          'f.code as folderCode',
          'f.name as folderName',
          'f.nameEn as folderNameEn',
          'docDocument.title',
          'docDocument.kind',
          'v.id as versionId',
          'v.number',
          'v.status',
          'v.effectiveOn',
          'v.expiresOn',
          'v.uploaderName',
          'v.uploadedAt',
        ])
        .orderBy('docDocument.projectId')
        .orderBy('docDocument.title')
        .orderBy('docDocument.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return { rows, total: Number(total) };
    },
  };
}
