/** QC check tasks (/api/quality/checkTask): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  checkTaskAssignEndpoint,
  checkTaskCompleteEndpoint,
  checkTaskDetailEndpoint,
  checkTaskGenerateEndpoint,
  checkTaskIgnoreEndpoint,
  checkTaskListEndpoint,
  checkTaskSignEndpoint,
  checkTaskStartEndpoint,
} from '../../../../shared/api/quality/check-tasks';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createCheckTaskRepository } from './repository';
import { createCheckTaskService } from './service';

const ok = ResponseCode.ok;

export async function qualityCheckTaskRoutes(
  app: FastifyInstance,
  { db, clock, signaturePasswords, files }: StaffRoutesOptions,
) {
  const tasks = createCheckTaskRepository(db);
  const service = createCheckTaskService(db, signaturePasswords, files);

  registerEndpoint(
    app,
    checkTaskListEndpoint,
  )(async ({ params, query, request }) => {
    const actor = actorOf(request, clock);
    const page = { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 };
    return {
      isOk: true,
      code: ok,
      ...(await tasks.list(params.projectId, page, hospitalDay(actor.at), actor.actorId)),
    };
  });

  registerEndpoint(
    app,
    checkTaskDetailEndpoint,
  )(async ({ params, request }) => {
    const actor = actorOf(request, clock);
    const data = await service.detail(params.projectId, params.id, hospitalDay(actor.at), actor.actorId);
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    checkTaskGenerateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.generate(body.projectId, actorOf(request, clock)),
  }));

  for (const [endpoint, write] of [
    [checkTaskStartEndpoint, service.start],
    [checkTaskCompleteEndpoint, service.complete],
    [checkTaskIgnoreEndpoint, service.ignore],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
    )(async ({ body, request }) => ({ isOk: true, code: ok, data: await write(body, actorOf(request, clock)) }));
  }

  registerEndpoint(
    app,
    checkTaskAssignEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.assign(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    checkTaskSignEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.sign(body, actorOf(request, clock)) }));
}
