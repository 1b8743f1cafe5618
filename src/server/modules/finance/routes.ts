/**
 * The finance area's staff routes (SPEC §7 /gpayment/*, /finance/*, /trial/subject/subsidy/*):
 * one registration per part.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { financeExpenseRoutes } from './expenses/routes';
import { financeSubsidyRoutes } from './subsidies/routes';

export async function financeRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(financeExpenseRoutes, options);
  await app.register(financeSubsidyRoutes, options);
}
