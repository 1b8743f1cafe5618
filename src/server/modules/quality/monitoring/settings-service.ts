/**
 * Appointment rules and the remote monitoring switch of a project (SPEC §4 remote monitoring:
 * open, close): each write in one transaction with its version check and audit row (entity
 * 'monitoring_setting', keyed by the project id: appointmentRule.save, remote.open, remote.close).
 */
import type { AppointmentRulesBody, RemoteSwitchBody } from '../../../../shared/api/quality/appointments';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createMonitoringRepository } from './repository';

export const SETTING_ENTITY = 'monitoring_setting';

export function createMonitoringSettingsService(db: Db) {
  async function saveRules(body: AppointmentRulesBody, actor: Actor) {
    if (body.minNoticeDays > body.maxDaysAhead)
      throw fieldProblem('minNoticeDays', {
        'zh-CN': '最少提前天数不能大于最多提前天数',
        en: 'The minimum notice cannot exceed the booking window',
      });
    return db.transaction().execute(async (trx) => {
      const repo = createMonitoringRepository(trx);
      const current = await repo.settings(body.projectId);
      if (current.version !== body.version) throw staleVersion();
      const rules = {
        weekdays: [...body.weekdays].sort((a, b) => a - b),
        maxMonitors: body.maxMonitors,
        minNoticeDays: body.minNoticeDays,
        maxDaysAhead: body.maxDaysAhead,
      };
      const saved = await repo.saveSettings(
        body.projectId,
        body.version,
        { ...rules, remoteOpen: current.remoteOpen },
        isoTime(actor.at),
      );
      if (!saved) throw staleVersion();
      const { weekdays, maxMonitors, minNoticeDays, maxDaysAhead } = current;
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'appointmentRule.save',
        entity: SETTING_ENTITY,
        entityId: body.projectId,
        before: { weekdays, maxMonitors, minNoticeDays, maxDaysAhead },
        after: rules,
      });
      return { id: body.projectId, version: body.version + 1 };
    });
  }

  async function setRemote(open: boolean, body: RemoteSwitchBody, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const repo = createMonitoringRepository(trx);
      const current = await repo.settings(body.projectId);
      if (current.version !== body.version) throw staleVersion();
      if (current.remoteOpen === open)
        throw badRequest(
          open
            ? { 'zh-CN': '远程监查已开启', en: 'Remote monitoring is already open' }
            : { 'zh-CN': '远程监查已关闭', en: 'Remote monitoring is already closed' },
        );
      const { version: _version, ...settings } = current;
      if (
        !(await repo.saveSettings(body.projectId, body.version, { ...settings, remoteOpen: open }, isoTime(actor.at)))
      )
        throw staleVersion();
      await appendAudit(trx, {
        ...auditActor(actor),
        action: open ? 'remote.open' : 'remote.close',
        entity: SETTING_ENTITY,
        entityId: body.projectId,
        before: { remoteOpen: !open },
        after: { remoteOpen: open },
      });
      return { id: body.projectId, version: body.version + 1 };
    });
  }

  return {
    saveRules,
    open: (body: RemoteSwitchBody, actor: Actor) => setRemote(true, body, actor),
    close: (body: RemoteSwitchBody, actor: Actor) => setRemote(false, body, actor),
  };
}
