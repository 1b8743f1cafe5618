/**
 * Reminder writes (SUITE.md 'Writes'): a patient's consent to reminder messages and a
 * project's reminder lead time, each in one transaction with its version check and audit
 * row. A subject of another project is 'not found'. The audit rows hold ids and times only.
 */
import type { ReminderConsentBody, ReminderDaysSaveBody } from '../../../../shared/api/work/notices';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { createNoticeRepository } from './repository';

export function createReminderSettingsService(db: Db) {
  return {
    async setConsent(body: ReminderConsentBody, actor: Actor): Promise<{ id: number; version: number }> {
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createNoticeRepository(trx);
        const subject = await repo.subject(body.subjectId);
        if (!subject || subject.projectId !== body.projectId)
          throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject' });
        if (subject.version !== body.version) throw staleVersion();
        const consentAt = body.consent ? (subject.reminderConsentAt ?? now) : null;
        if (consentAt === subject.reminderConsentAt) return { id: subject.id, version: subject.version };
        if (!(await repo.setConsent(subject.id, subject.version, consentAt, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: body.consent ? 'subject.reminderConsent' : 'subject.reminderConsentWithdraw',
          entity: 'trialSubject',
          entityId: subject.id,
          before: { reminderConsentAt: subject.reminderConsentAt },
          after: { reminderConsentAt: consentAt },
        });
        return { id: subject.id, version: subject.version + 1 };
      });
    },

    async setReminderDays(body: ReminderDaysSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createNoticeRepository(trx);
        const project = await repo.projectReminderDays(body.projectId);
        if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
        if (project.version !== body.version) throw staleVersion();
        if (project.visitReminderDays === body.days) return { id: project.id, version: project.version };
        if (!(await repo.setReminderDays(project.id, project.version, body.days, isoTime(actor.at)))) {
          throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'project.visitReminderDays',
          entity: 'project',
          entityId: project.id,
          before: { visitReminderDays: project.visitReminderDays },
          after: { visitReminderDays: body.days },
        });
        return { id: project.id, version: project.version + 1 };
      });
    },
  };
}
