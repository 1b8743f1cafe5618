/** All SQL of table `seen_source_sign` (what it keeps and for how long: seen-signs.ts). */
import type { Db } from '../../../db/database';

export function createSeenSignRepository(db: Db) {
  return {
    /** Inserts the pair; false when it was already there (the insert is the replay check, atomically). */
    insertIfNew: async (key: string, expiresAt: number): Promise<boolean> => {
      const result = await db
        .insertInto('seenSourceSign')
        .values({ key, expiresAt })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    deleteExpired: async (now: number): Promise<void> => {
      await db.deleteFrom('seenSourceSign').where('expiresAt', '<=', now).execute();
    },
  };
}
