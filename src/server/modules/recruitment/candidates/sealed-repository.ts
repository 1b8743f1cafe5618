/**
 * The SQL that rewrites candidates' sealed fields and lookup hashes without touching what a
 * person sees (no row version, no updated time): key rotation re-seals every row, and the
 * start after migration 021 fills the name hash of rows that have none. Values come sealed
 * and hashed; nothing here sees them in clear.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StoredPatient } from './repository';

type SealedFields = 'nameEnc' | 'phoneEnc' | 'idNumberEnc' | 'mrnEnc' | 'mrnHash' | 'phoneHash' | 'nameHash';

export function createSealedRepository(db: Kysely<Database>) {
  return {
    /** Every patient's sealed fields (key rotation). */
    async allSealed() {
      return db
        .selectFrom('recruitPatient')
        .select(['id', 'nameEnc', 'phoneEnc', 'idNumberEnc', 'mrnEnc'])
        .orderBy('id')
        .execute();
    },

    /** Replaces sealed fields and hashes. */
    async reseal(id: number, set: Pick<StoredPatient, SealedFields>): Promise<void> {
      await db.updateTable('recruitPatient').set(set).where('id', '=', id).execute();
    },

    /** Up to `limit` patients without a name hash (rows from before migration 021). */
    async withoutNameHash(limit: number) {
      return db
        .selectFrom('recruitPatient')
        .select(['id', 'nameEnc'])
        .where('nameHash', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async setNameHash(id: number, nameHash: string): Promise<void> {
      await db.updateTable('recruitPatient').set({ nameHash }).where('id', '=', id).execute();
    },
  };
}
