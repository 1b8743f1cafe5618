/**
 * The finance area's staff routes (SPEC §7 /gpayment/*, /finance/*, /trial/subject/subsidy/*):
 * fee types, project budgets and finance settings, contracts.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { financeBudgetRoutes } from './budgets/routes';
import { financeContractRoutes } from './contracts/routes';
import { financeFeeTypeRoutes } from './fee-types/routes';

export async function financeRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(financeFeeTypeRoutes, options);
  await app.register(financeBudgetRoutes, options);
  await app.register(financeContractRoutes, options);
}
