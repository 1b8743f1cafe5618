/**
 * Re-encrypting every patient's identifying fields under a new data key (the
 * `patients:rotate-key` command): each value is opened with the old keyring and sealed with
 * the new key, and the lookup hashes are recomputed under the new key, all in ONE
 * transaction, so the database never mixes keys halfway. One audit row (actor 'cli') holds
 * the count and the key ids, never a key.
 */
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Actor, auditActor } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { mrnHashOf, nameHashOf, phoneHashOf } from './patient-data';
import { createSealedRepository } from './sealed-repository';

/** `next` must seal with the new key and open with the old ones too. */
export async function reencryptPatients(db: Db, next: FieldCipher, actor: Actor): Promise<number> {
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
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'patient.rotateKey',
      entity: 'recruitPatient',
      after: { patients: rows.length, keyId: next.currentKeyId },
    });
    return rows.length;
  });
}
