/** The SQL of the portal leads' retention (lead-retention.ts): table recruit_patient, source 3. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** SPEC §4 patient source 3: the public self-check's call-back form. */
const PORTAL_SOURCE = 3;

export function createLeadRepository(db: Kysely<Database>) {
  return {
    /** Portal leads created before `cutoff` (ISO time) that never became a trial subject. */
    async expiredLeads(cutoff: string): Promise<{ id: number; projectId: number }[]> {
      return db
        .selectFrom('recruitPatient')
        .select(['id', 'projectId'])
        .where('source', '=', PORTAL_SOURCE)
        .where('createdAt', '<', cutoff)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('trialSubject')
                .select('trialSubject.id')
                .whereRef('trialSubject.patientId', '=', 'recruitPatient.id'),
            ),
          ),
        )
        .orderBy('id')
        .execute();
    },

    /** Deletes the leads; their contacts go with them (foreign key cascade). */
    async deleteLeads(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('recruitPatient').where('id', 'in', ids).where('source', '=', PORTAL_SOURCE).execute();
    },
  };
}
