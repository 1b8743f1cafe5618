/**
 * Monitoring visits, appointment rules and remote monitoring: thin handlers (access is enforced
 * by the declarations in shared/api/quality/appointments.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  appointmentAcceptEndpoint,
  appointmentAdjustEndpoint,
  appointmentBookEndpoint,
  appointmentCancelEndpoint,
  appointmentConfirmEndpoint,
  appointmentLaunchEndpoint,
  appointmentListEndpoint,
  appointmentRefuseEndpoint,
  appointmentRulesSaveEndpoint,
  monitoringCloseEndpoint,
  monitoringSettingEndpoint,
  remoteCloseEndpoint,
  remoteOpenEndpoint,
} from '../../../../shared/api/quality/appointments';
import { appointmentStatusOf } from '../../../../shared/domain/quality/appointment-status';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createMonitoringRepository } from './repository';
import { createMonitoringVisitService } from './service';
import { createMonitoringSettingsService } from './settings-service';

const ok = ResponseCode.ok;

export async function monitoringRoutes(
  app: FastifyInstance,
  { db, clock, signaturePasswords, files }: StaffRoutesOptions,
) {
  const repo = createMonitoringRepository(db);
  const settings = createMonitoringSettingsService(db);
  const visits = createMonitoringVisitService(db, files);

  registerEndpoint(
    app,
    monitoringSettingEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await repo.settings(params.projectId) }));

  registerEndpoint(
    app,
    appointmentListEndpoint,
  )(async ({ params, query }) => {
    const { rows, total } = await repo.list(params.projectId, {
      ...query,
      offset: query.offset ?? 0,
      limit: query.limit ?? 20,
    });
    const reviewed = rows.map((row) => (row.subjectsReviewed ? (JSON.parse(row.subjectsReviewed) as number[]) : []));
    const numbers = await repo.subjectNumbers([...new Set(reviewed.flat())]);
    return {
      isOk: true,
      code: ok,
      total,
      rows: rows.map(({ subjectsReviewed: _ids, workMinutes, ...row }, index) => ({
        ...row,
        status: appointmentStatusOf(row.status),
        subjectsReviewed: (reviewed[index] ?? []).map((id) => ({ id, subjectNumber: numbers.get(id) ?? '' })),
        workHours: workMinutes === null ? null : workMinutes / 60,
      })),
    };
  });

  const write =
    <B>(run: (body: B, actor: ReturnType<typeof actorOf>) => Promise<{ id: number; version: number }>) =>
    async ({ body, request }: { body: B; request: Parameters<typeof actorOf>[0] }) => ({
      isOk: true as const,
      code: ok,
      data: await run(body, actorOf(request, clock)),
    });

  registerEndpoint(app, appointmentRulesSaveEndpoint)(write(settings.saveRules));
  registerEndpoint(app, remoteOpenEndpoint)(write(settings.open));
  registerEndpoint(app, remoteCloseEndpoint)(write(settings.close));
  registerEndpoint(app, appointmentBookEndpoint)(write(visits.book));
  registerEndpoint(app, appointmentAcceptEndpoint)(write(visits.accept));
  registerEndpoint(app, appointmentRefuseEndpoint)(write(visits.refuse));
  registerEndpoint(app, appointmentAdjustEndpoint)(write(visits.adjust));
  registerEndpoint(app, appointmentConfirmEndpoint)(write(visits.confirm));
  registerEndpoint(app, appointmentCancelEndpoint)(write(visits.cancel));
  registerEndpoint(app, appointmentLaunchEndpoint)(write(visits.launch));
  registerEndpoint(
    app,
    monitoringCloseEndpoint,
  )(
    write((body: Parameters<typeof visits.close>[0], actor) =>
      visits.close(body, { signature: body.signature, cipher: signaturePasswords }, actor),
    ),
  );
}
