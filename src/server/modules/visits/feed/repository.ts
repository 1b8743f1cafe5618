/**
 * All SQL of the visit calendar feed's secrets (table visit_feed_token, migration 020): one
 * row per user holding a feed URL, with the SHA-256 of its secret, kept until the user
 * replaces or revokes it. The secret itself is never stored.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export function createVisitFeedRepository(db: Executor) {
  return {
    async stateOf(userId: number): Promise<{ createdAt: string } | undefined> {
      return db.selectFrom('visitFeedToken').select('createdAt').where('userId', '=', userId).executeTakeFirst();
    },

    /** Drops the user's earlier secret, if any, and keeps the new one's hash. */
    async replace(userId: number, tokenHash: string, createdAt: string): Promise<void> {
      await db.deleteFrom('visitFeedToken').where('userId', '=', userId).execute();
      await db.insertInto('visitFeedToken').values({ userId, tokenHash, createdAt }).execute();
    },

    /** Whether there was a secret to revoke. */
    async revoke(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('visitFeedToken').where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The enabled user holding the secret with this hash, if any. */
    async enabledOwnerOf(tokenHash: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('visitFeedToken')
        .innerJoin('staffUser', 'staffUser.id', 'visitFeedToken.userId')
        .select('staffUser.id')
        .where('visitFeedToken.tokenHash', '=', tokenHash)
        .where('staffUser.status', '=', 'enabled')
        .executeTakeFirst();
      return row?.id;
    },
  };
}
