/**
 * All SQL of visit reminders (migration 011): the planned visits a reminder is due for, the
 * staff responsible for them, staff_notice rows (one per user and visit, kept until the
 * visit or user is deleted) and patient_message rows (one per visit and kind, with their
 * sending state: attempts and the last error, kept likewise). Inserts rely on the unique
 * indexes (ON CONFLICT DO NOTHING, on SQLite and PostgreSQL), so a reminder exists once
 * however many runs or instances create it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** Subjects still being followed: reminders stop at completion or withdrawal. */
const FOLLOWED_SUBJECT_STATUSES = ['enrolled'];

export interface DueVisit {
  visitId: number;
  projectId: number;
  subjectId: number;
  subjectNumber: string;
  initials: string;
  name: string;
  plannedDate: string;
  windowStart: string;
  windowEnd: string;
  patientId: number | null;
  reminderConsentAt: string | null;
}

export interface NoticeRow {
  userId: number;
  projectId: number;
  subjectVisitId: number;
  title: string;
  body: string;
  dueDate: string;
}

export interface MessageToSend {
  id: number;
  attempts: number;
  visitName: string;
  plannedDate: string;
  phoneEnc: string | null;
}

export function createVisitReminderRepository(db: Executor) {
  return {
    /** Projects with planned visits on or after `today`, with their lead time setting. */
    async projectsWithPlannedVisits(today: string) {
      return db
        .selectFrom('project')
        .select(['project.id', 'project.name', 'project.visitReminderDays'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('subjectVisit')
              .select('subjectVisit.id')
              .whereRef('subjectVisit.projectId', '=', 'project.id')
              .where('subjectVisit.status', '=', 'planned')
              .where('subjectVisit.plannedDate', '>=', today),
          ),
        )
        .orderBy('project.id')
        .execute();
    },

    /** The project's planned visits of followed, valid subjects planned between the two days. */
    async dueVisits(projectId: number, from: string, to: string): Promise<DueVisit[]> {
      return db
        .selectFrom('subjectVisit as v')
        .innerJoin('trialSubject as s', 's.id', 'v.subjectId')
        .select([
          'v.id as visitId',
          'v.projectId',
          'v.subjectId',
          's.subjectNumber',
          's.initials',
          'v.name',
          'v.plannedDate',
          'v.windowStart',
          'v.windowEnd',
          's.patientId',
          's.reminderConsentAt',
        ])
        .where('v.projectId', '=', projectId)
        .where('v.status', '=', 'planned')
        .where('v.plannedDate', '>=', from)
        .where('v.plannedDate', '<=', to)
        .where('s.invalid', '=', 0)
        .where('s.status', 'in', FOLLOWED_SUBJECT_STATUSES)
        .orderBy('v.plannedDate')
        .orderBy('v.id')
        .execute();
    },

    /** Enabled team members of the project who may record its visits (page SubjectVisits and button visit:record). */
    async responsibleStaff(projectId: number): Promise<number[]> {
      const holding = (kind: string, name: string) =>
        db
          .selectFrom('userProjectRole as upr')
          .innerJoin('rolePermission as rp', 'rp.roleId', 'upr.roleId')
          .innerJoin('staffUser as u', 'u.id', 'upr.userId')
          .select('upr.userId')
          .where('upr.projectId', '=', projectId)
          .where('u.status', '=', 'enabled')
          .where('rp.scope', '=', 'project')
          .where('rp.kind', '=', kind)
          .where('rp.name', '=', name)
          .distinct()
          .execute();
      const [pages, buttons] = [await holding('page', 'SubjectVisits'), await holding('button', 'visit:record')];
      const withPage = new Set(pages.map((row) => row.userId));
      return buttons
        .map((row) => row.userId)
        .filter((id) => withPage.has(id))
        .sort((a, b) => a - b);
    },

    /** Inserts the notices not there yet; answers how many were new. */
    async insertNotices(rows: NoticeRow[], kind: string, now: string): Promise<number> {
      let count = 0;
      // In slices, to stay under SQLite's limit of bound parameters per statement.
      for (let start = 0; start < rows.length; start += 200) {
        const inserted = await db
          .insertInto('staffNotice')
          .values(rows.slice(start, start + 200).map((row) => ({ ...row, kind, createdAt: now, readAt: null })))
          .onConflict((oc) => oc.columns(['userId', 'kind', 'subjectVisitId']).doNothing())
          .returning('id')
          .execute();
        count += inserted.length;
      }
      return count;
    },

    /** A pending message for the visit unless it has one; true when new. */
    async insertMessage(projectId: number, subjectVisitId: number, kind: string, now: string): Promise<boolean> {
      const inserted = await db
        .insertInto('patientMessage')
        .values({ projectId, subjectVisitId, kind, channel: 'sms', status: 'pending', attempts: 0, createdAt: now })
        .onConflict((oc) => oc.columns(['subjectVisitId', 'kind']).doNothing())
        .returning('id')
        .execute();
      return inserted.length === 1;
    },

    /**
     * Messages still to (re)try: not sent, under the attempt limit, for a visit still planned
     * from `today` on whose patient still consents.
     */
    async messagesToSend(kind: string, today: string, maxAttempts: number): Promise<MessageToSend[]> {
      return db
        .selectFrom('patientMessage as m')
        .innerJoin('subjectVisit as v', 'v.id', 'm.subjectVisitId')
        .innerJoin('trialSubject as s', 's.id', 'v.subjectId')
        .leftJoin('recruitPatient as p', 'p.id', 's.patientId')
        .select(['m.id', 'm.attempts', 'v.name as visitName', 'v.plannedDate', 'p.phoneEnc'])
        .where('m.kind', '=', kind)
        .where('m.status', 'in', ['pending', 'failed'])
        .where('m.attempts', '<', maxAttempts)
        .where('v.status', '=', 'planned')
        .where('v.plannedDate', '>=', today)
        .where('s.reminderConsentAt', 'is not', null)
        .orderBy('m.id')
        .execute();
    },

    /** Counts an attempt if no one else has since `attempts` was read; false: leave it. */
    async claimAttempt(id: number, attempts: number): Promise<boolean> {
      const result = await db
        .updateTable('patientMessage')
        .set({ attempts: attempts + 1 })
        .where('id', '=', id)
        .where('attempts', '=', attempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: number, now: string): Promise<void> {
      await db
        .updateTable('patientMessage')
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.updateTable('patientMessage').set({ status: 'failed', lastError: error }).where('id', '=', id).execute();
    },

    /** The hospital's name as patients know it. */
    async hospitalName(): Promise<string> {
      const site = await db.selectFrom('site').select(['hospitalNameFull', 'siteName']).limit(1).executeTakeFirst();
      return site?.hospitalNameFull || site?.siteName || '';
    },
  };
}
