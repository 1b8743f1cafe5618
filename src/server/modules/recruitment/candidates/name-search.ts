/**
 * The exact-name search's hashes for candidates stored before it existed (migration 021 adds
 * the column but cannot compute them: the key is outside the database). Run at each start,
 * after the migrations and before the server listens; a start with nothing to fill costs one
 * indexed query. Batches keep memory flat on a large pool.
 */
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import { nameHashOf } from './patient-data';
import { createSealedRepository } from './sealed-repository';

const BATCH = 500;

/** Answers how many candidates got their name hash now. */
export async function fillMissingNameHashes(db: Db, cipher: FieldCipher): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const repo = createSealedRepository(trx);
      const rows = await repo.withoutNameHash(BATCH);
      for (const row of rows) await repo.setNameHash(row.id, nameHashOf(cipher, cipher.decrypt(row.nameEnc)));
      return rows.length;
    });
    filled += done;
    if (done < BATCH) return filled;
  }
}
