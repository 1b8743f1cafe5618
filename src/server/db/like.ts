/** LIKE patterns with the term's own % _ and \ taken literally (both engines). */
import { type RawBuilder, sql } from 'kysely';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Finds `term` anywhere. */
export function likeContains(term: string): RawBuilder<string> {
  return sql<string>`${`%${escapeLike(term)}%`} escape '\\'`;
}

/** Finds values starting with `term`. */
export function likePrefix(term: string): RawBuilder<string> {
  return sql<string>`${`${escapeLike(term)}%`} escape '\\'`;
}
