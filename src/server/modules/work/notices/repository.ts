/**
 * All SQL of the notices area: a user's own staff_notice rows (read, marked read), the job
 * monitor's view of job_lease and patient_message, a subject's reminder consent
 * (trial_subject.reminder_consent_at) and a project's reminder lead time
 * (project.visit_reminder_days). The rows themselves are written by the reminder job.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export function createNoticeRepository(db: Executor) {
  return {
    /** The user's notices, newest first. */
    async ofUser(userId: number, unreadOnly: boolean, limit: number) {
      let query = db
        .selectFrom('staffNotice as n')
        .leftJoin('project as p', 'p.id', 'n.projectId')
        .leftJoin('subjectVisit as v', 'v.id', 'n.subjectVisitId')
        .select([
          'n.id',
          'n.projectId',
          'p.name as projectName',
          'n.kind',
          'n.subjectVisitId',
          'v.subjectId',
          'n.title',
          'n.body',
          'n.dueDate',
          'n.createdAt',
          'n.readAt',
        ])
        .where('n.userId', '=', userId);
      if (unreadOnly) query = query.where('n.readAt', 'is', null);
      return query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('staffNotice')
        .select(sql<number>`count(*)`.as('count'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks the user's own unread notices among `ids` read; others' ids change nothing. */
    async markRead(userId: number, ids: readonly number[], now: string): Promise<number> {
      const result = await db
        .updateTable('staffNotice')
        .set({ readAt: now })
        .where('userId', '=', userId)
        .where('id', 'in', ids)
        .where('readAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Patient messages by sending state. */
    async messageCounts(): Promise<{ failed: number; pending: number }> {
      const rows = await db
        .selectFrom('patientMessage')
        .select(['status', sql<number>`count(*)`.as('count')])
        .where('status', 'in', ['failed', 'pending'])
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { failed: count('failed'), pending: count('pending') };
    },

    async subject(subjectId: number) {
      return db
        .selectFrom('trialSubject as s')
        .leftJoin('recruitPatient as p', 'p.id', 's.patientId')
        .select(['s.id', 's.projectId', 's.reminderConsentAt', 's.version', 'p.phoneEnc'])
        .where('s.id', '=', subjectId)
        .executeTakeFirst();
    },

    async messagesOfSubject(subjectId: number) {
      return db
        .selectFrom('patientMessage as m')
        .innerJoin('subjectVisit as v', 'v.id', 'm.subjectVisitId')
        .select([
          'm.id',
          'v.name as visitName',
          'v.plannedDate',
          'm.status',
          'm.attempts',
          'm.lastError',
          'm.createdAt',
          'm.sentAt',
        ])
        .where('v.subjectId', '=', subjectId)
        .orderBy('v.plannedDate', 'desc')
        .orderBy('m.id', 'desc')
        .execute();
    },

    async setConsent(subjectId: number, version: number, consentAt: string | null, now: string): Promise<boolean> {
      const result = await db
        .updateTable('trialSubject')
        .set({ reminderConsentAt: consentAt, updatedAt: now, version: version + 1 })
        .where('id', '=', subjectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async projectReminderDays(projectId: number) {
      return db
        .selectFrom('project')
        .select(['id', 'visitReminderDays', 'version'])
        .where('id', '=', projectId)
        .executeTakeFirst();
    },

    async setReminderDays(projectId: number, version: number, days: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('project')
        .set({ visitReminderDays: days, updatedAt: now, version: version + 1 })
        .where('id', '=', projectId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
