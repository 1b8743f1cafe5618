/**
 * All SQL of a project's binder folders (doc_folder): the tree with document counts (and of
 * them, those whose effective version is expired or due), a new
 * folder's code, and the copy of a template version's folders into a project (a new project's
 * binder; migration 043 did the same for the projects that existed).
 */
import { type ExpressionBuilder, type Transaction, sql } from 'kysely';
import type { DocumentFileKind } from '../../../../shared/domain/documents/uploads';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export const kindsOf = (stored: string) => stored.split(',').filter(Boolean) as DocumentFileKind[];

export function createFolderRepository(db: Executor) {
  return {
    /** The folders in code order; `days`: today and the last due expiry day, for the expiry counts. */
    async tree(projectId: number, days: { today: string; until: string }) {
      const effectiveExpiring = (eb: ExpressionBuilder<Database & { f: Database['docFolder'] }, 'f'>) =>
        eb
          .selectFrom('docDocument as d')
          .innerJoin('docDocumentVersion as v', 'v.documentId', 'd.id')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('d.folderId', '=', 'f.id')
          .where('v.status', '=', 'effective');
      const rows = await db
        .selectFrom('docFolder as f')
        .select([
          'f.id',
          'f.parentId',
          'f.code',
          'f.name',
          'f.nameEn',
          'f.sort',
          'f.allowedKinds',
          'f.templateVersionId',
        ])
        .select((eb) =>
          eb
            .selectFrom('docDocument as d')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('d.folderId', '=', 'f.id')
            .as('documentCount'),
        )
        .select((eb) => effectiveExpiring(eb).where('v.expiresOn', '<', days.today).as('expiredCount'))
        .select((eb) =>
          effectiveExpiring(eb)
            .where('v.expiresOn', '>=', days.today)
            .where('v.expiresOn', '<=', days.until)
            .as('dueCount'),
        )
        .where('f.projectId', '=', projectId)
        .orderBy('f.code')
        .execute();
      return rows.map(({ templateVersionId, allowedKinds, documentCount, expiredCount, dueCount, ...row }) => ({
        ...row,
        allowedKinds: kindsOf(allowedKinds),
        fromTemplate: templateVersionId !== null,
        documentCount: Number(documentCount ?? 0),
        expiredCount: Number(expiredCount ?? 0),
        dueCount: Number(dueCount ?? 0),
      }));
    },

    byId(projectId: number, id: number) {
      return db
        .selectFrom('docFolder')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The codes in use at one level ('03' and its siblings, or '03.01' and its siblings). */
    async codesUnder(projectId: number, parentCode: string | null): Promise<string[]> {
      const rows = await db
        .selectFrom('docFolder')
        .select('code')
        .where('projectId', '=', projectId)
        .where('code', 'like', parentCode === null ? '__' : `${parentCode}.__`)
        .execute();
      return rows.map((row) => row.code);
    },

    async insert(values: {
      projectId: number;
      parentId: number | null;
      code: string;
      name: string;
      nameEn: string | null;
      sort: number;
      allowedKinds: string;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...row } = values;
      const { id } = await db
        .insertInto('docFolder')
        .values({ ...row, templateVersionId: null, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The published version of the first template that has one: what a new binder is copied from. */
    async publishedTemplateVersion(): Promise<number | undefined> {
      const row = await db
        .selectFrom('docTemplateVersion')
        .select('id')
        .where('status', '=', 'published')
        .orderBy('templateId')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** Copies a template version's folders into the project (those whose code it lacks): top level, then below. */
    async copyTemplate(projectId: number, versionId: number, createdBy: string, now: string): Promise<void> {
      for (const topLevel of [true, false]) {
        await sql`insert into doc_folder (project_id, parent_id, code, name, name_en, sort, allowed_kinds,
            template_version_id, created_by, created_at, updated_at, version)
          select ${projectId}, ${topLevel ? sql`null` : sql`parent.id`}, tf.code, tf.name, tf.name_en, tf.sort,
            tf.allowed_kinds, tf.template_version_id, ${createdBy}, ${now}, ${now}, 1
          from doc_template_folder tf
          ${topLevel ? sql`` : sql`join doc_folder parent on parent.project_id = ${projectId} and parent.code = tf.parent_code`}
          where tf.template_version_id = ${versionId}
            and ${topLevel ? sql`tf.parent_code is null` : sql`tf.parent_code is not null`}
            and not exists (select 1 from doc_folder f where f.project_id = ${projectId} and f.code = tf.code)`.execute(
          db,
        );
      }
    },
  };
}
