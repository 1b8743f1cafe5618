/**
 * Monitoring visit writes (SUITE.md 'Writes'): each in one transaction that loads the visit
 * within the caller's project (another project's is 'not found'), checks its version and the
 * status machine (APPOINTMENT_TRANSITIONS), applies the move and appends the audit row (entity
 * 'monitoring_visit': appointment.book, .accept, .refuse, .adjust, .confirm, .cancel,
 * .launch, .close). The monitor's moves (confirm, cancel, close) are the booking monitor's
 * only. Closing stores the signed report and the hours worked.
 */
import type {
  AppointmentAdjustBody,
  AppointmentBookBody,
  AppointmentRefuseBody,
  AppointmentRowRef,
  MonitoringCloseBody,
} from '../../../../shared/api/quality/appointments';
import {
  APPOINTMENT_ACTION_LABELS,
  type AppointmentAction,
  canAppointmentTransition,
} from '../../../../shared/domain/quality/appointment-status';
import { bookingProblem, type Weekday } from '../../../../shared/domain/quality/appointment-rules';
import { daysBetween, hospitalDay, isCalendarDate, weekday } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import type { MonitoringVisitTable } from '../../../db/schema';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, forbidden, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type SentSignature, signedWrite } from '../../access';
import type { FileService } from '../../study';
import { fileMonitoringReport } from './report-filing';
import { type AppointmentState, createMonitoringRepository } from './repository';
import type { Updateable } from 'kysely';

export const VISIT_ENTITY = 'monitoring_visit';
type Repo = ReturnType<typeof createMonitoringRepository>;
type Trx = Parameters<typeof appendAudit>[0];

const isoWeekday = (day: string) => (weekday(day) === 0 ? 7 : weekday(day)) as Weekday;

/** Refuses a day the project's rules do not allow (the appointment being moved left out of the count). */
async function checkDay(
  repo: Repo,
  projectId: number,
  field: string,
  day: string,
  today: string,
  except: number | null,
) {
  if (!isCalendarDate(day)) throw fieldProblem(field, { 'zh-CN': '日期无效', en: 'Not a real date' });
  const rules = await repo.settings(projectId);
  const problem = bookingProblem(rules, {
    weekday: isoWeekday(day),
    daysAhead: daysBetween(today, day),
    holding: await repo.holding(projectId, day, except),
  });
  if (problem) throw fieldProblem(field, problem);
}

async function visitIn(repo: Repo, projectId: number, id: number, version: number): Promise<AppointmentState> {
  const found = await repo.byId(id);
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '本项目中没有该监查预约', en: 'No such monitoring visit in this project' });
  if (found.version !== version) throw staleVersion();
  return found;
}

function requireMove(visit: AppointmentState, action: AppointmentAction) {
  if (!canAppointmentTransition(visit.status, action)) {
    const label = APPOINTMENT_ACTION_LABELS[action];
    throw badRequest({
      'zh-CN': `当前状态下不能${label['zh-CN']}`,
      en: `${label.en} is not possible in the visit's current status`,
    });
  }
}

function requireBooker(visit: AppointmentState, actor: Actor) {
  if (visit.monitorId !== actor.actorId)
    throw forbidden({
      'zh-CN': '只有预约的监查员本人可以操作',
      en: 'Only the monitor who booked the visit can do this',
    });
}

