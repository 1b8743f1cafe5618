/**
 * All SQL of the help center's binder: articles (doc_help_article, one per help id) and their
 * versions (doc_help_version, the Markdown in the row, never overwritten; only the status of
 * the version before a new one changes, to superseded).
 */
import type { Transaction } from 'kysely';
import type { HelpSummary, HelpVersion } from '../../../../shared/api/documents/help';
import type { Db } from '../../../db/database';
import { containsIgnoringCase } from '../../../db/like';
import type { Database } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export function createHelpRepository(db: Executor) {
  const effective = () =>
    db
      .selectFrom('docHelpArticle as a')
      .innerJoin('docHelpVersion as v', (join) =>
        join.onRef('v.articleId', '=', 'a.id').on('v.status', '=', 'effective'),
      );

  return {
    async page(keyword: string | undefined, offset: number, limit: number) {
      let base = effective();
      if (keyword)
        base = base.where((eb) =>
          eb.or([containsIgnoringCase(eb, db, 'a.title', keyword), containsIgnoringCase(eb, db, 'a.titleEn', keyword)]),
        );
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows: HelpSummary[] = await base
        .select(['a.helpId', 'a.title', 'a.titleEn', 'v.number', 'v.createdAt as updatedAt'])
        .orderBy('a.helpId')
        .offset(offset)
        .limit(limit)
        .execute();
      return { rows, total: Number(total) };
    },

    article(helpId: string) {
      return effective()
        .select([
          'a.id',
          'a.helpId',
          'a.title',
          'a.titleEn',
          'a.version',
          'v.number',
          'v.createdAt as updatedAt',
          'v.body',
          'v.checksum',
          'v.authorName',
        ])
        .where('a.helpId', '=', helpId)
        .executeTakeFirst();
    },

    byHelpId(helpId: string) {
      return db.selectFrom('docHelpArticle').selectAll().where('helpId', '=', helpId).executeTakeFirst();
    },

    async versions(articleId: number): Promise<HelpVersion[]> {
      const rows = await db
        .selectFrom('docHelpVersion')
        .select(['number', 'status', 'checksum', 'note', 'authorName', 'createdAt'])
        .where('articleId', '=', articleId)
        .orderBy('number', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, status: row.status as HelpVersion['status'] }));
    },

    async insertArticle(values: { helpId: string; title: string; titleEn: string | null; by: string; now: string }) {
      const { id } = await db
        .insertInto('docHelpArticle')
        .values({
          helpId: values.helpId,
          title: values.title,
          titleEn: values.titleEn,
          createdBy: values.by,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Renames the article and moves it to its next version; false when it is no longer at `version`. */
    async touch(id: number, version: number, title: string, titleEn: string | null, now: string) {
      const result = await db
        .updateTable('docHelpArticle')
        .set({ title, titleEn, version: version + 1, updatedAt: now })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Supersedes the effective version; answers the number of the new one. */
    async supersede(articleId: number): Promise<number> {
      await db
        .updateTable('docHelpVersion')
        .set({ status: 'superseded' })
        .where('articleId', '=', articleId)
        .where('status', '=', 'effective')
        .execute();
      const row = await db
        .selectFrom('docHelpVersion')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('articleId', '=', articleId)
        .executeTakeFirst();
      return Number(row?.number ?? 0) + 1;
    },

    async insertVersion(values: {
      articleId: number;
      number: number;
      body: string;
      checksum: string;
      note: string | null;
      authorId: number | null;
      authorName: string;
      now: string;
    }) {
      const { now, ...row } = values;
      await db
        .insertInto('docHelpVersion')
        .values({ ...row, status: 'effective', createdAt: now })
        .execute();
    },
  };
}
