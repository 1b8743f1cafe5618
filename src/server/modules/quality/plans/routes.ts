/** QC plans (/api/quality/plan): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  qcPlanDeleteEndpoint,
  qcPlanListEndpoint,
  qcPlanPublishEndpoint,
  qcPlanSaveEndpoint,
} from '../../../../shared/api/quality/plans';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createQcPlanRepository } from './repository';
import { createQcPlanService } from './service';

const ok = ResponseCode.ok;

export async function qualityPlanRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const plans = createQcPlanRepository(db);
  const service = createQcPlanService(db);

  registerEndpoint(
    app,
    qcPlanListEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await plans.ofProject(params.projectId) }));

  registerEndpoint(
    app,
    qcPlanSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    qcPlanPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.publish(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    qcPlanDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
