/** Recruitment rules of a project: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type RuleDetail,
  type RuleGroups,
  type RuleSummary,
  type WireCriterion,
  recruitRuleDetailEndpoint,
  recruitRuleDraftFromEndpoint,
  recruitRuleListEndpoint,
  recruitRulePublishEndpoint,
  recruitRuleSaveEndpoint,
  recruitRuleTemplatesEndpoint,
} from '../../../../shared/api/recruitment/rules';
import { recruitRuleCopyEndpoint, recruitRuleImportEndpoint } from '../../../../shared/api/recruitment/rule-transfer';
import { RULE_TEMPLATES } from '../../../../shared/domain/recruitment/templates';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import { createPermissionRepository } from '../../../services/permission-repository';
import { createMatchService } from '../match/service';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createRuleCopyService } from './copy';
import { type RuleRow, createRuleRepository } from './repository';
import { createRuleService, ruleIn } from './service';

const ok = ResponseCode.ok;

function summaryOf({ criteria, ...row }: RuleRow): RuleSummary {
  return { ...row, criteriaCount: criteria.length };
}

function grouped(rows: RuleRow[]): RuleGroups {
  const groups = new Map<string, RuleSummary[]>();
  for (const row of rows) groups.set(row.diseaseKey, [...(groups.get(row.diseaseKey) ?? []), summaryOf(row)]);
  // 'default' first, then the disease names in their stored order.
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'default' ? -1 : b === 'default' ? 1 : 0))
    .map(([diseaseKey, versions]) => ({ diseaseKey, versions }));
}

export async function recruitRuleRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const rules = createRuleRepository(db);
  const service = createRuleService(db);
  const copies = createRuleCopyService(db);
  const matching = createMatchService(db);
  const permissions = createPermissionRepository(db);

  registerEndpoint(
    app,
    recruitRuleTemplatesEndpoint,
  )(async () => ({
    isOk: true,
    code: ok,
    data: RULE_TEMPLATES.map((template) => ({ ...template, criteria: template.criteria as WireCriterion[] })),
  }));

  registerEndpoint(
    app,
    recruitRuleListEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: grouped(await rules.ofProject(params.projectId)) }));

  registerEndpoint(
    app,
    recruitRuleDetailEndpoint,
  )(async ({ params }) => {
    const rule = ruleIn(await rules.byId(params.id), params.projectId);
    const data: RuleDetail = {
      ...rule,
      criteria: rule.criteria as WireCriterion[],
      criteriaCount: rule.criteria.length,
    };
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    recruitRuleSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    recruitRuleDraftFromEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.draftFrom(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    recruitRulePublishEndpoint,
  )(async ({ body, request }) => {
    const actor = actorOf(request, clock);
    const published = await service.publish(body, actor);
    // After the commit: the new rules are in force even if matching were to fail.
    const match = await matching.runProject(body.projectId, actor);
    return { isOk: true, code: ok, data: { ...published, match } };
  });

  registerEndpoint(
    app,
    recruitRuleCopyEndpoint,
  )(async ({ body, request }) => {
    const { userId } = requireStaff(request);
    const mayRead = async (projectId: number) =>
      (await permissions.projectPermissions(userId, projectId)).pages.has('RecruitRules');
    return { isOk: true, code: ok, data: await copies.copy(body, actorOf(request, clock), mayRead) };
  });

  registerEndpoint(
    app,
    recruitRuleImportEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await copies.importFile(body, actorOf(request, clock)),
  }));
}
