/** All SQL of the directory templates (doc_template, doc_template_version, doc_template_folder). */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export function createTemplateRepository(db: Executor) {
  return {
    templates() {
      return db.selectFrom('docTemplate').select(['id', 'code', 'name', 'nameEn']).orderBy('id').execute();
    },

    versions() {
      return db
        .selectFrom('docTemplateVersion')
        .select(['id', 'templateId', 'number', 'status', 'note', 'publishedAt', 'createdBy', 'createdAt', 'version'])
        .orderBy('templateId')
        .orderBy('number', 'desc')
        .execute();
    },

    templateById(id: number) {
      return db.selectFrom('docTemplate').selectAll().where('id', '=', id).executeTakeFirst();
    },

    versionById(id: number) {
      return db.selectFrom('docTemplateVersion').selectAll().where('id', '=', id).executeTakeFirst();
    },

    folders(versionId: number) {
      return db
        .selectFrom('docTemplateFolder')
        .select(['code', 'name', 'nameEn', 'allowedKinds'])
        .where('templateVersionId', '=', versionId)
        .orderBy('code')
        .execute();
    },

    async lastNumber(templateId: number): Promise<number> {
      const row = await db
        .selectFrom('docTemplateVersion')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('templateId', '=', templateId)
        .executeTakeFirst();
      return Number(row?.number ?? 0);
    },

    async insertVersion(values: {
      templateId: number;
      number: number;
      note: string | null;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...row } = values;
      const { id } = await db
        .insertInto('docTemplateVersion')
        .values({ ...row, status: 'draft', publishedAt: null, publishedBy: null, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertFolders(
      versionId: number,
      folders: { code: string; name: string; nameEn: string | null; allowedKinds: string }[],
    ): Promise<void> {
      await db
        .insertInto('docTemplateFolder')
        .values(
          folders.map((folder, index) => ({
            ...folder,
            templateVersionId: versionId,
            parentCode: folder.code.includes('.') ? folder.code.slice(0, folder.code.lastIndexOf('.')) : null,
            sort: index + 1,
          })),
        )
        .execute();
    },

    async retirePublished(templateId: number, now: string): Promise<void> {
      await db
        .updateTable('docTemplateVersion')
        .set((eb) => ({ status: 'retired', updatedAt: now, version: eb('version', '+', 1) }))
        .where('templateId', '=', templateId)
        .where('status', '=', 'published')
        .execute();
    },

    /** Publishes a draft still at `version`; false otherwise. */
    async publish(id: number, version: number, by: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('docTemplateVersion')
        .set({ status: 'published', publishedAt: now, publishedBy: by, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
