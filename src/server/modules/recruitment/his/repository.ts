/**
 * The HIS connection's row (table his_connection, migration 057; one row with id 1, none until
 * first saved): read, and saved against its version or inserted by the first save (in the
 * caller's transaction).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type HisConnectionRow = Omit<Insertable<Database['hisConnection']>, 'id'>;

export function createHisConnectionRepository(db: Kysely<Database>) {
  return {
    async row() {
      return db.selectFrom('hisConnection').selectAll().where('id', '=', 1).executeTakeFirst();
    },

    /** The saved row at the caller's version; false when there is no such row at that version. */
    async update(row: HisConnectionRow, version: number) {
      const updated = await db
        .updateTable('hisConnection')
        .set(row)
        .where('id', '=', 1)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** The first save's row; false when another first save got there first. */
    async insertFirst(row: HisConnectionRow) {
      const inserted = await db
        .insertInto('hisConnection')
        .values({ id: 1, ...row })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
