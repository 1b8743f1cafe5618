/**
 * Re-sealing subsidy bills' payee names and accounts under a new patient data key, for the
 * `patients:rotate-key` command: runs inside its one transaction, next to the patients'
 * fields, so no sealed value is left under a retired key. Values are opened and sealed here
 * and never returned, logged or audited; the row version is untouched (nobody edited the bill).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-crypto';

/** `next` seals with the new key and opens with the old ones too; returns the bills re-sealed. */
export async function resealSubsidyPayees(trx: Kysely<Database>, next: FieldCipher): Promise<number> {
  const rows = await trx
    .selectFrom('financeSubsidyBill')
    .select(['id', 'payeeNameSealed', 'bankAccountSealed'])
    .where((eb) => eb.or([eb('payeeNameSealed', 'is not', null), eb('bankAccountSealed', 'is not', null)]))
    .orderBy('id')
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('financeSubsidyBill')
      .set({
        payeeNameSealed: next.encryptOptional(next.decryptOptional(row.payeeNameSealed)),
        bankAccountSealed: next.encryptOptional(next.decryptOptional(row.bankAccountSealed)),
      })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
