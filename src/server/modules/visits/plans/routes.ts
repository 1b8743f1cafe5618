/** Visit plans of a project: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  visitPlanCopyEndpoint,
  visitPlanDeleteEndpoint,
  visitPlanDetailEndpoint,
  visitPlanListEndpoint,
  visitPlanPublishEndpoint,
  visitPlanSaveEndpoint,
  visitPlanSortEndpoint,
} from '../../../../shared/api/visits/plans';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createVisitPlanRepository } from './repository';
import { createVisitPlanService } from './service';

const ok = ResponseCode.ok;

export async function visitPlanRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const plans = createVisitPlanRepository(db);
  const service = createVisitPlanService(db);

  registerEndpoint(
    app,
    visitPlanListEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await plans.ofProject(params.projectId) }));

  registerEndpoint(
    app,
    visitPlanDetailEndpoint,
  )(async ({ params }) => {
    const summary = (await plans.ofProject(params.projectId)).find((plan) => plan.id === params.id);
    if (!summary) throw notFound({ 'zh-CN': '访视计划不存在', en: 'No such visit plan in this project' });
    const { groups, visits } = await plans.content(summary.id);
    return {
      isOk: true,
      code: ok,
      data: { ...summary, groups: groups.map((name, index) => ({ name, sort: index + 1 })), visits },
    };
  });

  registerEndpoint(
    app,
    visitPlanSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    visitPlanCopyEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.copy(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    visitPlanDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    visitPlanPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.publish(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    visitPlanSortEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.sort(body, actorOf(request, clock)) }));
}
