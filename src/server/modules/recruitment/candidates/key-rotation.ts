/**
 * Re-encrypting every patient's identifying fields under a new data key (the
 * `patients:rotate-key` command): each value is opened with the old keyring and sealed with
 * the new key, and the lookup hashes are recomputed under the new key, all in ONE
 * transaction, so the database never mixes keys halfway. Other areas' values sealed with the
 * same key (subsidy payees) are re-sealed by the `others` given, in the same transaction. One
 * audit row (actor 'cli') holds the counts and the key id, never a key or a value.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { mrnHashOf, nameHashOf, phoneHashOf } from './patient-data';
import { createSealedRepository } from './sealed-repository';

/** Re-seals one kind of sealed value in the rotation's transaction; returns how many rows. */
export type Resealer = (trx: Kysely<Database>, next: FieldCipher) => Promise<number>;

/**
 * `next` must seal with the new key and open with the old ones too. Returns the patients
 * re-sealed and, per name in `others`, that resealer's count.
 */
export async function reencryptPatients(
  db: Db,
  next: FieldCipher,
  actor: Actor,
  others: Record<string, Resealer> = {},
): Promise<{ patients: number; others: Record<string, number> }> {
  return db.transaction().execute(async (trx) => {
    const repo = createSealedRepository(trx);
    const rows = await repo.allSealed();
    for (const row of rows) {
      const phone = next.decryptOptional(row.phoneEnc);
      const mrn = next.decrypt(row.mrnEnc);
      const name = next.decrypt(row.nameEnc);
      await repo.reseal(row.id, {
        nameEnc: next.encrypt(name),
        nameHash: nameHashOf(next, name),
        phoneEnc: next.encryptOptional(phone),
        idNumberEnc: next.encryptOptional(next.decryptOptional(row.idNumberEnc)),
        mrnEnc: next.encrypt(mrn),
        mrnHash: mrnHashOf(next, mrn),
        phoneHash: phone === null ? null : phoneHashOf(next, phone),
      });
    }
    const counts: Record<string, number> = {};
    for (const [name, reseal] of Object.entries(others)) counts[name] = await reseal(trx, next);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'patient.rotateKey',
      entity: 'recruitPatient',
      after: { patients: rows.length, ...counts, keyId: next.currentKeyId },
    });
    return { patients: rows.length, others: counts };
  });
}
