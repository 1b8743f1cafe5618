/**
 * The scheduled visit reminders (issue 14 item 4; main.ts starts them every
 * VISIT_REMINDER_INTERVAL_MINUTES): the instance that takes the job lease 'visit-reminders'
 * creates, for every planned visit within its project's lead time of the hospital's today,
 * one in-app notice per responsible staff user and, when the patient consented, one SMS
 * through the SmsSender. The unique indexes keep both to one however often the job runs; a
 * failed SMS stays 'failed' with its error and is retried on the next runs up to
 * PATIENT_MESSAGE_MAX_ATTEMPTS. A run failure goes to job_lease.last_error and the log.
 */
import { randomUUID } from 'node:crypto';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { maskPhone } from '../../../../shared/domain/portal';
import {
  PATIENT_MESSAGE_MAX_ATTEMPTS,
  reminderDaysOf,
  reminderRange,
} from '../../../../shared/domain/visits/reminders';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { createLeaseRepository, scheduledRun } from '../../../lib/job-lease';
import { auditActor, isoTime, processActor } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { SmsSender } from '../../access';
import { patientReminderText, visitNoticeText } from './reminder-text';
import { createVisitReminderRepository } from './repository';

export const VISIT_REMINDER_JOB = 'visit-reminders';
export const DEFAULT_VISIT_REMINDER_INTERVAL_MINUTES = 60;
const KIND = 'visitReminder';

export interface VisitReminderOptions {
  db: Db;
  clock: Clock;
  smsSender: SmsSender;
  cipher: FieldCipher;
  /** Minutes between runs; the lease lasts most of one. */
  intervalMinutes?: number;
  /** Where failures are reported (the server's logger). */
  log?: { error: (details: object, message: string) => void; info: (message: string) => void };
  /** This instance's name in the lease; default a random id. */
  holder?: string;
  /** Brings shared settings up to date before a run (the hospital's time zone, lib/hospital-zone.ts). */
  beforeRun?: () => Promise<void>;
}

export interface VisitReminderRun {
  outcome: 'ran' | 'busy' | 'failed';
  notices: number;
  messages: number;
  sent: number;
  failed: number;
}

/** Creates the due notices and messages of every project, each project in one audited transaction. */
async function createReminders(db: Db, at: number): Promise<{ notices: number; messages: number }> {
  const today = hospitalDay(at);
  const now = isoTime(at);
  let notices = 0;
  let messages = 0;
  for (const project of await createVisitReminderRepository(db).projectsWithPlannedVisits(today)) {
    const { from, to } = reminderRange(today, reminderDaysOf(project.visitReminderDays));
    await db.transaction().execute(async (trx) => {
      const repo = createVisitReminderRepository(trx);
      const visits = await repo.dueVisits(project.id, from, to);
      if (visits.length === 0) return;
      const staff = await repo.responsibleStaff(project.id);
      const rows = visits.flatMap((visit) =>
        staff.map((userId) => ({
          userId,
          projectId: project.id,
          subjectVisitId: visit.visitId,
          dueDate: visit.plannedDate,
          ...visitNoticeText(visit, project.name),
        })),
      );
      const newNotices = await repo.insertNotices(rows, KIND, now);
      const messageVisits: number[] = [];
      for (const visit of visits.filter((v) => v.reminderConsentAt !== null)) {
        if (await repo.insertMessage(project.id, visit.visitId, KIND, now)) messageVisits.push(visit.visitId);
      }
      if (newNotices === 0 && messageVisits.length === 0) return;
      await appendAudit(trx, {
        ...auditActor(processActor('system', at)),
        action: 'visitReminder.create',
        entity: 'project',
        entityId: project.id,
        after: { notices: newNotices, messageVisitIds: messageVisits, from, to },
      });
      notices += newNotices;
      messages += messageVisits.length;
    });
  }
  return { notices, messages };
}

/** Sends (or retries) the messages due; one attempt each per run. */
async function sendMessages(options: VisitReminderOptions, at: number): Promise<{ sent: number; failed: number }> {
  const repo = createVisitReminderRepository(options.db);
  const hospital = await repo.hospitalName();
  let sent = 0;
  let failed = 0;
  for (const message of await repo.messagesToSend(KIND, hospitalDay(at), PATIENT_MESSAGE_MAX_ATTEMPTS)) {
    if (!(await repo.claimAttempt(message.id, message.attempts))) continue;
    const phone = options.cipher.decryptOptional(message.phoneEnc);
    try {
      if (!phone) throw new Error('no phone number on file');
      await options.smsSender.send(phone, patientReminderText(hospital, message.visitName, message.plannedDate));
      await repo.markSent(message.id, isoTime(options.clock()));
      sent += 1;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      // The gateway's error could echo the number: it is kept masked.
      await repo.markFailed(message.id, (phone ? text.replaceAll(phone, maskPhone(phone)) : text).slice(0, 300));
      failed += 1;
    }
  }
  return { sent, failed };
}

/** One scheduled run: takes the lease or answers 'busy'. */
export async function runVisitRemindersOnce(
  options: VisitReminderOptions & { holder: string },
): Promise<VisitReminderRun> {
  const { db, clock, holder } = options;
  const leases = createLeaseRepository(db);
  const now = clock();
  const leaseMs = Math.max(1, options.intervalMinutes ?? DEFAULT_VISIT_REMINDER_INTERVAL_MINUTES) * 60_000 * 0.9;
  const idle = { notices: 0, messages: 0, sent: 0, failed: 0 };
  if (!(await leases.take(VISIT_REMINDER_JOB, holder, now, now + leaseMs))) return { outcome: 'busy', ...idle };
  try {
    await options.beforeRun?.();
    const created = await createReminders(db, now);
    const sending = await sendMessages(options, now);
    await leases.recordRun(VISIT_REMINDER_JOB, holder, isoTime(clock()), null);
    options.log?.info(
      `Visit reminders: ${created.notices} notices, ${created.messages} messages, ${sending.sent} sent, ${sending.failed} failed`,
    );
    return { outcome: 'ran', ...created, ...sending };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await leases.recordRun(VISIT_REMINDER_JOB, holder, isoTime(clock()), message.slice(0, 500));
    options.log?.error({ err: error }, 'Visit reminders failed');
    return { outcome: 'failed', ...idle };
  }
}

/** Starts the schedule (a first run soon after start, then every interval); the answer stops it. */
export function startVisitReminderSchedule(options: VisitReminderOptions): { stop: () => void } {
  const holder = options.holder ?? randomUUID();
  const intervalMinutes = options.intervalMinutes ?? DEFAULT_VISIT_REMINDER_INTERVAL_MINUTES;
  const run = scheduledRun(
    VISIT_REMINDER_JOB,
    () => runVisitRemindersOnce({ ...options, intervalMinutes, holder }),
    options.log,
  );
  // A short delay lets the server finish starting before the first run.
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMinutes * 60_000);
  // The schedule alone must not keep a stopping process alive.
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
