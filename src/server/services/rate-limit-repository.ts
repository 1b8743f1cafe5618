/** All SQL of table `rate_limit` (what it keeps and for how long: plugins/rate-limit-store.ts). */
import type { Db } from '../db/database';

export interface RateLimitCount {
  /** Requests in the current window, this one included. */
  count: number;
  /** Epoch ms the window ends. */
  resetAt: number;
}

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one request for `key` in one statement (an upsert, atomic on both engines), so
     * instances counting the same key at once never lose a request: a new key or one whose
     * window has ended starts a window of `windowMs` at 1, a live one adds 1.
     */
    count: async (key: string, now: number, windowMs: number): Promise<RateLimitCount> => {
      const row = await db
        .insertInto('rateLimit')
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('rateLimit.resetAt', '<=', now);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rateLimit.count', '+', 1))
                .end(),
              resetAt: eb
                .case()
                .when(ended)
                .then(now + windowMs)
                .else(eb.ref('rateLimit.resetAt'))
                .end(),
            };
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      // PostgreSQL answers bigint columns as text.
      return { count: Number(row.count), resetAt: Number(row.resetAt) };
    },

    /** The count of `key` in its live window, 0 when it has none; counts nothing. */
    current: async (key: string, now: number): Promise<number> => {
      const row = await db
        .selectFrom('rateLimit')
        .select('count')
        .where('key', '=', key)
        .where('resetAt', '>', now)
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    },

    deleteEnded: async (now: number): Promise<void> => {
      await db.deleteFrom('rateLimit').where('resetAt', '<=', now).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
