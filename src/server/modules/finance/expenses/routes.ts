/** Research-fee expenses (/api/gpayment/expense): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  expenseDeleteEndpoint,
  expenseListEndpoint,
  expenseOptionsEndpoint,
  expensePayEndpoint,
  expenseSaveEndpoint,
  expenseSubmitEndpoint,
} from '../../../../shared/api/finance/expenses';
import { FINANCE_WORKFLOWS } from '../../../../shared/domain/finance/codes';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { registerWorkflowHooks } from '../../work';
import { expenseOptions, expensesPage } from './repository';
import { createExpenseService, expenseWorkflowHooks } from './service';

const ok = ResponseCode.ok;

export async function financeExpenseRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerWorkflowHooks(FINANCE_WORKFLOWS.expense, expenseWorkflowHooks);
  const service = createExpenseService(db);

  registerEndpoint(
    app,
    expenseListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await expensesPage(db, params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    expenseOptionsEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await expenseOptions(db, params.projectId) }));

  registerEndpoint(
    app,
    expenseSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock), hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    expenseDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.delete(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    expenseSubmitEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.submit(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    expensePayEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.pay(body, actorOf(request, clock), hospitalDay(clock())),
  }));
}