/** `files`: where a closed visit's signed report is stored to be filed into the binder (none: not filed). */
export function createMonitoringVisitService(db: Db, files?: FileService) {
  /** One move: load, check, set, audit — in one transaction. */
  async function move(
    trx: Trx,
    ref: AppointmentRowRef,
    action: AppointmentAction,
    actor: Actor,
    changes: (visit: AppointmentState, repo: Repo) => Promise<Updateable<MonitoringVisitTable>>,
  ) {
    const repo = createMonitoringRepository(trx);
    const visit = await visitIn(repo, ref.projectId, ref.id, ref.version);
    requireMove(visit, action);
    const set = await changes(visit, repo);
    if (!(await repo.update(visit.id, visit.version, set, isoTime(actor.at)))) throw staleVersion();
    const { status, visitDate, proposedDate, siteNote } = visit;
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `appointment.${action}`,
      entity: VISIT_ENTITY,
      entityId: visit.id,
      before: { status, visitDate, proposedDate, siteNote },
      after: set,
    });
    return { id: visit.id, version: visit.version + 1 };
  }

  const inTransaction = (
    ref: AppointmentRowRef,
    action: AppointmentAction,
    actor: Actor,
    changes: (visit: AppointmentState, repo: Repo) => Promise<Updateable<MonitoringVisitTable>>,
  ) => db.transaction().execute((trx) => move(trx, ref, action, actor, changes));

  return {
    book: (body: AppointmentBookBody, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const repo = createMonitoringRepository(trx);
        await checkDay(repo, body.projectId, 'visitDate', body.visitDate, hospitalDay(actor.at), null);
        const purpose = body.purpose.trim();
        const id = await repo.insert({
          projectId: body.projectId,
          monitorId: actor.actorId ?? 0,
          monitorName: actor.actorName,
          visitDate: body.visitDate,
          purpose,
          now: isoTime(actor.at),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'appointment.book',
          entity: VISIT_ENTITY,
          entityId: id,
          after: { projectId: body.projectId, visitDate: body.visitDate, purpose, status: 'booked' },
        });
        return { id, version: 1 };
      }),

    accept: (ref: AppointmentRowRef, actor: Actor) =>
      inTransaction(ref, 'accept', actor, async () => ({ status: 'accepted', reviewedBy: actor.actorName })),

    refuse: (body: AppointmentRefuseBody, actor: Actor) =>
      inTransaction(body, 'refuse', actor, async () => ({
        status: 'refused',
        siteNote: body.reason.trim(),
        reviewedBy: actor.actorName,
      })),

    adjust: (body: AppointmentAdjustBody, actor: Actor) =>
      inTransaction(body, 'adjust', actor, async (visit, repo) => {
        if (body.proposedDate === visit.visitDate)
          throw fieldProblem('proposedDate', { 'zh-CN': '请提出另一天', en: 'Propose another day' });
        await checkDay(repo, visit.projectId, 'proposedDate', body.proposedDate, hospitalDay(actor.at), visit.id);
        return {
          status: 'adjusted',
          proposedDate: body.proposedDate,
          siteNote: cleanText(body.note),
          reviewedBy: actor.actorName,
        };
      }),

    confirm: (ref: AppointmentRowRef, actor: Actor) =>
      inTransaction(ref, 'confirm', actor, async (visit, repo) => {
        requireBooker(visit, actor);
        const day = visit.proposedDate ?? visit.visitDate;
        await checkDay(repo, visit.projectId, 'proposedDate', day, hospitalDay(actor.at), visit.id);
        return { status: 'accepted', visitDate: day, proposedDate: null };
      }),

    cancel: (ref: AppointmentRowRef, actor: Actor) =>
      inTransaction(ref, 'cancel', actor, async (visit) => {
        requireBooker(visit, actor);
        return { status: 'cancelled' };
      }),

    launch: (ref: AppointmentRowRef, actor: Actor) =>
      inTransaction(ref, 'launch', actor, async (visit) => {
        if (hospitalDay(actor.at) < visit.visitDate)
          throw badRequest({ 'zh-CN': '监查日尚未到', en: 'The visit day has not come yet' });
        return { status: 'launched', launchedAt: isoTime(actor.at) };
      }),

    /** Closes the visit with its report, signed by the monitor in the same transaction. */
    close(body: MonitoringCloseBody, signature: SentSignature, actor: Actor) {
      const { signature: _sent, ...report } = body;
      return signedWrite(db, signature, actor, async (trx, sign) => {
        let closed: AppointmentState | undefined;
        const result = await move(trx, body, 'close', actor, async (visit, repo) => {
          requireBooker(visit, actor);
          closed = visit;
          const found = await repo.projectSubjects(visit.projectId, body.subjectIds);
          if (found.length !== body.subjectIds.length)
            throw fieldProblem('subjectIds', { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' });
          return {
            status: 'closed',
            closedAt: isoTime(actor.at),
            reportSummary: body.summary.trim(),
            subjectsReviewed: JSON.stringify([...body.subjectIds].sort((a, b) => a - b)),
            workMinutes: Math.round(body.workHours * 60),
          };
        });
        const stored = await sign({ entity: VISIT_ENTITY, entityId: body.id, revision: 1 }, report);
        if (files && closed) await fileMonitoringReport(trx, files, { visit: closed, body, signature: stored, actor });
        return result;
      });
    },
  };
}
