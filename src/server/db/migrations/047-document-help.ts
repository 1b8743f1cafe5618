/**
 * The document search, the help center and their grants (documents area, issue 29 items 8
 * and 9). Kept for the life of the database; help versions are never updated except their
 * status, nor deleted.
 *
 * - `doc_help_article`: the help center's binder, the system's own and no project's: one
 *   article per help id of the permission catalogue (`help-user-manage`, …), with its title in
 *   zh-CN and English.
 * - `doc_help_version`: an article's versions, numbered from 1 and never overwritten: the
 *   Markdown text itself (small, so in the row rather than the file store) with its SHA-256,
 *   status `effective` (the one shown) or `superseded`, who wrote it and when.
 * - an index on `doc_document_version (document_id, status)`, for the search's current
 *   version (the effective one, else the newest) of each document.
 *
 * Also grants the search page (文件检索) to an existing database's standard roles and the
 * button to write help articles to the administrator, as a first start grants them
 * (seed/staff-roles.ts), and files the first articles (047-help-articles.ts). Times are
 * ISO 8601 UTC.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, refTo } from './033-drug-supply';
import { HELP_ARTICLES } from './047-help-articles';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const DOCUMENT_HELP_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'system', 'page', ['DocumentSearch']),
  ...roleGrants(['admin'], 'system', 'button', ['helpArticle:write']),
];

async function createHelp(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('doc_help_article')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('help_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', notNull)
      .addColumn('title_en', 'text'),
  ).execute();
  await db.schema
    .createTable('doc_help_version')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('article_id', 'integer', refTo('doc_help_article'))
    .addColumn('number', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('checksum', 'text', notNull)
    .addColumn('note', 'text')
    .addColumn('author_id', 'integer', optionalRef('staff_user'))
    .addColumn('author_name', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('doc_help_version_number', ['article_id', 'number'])
    .addCheckConstraint('doc_help_version_status', sql`status in ('effective', 'superseded')`)
    .execute();
}

/** The first articles, version 1 each, written by 'system'; an article already there is left alone. */
async function fileArticles(db: Kysely<unknown>, now: string): Promise<void> {
  for (const article of HELP_ARTICLES) {
    const { rows } = await sql<{
      id: number;
    }>`select id from doc_help_article where help_id = ${article.helpId}`.execute(db);
    if (rows.length > 0) continue;
    await sql`insert into doc_help_article (help_id, title, title_en, created_by, created_at, updated_at, version)
      values (${article.helpId}, ${article.title}, ${article.titleEn}, 'system', ${now}, ${now}, 1)`.execute(db);
    const checksum = createHash('sha256').update(article.body, 'utf8').digest('hex');
    await sql`insert into doc_help_version (article_id, number, status, body, checksum, note, author_name, created_at)
      select id, 1, 'effective', ${article.body}, ${checksum}, null, 'system', ${now}
      from doc_help_article where help_id = ${article.helpId}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createHelp(db);
  await db.schema
    .createIndex('doc_document_version_status')
    .on('doc_document_version')
    .columns(['document_id', 'status'])
    .execute();
  await fileArticles(db, new Date().toISOString());
  await grantToStandardRoles(db, DOCUMENT_HELP_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, DOCUMENT_HELP_GRANTS);
  await db.schema.dropIndex('doc_document_version_status').execute();
  await db.schema.dropTable('doc_help_version').execute();
  await db.schema.dropTable('doc_help_article').execute();
}
