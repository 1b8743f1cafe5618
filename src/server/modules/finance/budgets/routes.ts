/** Budgets and finance settings (/api/gpayment/budget, /api/gpayment/setting): thin handlers. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type BudgetSummary,
  budgetCreateEndpoint,
  budgetDeleteEndpoint,
  budgetDetailEndpoint,
  budgetListEndpoint,
  budgetPublishEndpoint,
  budgetSaveEndpoint,
} from '../../../../shared/api/finance/budgets';
import { financeSettingEndpoint, financeSettingSaveEndpoint } from '../../../../shared/api/finance/settings';
import type { BudgetBasis, FeeCategory } from '../../../../shared/domain/finance/codes';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createBudgetRepository } from './repository';
import { createBudgetService } from './service';

const ok = ResponseCode.ok;
type SummaryRow = Awaited<ReturnType<ReturnType<typeof createBudgetRepository>['list']>>[number];

const summaryOf = ({ projectId: _projectId, ...row }: SummaryRow): BudgetSummary => ({
  ...row,
  status: row.status as BudgetSummary['status'],
  plannedFen: Number(row.plannedFen),
});

export async function financeBudgetRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const budgets = createBudgetRepository(db);
  const service = createBudgetService(db);

  registerEndpoint(
    app,
    budgetListEndpoint,
  )(async ({ params }) => {
    const plan = await budgets.publishedPlan(params.projectId);
    const visits = plan?.visits ?? [];
    const activityTypes = new Set(
      visits.flatMap((visit) => (JSON.parse(visit.activities) as { type: string }[]).map((item) => item.type)),
    );
    return {
      isOk: true,
      code: ok,
      data: {
        budgets: (await budgets.list(params.projectId)).map(summaryOf),
        plan: plan && {
          id: plan.id,
          planVersion: plan.planVersion,
          name: plan.name,
          visits: visits.map(({ code, name }) => ({ code, name })),
          activityTypes: [...activityTypes].sort(),
        },
        feeTypes: (await budgets.feeTypes()).map((row) => ({
          ...row,
          category: row.category as FeeCategory,
          active: row.active === 1,
        })),
      },
    };
  });

  registerEndpoint(
    app,
    budgetDetailEndpoint,
  )(async ({ params }) => {
    const budget = await budgets.byId(params.projectId, params.id);
    if (!budget) throw notFound({ 'zh-CN': '预算版本不存在', en: 'No such budget version' });
    const lines = await budgets.lines(budget.id);
    const totals = await budgets.totals(budget.id);
    return {
      isOk: true,
      code: ok,
      data: {
        budget: summaryOf(budget),
        lines: lines.map((line) => ({
          ...line,
          basis: line.basis as BudgetBasis,
          plannedFen: Number(line.plannedFen),
        })),
        totals: totals.map((row) => ({ feeTypeId: row.feeTypeId, plannedFen: Number(row.plannedFen) })),
      },
    };
  });

  registerEndpoint(
    app,
    financeSettingEndpoint,
  )(async ({ params }) => {
    const row = await budgets.setting(params.projectId);
    return {
      isOk: true,
      code: ok,
      data: row ?? {
        projectId: params.projectId,
        currency: 'CNY',
        managementFeeBp: 0,
        holdbackBp: 0,
        updatedBy: null,
        updatedAt: null,
        version: 0,
      },
    };
  });

  const write =
    <B>(run: (body: B, actor: ReturnType<typeof actorOf>) => Promise<{ id: number; version: number }>) =>
    async ({ body, request }: { body: B; request: Parameters<typeof actorOf>[0] }) => ({
      isOk: true as const,
      code: ok,
      data: await run(body, actorOf(request, clock)),
    });
  registerEndpoint(app, budgetCreateEndpoint)(write((body, actor) => service.create(body, actor)));
  registerEndpoint(app, budgetSaveEndpoint)(write((body, actor) => service.save(body, actor)));
  registerEndpoint(app, budgetPublishEndpoint)(write((body, actor) => service.publish(body, actor)));
  registerEndpoint(app, budgetDeleteEndpoint)(write((body, actor) => service.remove(body, actor)));
  registerEndpoint(
    app,
    financeSettingSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveSetting(body, actorOf(request, clock)),
  }));
}
