/**
 * Whether a project exists, for the areas that take a project id from a request: one query,
 * so a project's own rules (published, and later archived) are applied the same way by all.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from './api-error';

/** The `published` column of a project the public may see. */
const PUBLISHED = 1;

/** True when the project row exists; with `publishedOnly`, only when it is published too. */
export async function projectExists(
  db: Kysely<Database>,
  projectId: number,
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<boolean> {
  let query = db.selectFrom('project').select('id').where('id', '=', projectId);
  if (publishedOnly) query = query.where('published', '=', PUBLISHED);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Refuses (404) a project id that names no project. */
export async function requireProject(db: Kysely<Database>, projectId: number): Promise<void> {
  if (!(await projectExists(db, projectId))) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
}
