/**
 * Substring and prefix matching that ignores case alike on both engines, and like the
 * client's offline search (toLowerCase, then includes). The term's own % _ and \ are
 * taken literally. PostgreSQL's LIKE is case-sensitive, so there it is ILIKE (which folds
 * every cased letter under the UTF-8 ctype docs/operations.md asks for, and which pg_trgm indexes
 * serve). SQLite's LIKE folds ASCII letters only: a term with other cased letters
 * (full-width Latin, Roman numerals such as Ⅲ, Greek) is matched against casefold(column),
 * JavaScript's toLowerCase registered on the SQLite connection (database.ts).
 */
import {
  type Expression,
  type ExpressionBuilder,
  type QueryExecutorProvider,
  type RawBuilder,
  type SqlBool,
  type StringReference,
  sql,
} from 'kysely';
import { type Dialect, dialectOf } from './dialect';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern finding `term` anywhere. */
export function likeContains(term: string): RawBuilder<string> {
  return sql<string>`${`%${escapeLike(term)}%`} escape '\\'`;
}

/** A pattern finding values starting with `term`. */
export function likePrefix(term: string): RawBuilder<string> {
  return sql<string>`${`${escapeLike(term)}%`} escape '\\'`;
}

/** `like` on SQLite, `ilike` on PostgreSQL: ignores case with either pattern above (ASCII on SQLite). */
export function likeIgnoringCase(db: QueryExecutorProvider | Dialect): 'like' | 'ilike' {
  const dialect = typeof db === 'string' ? db : dialectOf(db);
  return dialect === 'postgres' ? 'ilike' : 'like';
}

/** Whether the term has a letter outside ASCII that has an upper and a lower case. */
export const hasNonAsciiCase = (term: string) =>
  [...term].some((c) => c > '\u007f' && c.toLowerCase() !== c.toUpperCase());

/** `column` contains `term`, ignoring case on both engines alike. */
export function containsIgnoringCase<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  db: QueryExecutorProvider | Dialect,
  column: StringReference<DB, TB>,
  term: string,
): Expression<SqlBool> {
  const like = likeIgnoringCase(db);
  if (like === 'ilike' || !hasNonAsciiCase(term))
    return sql<SqlBool>`${eb.ref(column)} ${sql.raw(like)} ${likeContains(term)}`;
  return sql<SqlBool>`casefold(${eb.ref(column)}) like ${likeContains(term.toLowerCase())}`;
}
