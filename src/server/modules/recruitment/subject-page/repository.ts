/**
 * All SQL of the subject's page that belongs to the recruitment area: the subject's audit
 * rows (its trail, status and consent history), the candidate behind it, and its contacts.
 * Reads only; the randomisation and consent writes use the subjects repository.
 */
import type { Db } from '../../../db/database';

/** The trail a page shows; older rows stay in the audit log page. */
const AUDIT_ROWS_MAX = 200;

export function createSubjectPageRepository(db: Db) {
  return {
    /** The subject's audit rows, oldest first (they read as a story). */
    async auditOf(subjectEntity: string, subjectId: number) {
      return db
        .selectFrom('auditLog')
        .select(['id', 'at', 'actorName', 'action', 'reason', 'beforeValue', 'afterValue'])
        .where('entity', '=', subjectEntity)
        .where('entityId', '=', String(subjectId))
        .orderBy('id', 'asc')
        .limit(AUDIT_ROWS_MAX)
        .execute();
    },

    /** The sealed identifying fields of the candidate a subject came from, in its project. */
    async patient(projectId: number, patientId: number) {
      return db
        .selectFrom('recruitPatient')
        .select(['id', 'nameEnc', 'phoneEnc', 'sex', 'birthDate', 'matchStatus'])
        .where('id', '=', patientId)
        .where('projectId', '=', projectId)
        .executeTakeFirst();
    },

    /** Contacts with the candidate, newest first. */
    async contacts(projectId: number, patientId: number) {
      return db
        .selectFrom('recruitContact')
        .select(['id', 'contactedAt', 'method', 'result', 'reason', 'note', 'actorName'])
        .where('patientId', '=', patientId)
        .where('projectId', '=', projectId)
        .orderBy('contactedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
