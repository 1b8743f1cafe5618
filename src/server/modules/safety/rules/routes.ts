/** Safety rules (/api/gtrial/rule/safety): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type SafetyRuleSummary,
  safetyRuleCopyEndpoint,
  safetyRuleDeleteEndpoint,
  safetyRuleDetailEndpoint,
  safetyRuleListEndpoint,
  safetyRulePublishEndpoint,
  safetyRulePublishedEndpoint,
  safetyRuleSaveEndpoint,
  safetyRuleTemplatesEndpoint,
} from '../../../../shared/api/safety/rules';
import { SAFETY_RULE_TEMPLATES } from '../../../../shared/domain/safety/rules';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import { createPermissionRepository } from '../../../services/permission-repository';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSafetyRuleCopyService } from './copy';
import { type SafetyRuleRow, createSafetyRuleRepository } from './repository';
import { createSafetyRuleService, ruleIn } from './service';

const ok = ResponseCode.ok;

const summaryOf = ({ content: _content, ...row }: SafetyRuleRow): SafetyRuleSummary => row;

export async function safetyRuleRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const rules = createSafetyRuleRepository(db);
  const service = createSafetyRuleService(db);
  const copies = createSafetyRuleCopyService(db);
  const permissions = createPermissionRepository(db);

  registerEndpoint(
    app,
    safetyRulePublishedEndpoint,
  )(async ({ params }) => {
    const published = await rules.ofStatus(params.projectId, 'published');
    return { isOk: true, code: ok, data: published?.content ?? null };
  });

  registerEndpoint(
    app,
    safetyRuleTemplatesEndpoint,
  )(async () => ({
    isOk: true,
    code: ok,
    data: SAFETY_RULE_TEMPLATES.map(({ id, name, content }) => ({ id, name, content })),
  }));

  registerEndpoint(
    app,
    safetyRuleListEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: (await rules.ofProject(params.projectId)).map(summaryOf) }));

  registerEndpoint(
    app,
    safetyRuleDetailEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: ruleIn(await rules.byId(params.id), params.projectId) }));

  registerEndpoint(
    app,
    safetyRuleSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    safetyRuleCopyEndpoint,
  )(async ({ body, request }) => {
    const { userId } = requireStaff(request);
    const maySee = async (projectId: number) =>
      (await permissions.projectPermissions(userId, projectId)).pages.has('SafetyRules');
    return { isOk: true, code: ok, data: await copies.copy(body, actorOf(request, clock), maySee) };
  });

  registerEndpoint(
    app,
    safetyRulePublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.publish(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    safetyRuleDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));
}
