/** Finance reports (/api/gpayment/report): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { financeReportEndpoint } from '../../../../shared/api/finance/reports';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { financeReport } from './service';

export async function financeReportRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    financeReportEndpoint,
  )(async ({ params, query }) => {
    const data = await financeReport(db, params.projectId, query, hospitalDay(clock()));
    return { isOk: true, code: ResponseCode.ok, data };
  });
}
