/** All SQL of uploaded files: the `stored_file` rows (the bytes are in the FileStore). */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StoredFileTable } from '../../../db/schema';

export type StoredFileRow = Selectable<StoredFileTable>;

/** `db` may be a transaction (Kysely's Transaction is a Kysely). */
export function createFileRepository(db: Db) {
  return {
    async insert(row: Insertable<StoredFileTable>): Promise<number> {
      const { id } = await db.insertInto('storedFile').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    byId(id: number): Promise<StoredFileRow | undefined> {
      return db.selectFrom('storedFile').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A public file by its key: a private file's key finds nothing here. */
    publicByKey(key: string): Promise<StoredFileRow | undefined> {
      return db
        .selectFrom('storedFile')
        .selectAll()
        .where('publicKey', '=', key)
        .where('visibility', '=', 'public')
        .executeTakeFirst();
    },

    /** A public upload of these bytes (a private upload of the same bytes is never served here). */
    publicByHash(hash: string): Promise<StoredFileRow | undefined> {
      return db
        .selectFrom('storedFile')
        .selectAll()
        .where('hash', '=', hash)
        .where('visibility', '=', 'public')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
