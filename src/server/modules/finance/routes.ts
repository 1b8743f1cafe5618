/**
 * The finance area's staff routes (SPEC §7 /gpayment/*, /finance/*, /trial/subject/subsidy/*),
 * one registration per part, and its listeners on other areas' events: accruals from visits.
 */
import type { FastifyInstance } from 'fastify';
import { onVisitEvent } from '../visits';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { onFinanceVisitEvent } from './accruals/accrue';
import { financeBudgetRoutes } from './budgets/routes';
import { financeContractRoutes } from './contracts/routes';
import { contractSignedCopyRoutes } from './contracts/signed-copy-routes';
import { financeExpenseRoutes } from './expenses/routes';
import { financeFeeTypeRoutes } from './fee-types/routes';
import { receivableRoutes } from './receivables/routes';
import { financeReportRoutes } from './reports/routes';
import { financeSubsidyRoutes } from './subsidies/routes';
import { financeSummaryRoutes } from './summary/routes';
import { financeWarningRoutes } from './warnings/routes';

export async function financeRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  onVisitEvent('finance', onFinanceVisitEvent);
  await app.register(financeFeeTypeRoutes, options);
  await app.register(financeBudgetRoutes, options);
  await app.register(financeContractRoutes, options);
  await app.register(contractSignedCopyRoutes, options);
  await app.register(receivableRoutes, options);
  await app.register(financeSummaryRoutes, options);
  await app.register(financeExpenseRoutes, options);
  await app.register(financeSubsidyRoutes, options);
  await app.register(financeReportRoutes, options);
  await app.register(financeWarningRoutes, options);
}
