/** Staff notices, the job monitor and reminder settings: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  NOTICE_LIST_MAX,
  type PatientMessage,
  type StaffNotice,
  jobListEndpoint,
  noticeListEndpoint,
  noticeReadEndpoint,
  reminderConsentEndpoint,
  reminderConsentGetEndpoint,
  reminderDaysEndpoint,
  reminderDaysSaveEndpoint,
} from '../../../../shared/api/work/notices';
import { DEFAULT_VISIT_REMINDER_DAYS, reminderDaysOf } from '../../../../shared/domain/visits';
import { notFound } from '../../../lib/api-error';
import { createLeaseRepository } from '../../../lib/job-lease';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, isoTime } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createNoticeRepository } from './repository';
import { createReminderSettingsService } from './service';

const ok = ResponseCode.ok;

export async function noticeRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const notices = createNoticeRepository(db);
  const settings = createReminderSettingsService(db);

  registerEndpoint(
    app,
    noticeListEndpoint,
  )(async ({ query, request }) => {
    const { userId } = requireStaff(request);
    const rows = await notices.ofUser(userId, query.unread === true, NOTICE_LIST_MAX);
    return {
      isOk: true,
      code: ok,
      data: { unreadCount: await notices.unreadCount(userId), notices: rows.map((row) => row as StaffNotice) },
    };
  });

  registerEndpoint(
    app,
    noticeReadEndpoint,
  )(async ({ body, request }) => {
    const marked = await notices.markRead(requireStaff(request).userId, body.ids, isoTime(clock()));
    return { isOk: true, code: ok, data: { marked } };
  });

  registerEndpoint(
    app,
    jobListEndpoint,
  )(async () => {
    const jobs = await createLeaseRepository(db).all();
    const counts = await notices.messageCounts();
    return {
      isOk: true,
      code: ok,
      data: {
        jobs: jobs.map(({ expiresAt, ...job }) => ({ ...job, leaseExpiresAt: isoTime(expiresAt) })),
        failedMessages: counts.failed,
        pendingMessages: counts.pending,
      },
    };
  });

  registerEndpoint(
    app,
    reminderConsentGetEndpoint,
  )(async ({ params }) => {
    const subject = await notices.subject(params.subjectId);
    if (!subject || subject.projectId !== params.projectId)
      throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject' });
    const messages = await notices.messagesOfSubject(subject.id);
    return {
      isOk: true,
      code: ok,
      data: {
        subjectId: subject.id,
        reminderConsentAt: subject.reminderConsentAt,
        hasPhone: subject.phoneEnc !== null,
        version: subject.version,
        messages: messages.map((row) => row as PatientMessage),
      },
    };
  });

  registerEndpoint(
    app,
    reminderConsentEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await settings.setConsent(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    reminderDaysEndpoint,
  )(async ({ params }) => {
    const project = await notices.projectReminderDays(params.projectId);
    if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
    const data = {
      days: reminderDaysOf(project.visitReminderDays),
      configured: project.visitReminderDays,
      defaultDays: DEFAULT_VISIT_REMINDER_DAYS,
      version: project.version,
    };
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    reminderDaysSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await settings.setReminderDays(body, actorOf(request, clock)),
  }));
}
